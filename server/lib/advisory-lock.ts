import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * Takes the transaction-scoped advisory lock named `name` (released when the caller's transaction
 * ends): exclusive by default, or shared with other shared holders. For what has no row to lock
 * (a category tree, a workflow type never saved, a department's budgets), on PGlite and PostgreSQL alike.
 */
export async function lockUntilCommit(db: Db, name: string, mode: 'shared' | 'exclusive' = 'exclusive'): Promise<void> {
  const key = sql`hashtext(${name})`
  await db.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  )
}
