import { and, eq, lt } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { idempotencyKeys } from '../db/schema/idempotency'
import type { AppEnv } from './app-env'
import { outboxReplays } from './app-metrics'
import { sha256 } from './crypto'
import { AppError, badRequest } from './errors'
import { requireActor } from './session'

const KEY_RE = /^[A-Za-z0-9_.:-]{8,200}$/
/** How long a stored response can be replayed; outbox entries older than this are long settled. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 3_600_000

class Rollback extends Error {}

/**
 * Makes a signed-in write replay-safe: with an `Idempotency-Key`, the handler runs in a transaction
 * that also stores the response, so a repeat returns the stored response and changes nothing.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key')
  if (key === undefined) return next()
  if (!KEY_RE.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or -_.:')
  const actor = requireActor(c)
  const url = new URL(c.req.url)
  const requestHash = sha256(`${c.req.method} ${url.pathname}${url.search}\n${await c.req.text()}`)
  const scope = and(
    eq(idempotencyKeys.tenantId, actor.tenantId),
    eq(idempotencyKeys.userId, actor.userId),
    eq(idempotencyKeys.key, key),
  )
  let replay: { statusCode: number; body: unknown } | null = null
  try {
    await c.var.db.transaction(async (tx) => {
      const expiredBefore = new Date(c.var.deps.now().getTime() - IDEMPOTENCY_TTL_MS)
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.tenantId, actor.tenantId),
            eq(idempotencyKeys.userId, actor.userId),
            lt(idempotencyKeys.createdAt, expiredBefore),
          ),
        )
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          tenantId: actor.tenantId,
          userId: actor.userId,
          key,
          requestHash,
          statusCode: 0,
          responseBody: {},
          createdAt: c.var.deps.now(),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (claimed.length === 0) {
        const [existing] = await tx.select().from(idempotencyKeys).where(scope).limit(1)
        if (!existing) throw new AppError(409, 'A request with this Idempotency-Key is still being processed')
        if (existing.requestHash !== requestHash) {
          throw new AppError(422, 'This Idempotency-Key was already used for a different request')
        }
        if (existing.statusCode === 0)
          throw new AppError(409, 'A request with this Idempotency-Key is still being processed')
        replay = { statusCode: existing.statusCode, body: existing.responseBody }
        return
      }
      c.set('db', tx)
      await next()
      if (c.res.status < 200 || c.res.status >= 300) throw new Rollback()
      const text = await c.res.clone().text()
      const body: unknown = text ? JSON.parse(text) : null
      await tx.update(idempotencyKeys).set({ statusCode: c.res.status, responseBody: body }).where(scope)
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  } finally {
    c.set('db', c.var.deps.db)
  }
  if (replay !== null) {
    const { statusCode, body } = replay
    outboxReplays.inc()
    c.header('Idempotent-Replayed', 'true')
    return c.json(body, statusCode as ContentfulStatusCode)
  }
})
