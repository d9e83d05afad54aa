import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/app-env'
import { clientIp, throttleAddress } from '../../lib/client-ip'
import { sha256 } from '../../lib/crypto'
import { tooMany } from '../../lib/errors'
import { TOO_MANY_REQUESTS } from '../auth/rate-limit'
import { countInWindow, pruneCounters } from '../auth/throttle'
import { linkKeyOf } from './token'

/** Requests a minute one client address may make to the partners' link endpoints (a page load, a few saves and files). */
export const LINK_RATE_PER_ADDRESS = 120
/** Requests a minute one partner link (token) may make, from wherever it is used. */
export const LINK_RATE_PER_TOKEN = 30
const WINDOW_MS = 60_000
const lastPruned = new WeakMap<Db, number>()

/** Takes one request for the key in the current minute; 429 with Retry-After beyond `limit`. */
async function take(c: Context<AppEnv>, key: string, limit: number) {
  const { db } = c.var
  const now = c.var.deps.now()
  const { count, endsAt } = await countInWindow(db, key, now, WINDOW_MS)
  if (now.getTime() - (lastPruned.get(db) ?? 0) >= WINDOW_MS) {
    lastPruned.set(db, now.getTime())
    await pruneCounters(db, now)
  }
  if (count > limit) throw tooMany(TOO_MANY_REQUESTS, (endsAt.getTime() - now.getTime()) / 1000)
}

/**
 * The partners' link endpoints need no session, so each client address is limited (like the
 * sign-in endpoints, counted in the database so every server process shares the count) before
 * anything is read or checked.
 */
export const linkAddressRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  await take(c, `rfq-link-ip:${throttleAddress(clientIp(c))}`, LINK_RATE_PER_ADDRESS)
  await next()
})

/**
 * And each link on its own, wherever it is used from, counted by the hash of the link it decodes to
 * (valid or not), so junk added to a token does not make a new link with a budget of its own.
 */
export const takeLinkRequest = (c: Context<AppEnv>, token: string) =>
  take(c, `rfq-link-token:${sha256(linkKeyOf(token))}`, LINK_RATE_PER_TOKEN)
