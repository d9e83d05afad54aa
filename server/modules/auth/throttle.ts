import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authThrottle } from '../../db/schema/auth'
import { tooMany } from '../../lib/errors'

/** Attempts allowed per account and address in one window. */
export const MAX_FAILURES = 5
/** Length of the counting window and of the block that follows. */
export const WINDOW_MS = 15 * 60_000

/**
 * Takes one attempt for the key in a single statement (so parallel requests cannot slip past),
 * and throws 429 with Retry-After when the key is blocked or this attempt is one too many.
 * A success clears the key with `clearFailures`, so only failures add up.
 */
export async function takeAttempt(db: Db, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS)
  const nowSql = sql`${now.toISOString()}::timestamptz`
  const expired = sql`(${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz or ${authThrottle.blockedUntil} <= ${nowSql})`
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowSql} else ${authThrottle.windowStartedAt} end`,
        blockedUntil: sql`case when ${expired} then null else ${authThrottle.blockedUntil} end`,
      },
    })
    .returning()
  if (!row) return
  if (row.blockedUntil && row.blockedUntil > now) {
    throw tooMany('Too many attempts. Please try again later.', (row.blockedUntil.getTime() - now.getTime()) / 1000)
  }
  if (row.failures > MAX_FAILURES) {
    const blockedUntil = new Date(now.getTime() + WINDOW_MS)
    await db.update(authThrottle).set({ blockedUntil }).where(eq(authThrottle.key, key))
    throw tooMany('Too many attempts. Please try again later.', WINDOW_MS / 1000)
  }
}

/** Clears the counter after a success. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key))
}
