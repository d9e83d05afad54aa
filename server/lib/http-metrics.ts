import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import type { AppEnv } from './app-env'
import { httpDuration, httpRequests } from './app-metrics'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Counts every request and its time to the answer by route pattern. After `next()` Hono's route
 * index points at the handler that answered, so the label is its pattern (`/api/get-po/:id`,
 * `/api/*` for the not-found catch-all), never the raw URL: the number of series stays bounded.
 */
export const httpMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now()
  try {
    await next()
  } finally {
    const route = routePath(c) || 'unmatched'
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER'
    httpRequests.inc({ route, method, status: `${Math.floor(c.res.status / 100)}xx` })
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000)
  }
})
