import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authThrottle } from '../../db/schema/auth'
import { tooMany } from '../../lib/errors'

/** Failed sign-ins allowed per account and address in one window. */
export const MAX_FAILURES = 5
/** Length of the counting window and of the block that follows. */
export const WINDOW_MS = 15 * 60_000

/** Throws 429 with Retry-After while the key is blocked. */
export async function assertNotThrottled(db: Db, key: string, now: Date): Promise<void> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1)
  if (row?.blockedUntil && row.blockedUntil > now) {
    throw tooMany('Too many attempts. Please try again later.', (row.blockedUntil.getTime() - now.getTime()) / 1000)
  }
}

/** Counts one failure; the fifth in a window blocks the key for a window. */
export async function recordFailure(db: Db, key: string, now: Date): Promise<void> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1)
  const fresh = !row || now.getTime() - row.windowStartedAt.getTime() > WINDOW_MS
  const failures = fresh ? 1 : row.failures + 1
  const values = {
    failures,
    windowStartedAt: fresh ? now : row.windowStartedAt,
    blockedUntil: failures >= MAX_FAILURES ? new Date(now.getTime() + WINDOW_MS) : null,
  }
  await db
    .insert(authThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: authThrottle.key, set: values })
}

/** Clears the counter after a success. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key))
}
