import { Hono } from 'hono'
import type { AppEnv } from '../../lib/app-env'
import { allow } from '../../lib/policy'
import { ok } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { dashboardSummary } from './service'

/** GET /get-dashboard: the summary on /dashboard. */
export const dashboardRoutes = new Hono<AppEnv>().get('/get-dashboard', allow.signedIn(), async (c) =>
  c.json(ok(await dashboardSummary(c.var.db, requireActor(c), c.var.deps.now()))),
)
