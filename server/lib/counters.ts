import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tenantCounters } from '../db/schema/orders'

/**
 * The next value of a per-tenant counter (1, 2, ...), taken inside the caller's transaction: the
 * row stays locked until it commits, so numbers have no gaps and no repeats (a rollback gives the
 * number back), at the cost of placing one document per counter at a time.
 */
export async function nextNumber(db: Db, tenantId: string, name: string): Promise<number> {
  const [row] = await db
    .insert(tenantCounters)
    .values({ tenantId, name, value: 1 })
    .onConflictDoUpdate({
      target: [tenantCounters.tenantId, tenantCounters.name],
      set: { value: sql`${tenantCounters.value} + 1` },
    })
    .returning({ value: tenantCounters.value })
  if (!row) throw new Error('counter update returned no row')
  return row.value
}
