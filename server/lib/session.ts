import { and, eq, lt, ne } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { RoleSchema } from '../../src/shared/roles'
import type { Db } from '../db/client'
import { sessions } from '../db/schema/auth'
import { users } from '../db/schema/users'
import type { Actor, AppEnv } from './app-env'
import { randomToken, sha256 } from './crypto'

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid'
/**
 * How stale last-seen may get before a request refreshes it: at most a minute (fewer writes), and
 * at most a quarter of the idle window, so a session in use never lapses however short the window.
 */
function touchEveryMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 4)
}

function isHttps(c: Context<AppEnv>): boolean {
  if (c.var.deps.trustProxy && c.req.header('X-Forwarded-Proto') === 'https') return true
  return new URL(c.req.url).protocol === 'https:'
}

/** Sets an HttpOnly, SameSite=Lax cookie, Secure over HTTPS. */
export function setSecureCookie(c: Context<AppEnv>, name: string, value: string, maxAgeSeconds: number, path = '/') {
  setCookie(c, name, value, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path, maxAge: maxAgeSeconds })
}

/** The session a cookie's token names, with its user, and whether it is alive for the tenant; null if none. */
async function findSession(c: Context<AppEnv>, token: string, tenantId: string) {
  const idHash = sha256(token)
  const rows = await c.var.db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      tenantId: sessions.tenantId,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      lockedAt: users.lockedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  const now = c.var.deps.now()
  const idleMs = c.var.deps.session.idleMinutes * 60_000
  const role = v.safeParse(RoleSchema, row.role)
  const alive =
    row.tenantId === tenantId &&
    !row.lockedAt &&
    now.getTime() - row.lastSeenAt.getTime() < idleMs &&
    now.getTime() < row.expiresAt.getTime() &&
    role.success
  return { row, idHash, now, idleMs, alive, role }
}

/** The session cookie's token, if it has one of a plausible length. */
function sessionToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, SESSION_COOKIE)
  return token && token.length <= 128 ? token : undefined
}

/** Loads the session named by the cookie into `actor` (or null), enforcing idle and absolute timeouts. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('actor', null)
  const token = sessionToken(c)
  const found = token ? await findSession(c, token, c.var.tenant.id) : null
  if (found?.alive && found.role.success) {
    const { row, idHash, now, idleMs } = found
    c.set('actor', { ...row, role: found.role.output, sessionIdHash: idHash })
    if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs(idleMs)) {
      await c.var.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash))
    }
  } else if (found && found.row.tenantId === c.var.tenant.id) {
    await c.var.db.delete(sessions).where(eq(sessions.idHash, found.idHash))
  }
  await next()
})

/**
 * The full name of whoever the request's session cookie signs in to the tenant, or null: for a page load, which
 * reads and changes nothing (the session's own requests refresh or end it).
 */
export async function signedInName(c: Context<AppEnv>, tenantId: string): Promise<string | null> {
  const token = sessionToken(c)
  const found = token ? await findSession(c, token, tenantId) : null
  return found?.alive ? found.row.fullName : null
}

/** Starts a new session for the user (ending the one this request came with) and sets the cookie. */
export async function startSession(c: Context<AppEnv>, db: Db, tenantId: string, userId: string): Promise<void> {
  const old = c.var.actor?.sessionIdHash ?? oldCookieHash(c)
  if (old) await db.delete(sessions).where(eq(sessions.idHash, old))
  const now = c.var.deps.now()
  const token = randomToken()
  const absoluteMs = c.var.deps.session.absoluteHours * 3_600_000
  await db.insert(sessions).values({
    idHash: sha256(token),
    tenantId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
  })
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)))
  setSecureCookie(c, SESSION_COOKIE, token, absoluteMs / 1000)
}

function oldCookieHash(c: Context<AppEnv>): string | null {
  const token = getCookie(c, SESSION_COOKIE)
  return token ? sha256(token) : null
}

/** Ends this request's session and clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const idHash = c.var.actor?.sessionIdHash ?? oldCookieHash(c)
  if (idHash) await c.var.db.delete(sessions).where(eq(sessions.idHash, idHash))
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
}

/** Ends every session of a user except, optionally, one. */
export async function endUserSessions(db: Db, userId: string, keepIdHash?: string): Promise<void> {
  const where = keepIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
    : eq(sessions.userId, userId)
  await db.delete(sessions).where(where)
}

/** The signed-in actor; only call behind a signed-in policy. */
export function requireActor(c: Context<AppEnv>): Actor {
  const actor = c.var.actor
  if (!actor) throw new Error('requireActor used on a route without a signed-in policy')
  return actor
}
