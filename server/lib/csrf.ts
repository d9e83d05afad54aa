import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { AppError, forbidden } from './errors'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Writes must come from our own origin and, when they carry a body, be JSON. */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method)) return next()
  const origin = c.req.header('Origin')
  const host = c.var.deps.trustProxy ? (c.req.header('X-Forwarded-Host') ?? c.req.header('Host')) : c.req.header('Host')
  const expected = host ?? new URL(c.req.url).host
  let originHost: string | null = null
  try {
    originHost = origin ? new URL(origin).host : null
  } catch {
    originHost = null
  }
  if (originHost !== expected) throw forbidden('Cross-origin request refused')
  const length = Number(c.req.header('Content-Length') ?? '0')
  const hasBody = length > 0 || c.req.header('Transfer-Encoding') !== undefined
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
  if ((hasBody || type) && type !== 'application/json') {
    throw new AppError(415, 'Content-Type must be application/json')
  }
  await next()
})
