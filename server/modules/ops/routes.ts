import { Hono } from 'hono'
import type { AppEnv } from '../../lib/app-env'
import { allow } from '../../lib/policy'
import { fail, ok } from '../../lib/respond'
import { checkReadiness } from './readiness'

/**
 * GET /health (liveness: the process answers; no database work, so probes and start-up waits stay
 * cheap) and GET /ready (the database answers and is migrated: 200, otherwise 503 with the reason).
 * Both are public and need no Domain header: a load balancer calls them.
 */
export const opsRoutes = new Hono<AppEnv>()
  .get('/health', allow.public(), (c) => c.json(ok({ up: true })))
  .get('/ready', allow.public(), async (c) => {
    const readiness = await checkReadiness(c.var.db)
    if (!readiness.ready) {
      c.var.logger.warn({ reason: readiness.reason }, 'not ready')
      return c.json(fail(readiness.reason), 503)
    }
    return c.json(ok({ database: 'ok', migrations: readiness.migrations }, 'Ready'))
  })
