import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'

/**
 * API answers carry users' data (and the signed-in state): no browser, proxy or shared cache may
 * keep them. A route that sets its own Cache-Control (a file download) keeps it.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
})
