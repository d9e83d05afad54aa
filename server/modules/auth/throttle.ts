import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authThrottle } from '../../db/schema/auth'
import { tooMany } from '../../lib/errors'

/** Attempts allowed per account and address in one window. */
export const MAX_FAILURES = 5
/** Length of the counting window and of the block that follows. */
export const WINDOW_MS = 15 * 60_000
/** The message of every throttled auth answer. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.'
/** Counters idle for longer than this are deleted (every window in use is shorter). */
const PRUNE_AFTER_MS = 60 * 60_000

/**
 * Takes one attempt for the key in a single statement (so parallel requests cannot slip past),
 * and throws 429 with Retry-After when the key is blocked or this attempt is one too many.
 * A success clears the key with `clearFailures` (or gives the attempt back with `refundAttempt`),
 * so only failures add up.
 */
export async function takeAttempt(db: Db, key: string, now: Date, limit = MAX_FAILURES): Promise<void> {
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
    throw tooMany(TOO_MANY_ATTEMPTS, (row.blockedUntil.getTime() - now.getTime()) / 1000)
  }
  if (row.failures > limit) {
    const blockedUntil = new Date(now.getTime() + WINDOW_MS)
    await db.update(authThrottle).set({ blockedUntil }).where(eq(authThrottle.key, key))
    throw tooMany(TOO_MANY_ATTEMPTS, WINDOW_MS / 1000)
  }
}

/** Gives back the attempt a success took, leaving the failures of others counted. */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key))
}

/** Clears the counter after a success. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key))
}

/**
 * Adds one to the key's count in a fixed window (a new window once the old one is over), in one
 * statement so that several server processes share it; returns the count and when the window ends.
 */
export async function countInWindow(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; endsAt: Date }> {
  const nowSql = sql`${now.toISOString()}::timestamptz`
  const expired = sql`${authThrottle.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowSql} else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottle.failures, startedAt: authThrottle.windowStartedAt })
  const startedAt = row?.startedAt ?? now
  return { count: row?.count ?? 1, endsAt: new Date(startedAt.getTime() + windowMs) }
}

/** Deletes counters nobody has touched for an hour and that block nothing, so random keys do not pile up. */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, new Date(now.getTime() - PRUNE_AFTER_MS)),
        or(isNull(authThrottle.blockedUntil), lte(authThrottle.blockedUntil, now)),
      ),
    )
}
