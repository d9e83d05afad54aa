import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { type Db, migrationsFolder } from '../../db/client'

/** How long /api/ready waits for the database: a probe must answer well within its own timeout. */
export const READY_TIMEOUT_MS = 2_000

/** Whether this process can serve: the database answers and has every migration this code expects. */
export type Readiness =
  | { ready: true; migrations: { applied: number; expected: number } }
  | { ready: false; reason: string }

interface ExpectedMigrations {
  count: number
  /** drizzle's `created_at` of the last migration: the journal's `when`. */
  lastWhen: number
  /** SHA-256 of the last migration's SQL, as drizzle stores it. */
  lastHash: string
}

let expected: ExpectedMigrations | undefined

// The journal and SQL files ship with the code and never change while it runs: read them once.
function expectedMigrations(): ExpectedMigrations {
  if (!expected) {
    const files = readMigrationFiles({ migrationsFolder })
    const last = files.at(-1)
    expected = { count: files.length, lastWhen: last?.folderMillis ?? 0, lastHash: last?.hash ?? '' }
  }
  return expected
}

class TimedOut extends Error {}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** Checks that the database answers `select 1` within the timeout and has this code's last migration applied. */
export async function checkReadiness(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  const want = expectedMigrations()
  try {
    return await within(
      (async (): Promise<Readiness> => {
        await db.execute(sql`select 1`)
        const [row] = rowsOf<{ applied: number; hash: string | null }>(
          await db.execute(sql`
            select (select count(*)::int from drizzle.__drizzle_migrations) as applied,
                   (select hash from drizzle.__drizzle_migrations where created_at = ${want.lastWhen} limit 1) as hash`),
        )
        const applied = Number(row?.applied ?? 0)
        if (row?.hash !== want.lastHash) {
          return {
            ready: false,
            reason: `The database migrations are not applied (${applied} applied, this version has ${want.count}): start the server once to apply them`,
          }
        }
        // More rows than expected means a newer version migrated the database (a rolling deploy): its
        // migrations keep older code working, so this process still serves.
        return { ready: true, migrations: { applied, expected: want.count } }
      })(),
      timeoutMs,
    )
  } catch (error) {
    if (error instanceof TimedOut) {
      return { ready: false, reason: `The database did not answer within ${timeoutMs / 1000} s` }
    }
    if (isMissingTable(error)) {
      return { ready: false, reason: 'The database has no migrations applied: start the server once to apply them' }
    }
    return { ready: false, reason: 'The database is unavailable' }
  }
}

/** True for "relation does not exist" (42P01) or "schema does not exist" (3F000). */
function isMissingTable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = 'code' in current ? current.code : undefined
    if (code === '42P01' || code === '3F000') return true
    current = 'cause' in current ? current.cause : null
  }
  return false
}
