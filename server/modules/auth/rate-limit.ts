import { createMiddleware } from 'hono/factory'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/app-env'
import { clientIp, throttleAddress } from '../../lib/client-ip'
import { tooMany } from '../../lib/errors'
import { countInWindow, pruneCounters } from './throttle'

/** Sign-in endpoint requests per minute per client address unless AUTH_RATE_PER_MINUTE says otherwise. */
export const DEFAULT_AUTH_RATE_PER_MINUTE = 60
/** The message of a request over the per-address limit. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.'
const RATE_WINDOW_MS = 60_000
const lastPruned = new WeakMap<Db, number>()

/**
 * Limits each client address to a number of requests a minute across the sign-in endpoints, so a
 * flood (say, sign-ins with random e-mails, each costing an argon2 hash) cannot slow everyone
 * down. Counted in the database, so all server processes share one count; also prunes old counters
 * about once a minute.
 */
export const authRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db } = c.var
  const now = c.var.deps.now()
  const limit = c.var.deps.authRatePerMinute ?? DEFAULT_AUTH_RATE_PER_MINUTE
  const { count, endsAt } = await countInWindow(db, `rate:${throttleAddress(clientIp(c))}`, now, RATE_WINDOW_MS)
  if (now.getTime() - (lastPruned.get(db) ?? 0) >= RATE_WINDOW_MS) {
    lastPruned.set(db, now.getTime())
    await pruneCounters(db, now)
  }
  if (count > limit) throw tooMany(TOO_MANY_REQUESTS, (endsAt.getTime() - now.getTime()) / 1000)
  await next()
})
