import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/app-env'
import { renderAppMetrics } from '../../lib/app-metrics'
import { sha256 } from '../../lib/crypto'
import { allow } from '../../lib/policy'
import { fail } from '../../lib/respond'

/** True when the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (!given) return false
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(token), 'hex'))
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN. Without a
 * configured token the endpoint does not exist (404, rather than the app's page), so a server
 * never exposes its figures by default.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', allow.public(), (c) => {
  const token = c.var.deps.metricsToken
  if (!token) return c.json(fail('Not found'), 404)
  if (!bearerMatches(c.req.header('Authorization'), token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"')
    return c.json(fail('A valid bearer token is required'), 401)
  }
  c.header('Cache-Control', 'no-store')
  return c.body(renderAppMetrics(c.var.deps.poolStats), 200, {
    'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
  })
})
