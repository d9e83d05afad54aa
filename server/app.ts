import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv, Deps } from './lib/app-env'
import { bodyLimit } from './lib/body-limit'
import { compressJson } from './lib/compress-json'
import { csrfGuard } from './lib/csrf'
import { AppError } from './lib/errors'
import { filesApp } from './lib/files-app'
import { httpMetrics } from './lib/http-metrics'
import { noStore } from './lib/no-store'
import { isDatabaseUnavailable, isDataException } from './lib/pg-errors'
import { allow } from './lib/policy'
import { requestContext } from './lib/request-context'
import { fail } from './lib/respond'
import { securityHeaders } from './lib/security-headers'
import { loadSession } from './lib/session'
import { staticApp } from './lib/static-app'
import { resolveTenant } from './lib/tenant'
import { approvalRoutes } from './modules/approvals/routes'
import { authRoutes } from './modules/auth/routes'
import { budgetRoutes } from './modules/budgets/routes'
import { cartRoutes } from './modules/cart/routes'
import { categoryRoutes } from './modules/categories/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { lowStockRoutes } from './modules/low-stock/routes'
import { metricsRoutes } from './modules/ops/metrics-routes'
import { opsRoutes } from './modules/ops/routes'
import { orderRoutes } from './modules/orders/routes'
import { productRoutes } from './modules/products/routes'
import { purchaseOrderRoutes } from './modules/purchase-orders/routes'
import { rfqAttachmentRoutes } from './modules/rfqs/attachments'
import { rfqPublicRoutes } from './modules/rfqs/public-routes'
import { mayOpenQuoteDocument } from './modules/rfqs/quote-documents'
import { rfqRoutes } from './modules/rfqs/routes'
import { searchRoutes } from './modules/search/routes'
import { supplierRoutes } from './modules/suppliers/routes'

/** Largest JSON body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024
/** Largest body of the routes that carry an image or a PO line's file (5 MB decoded is about 6.7 MB of base64) or a CSV file. */
export const MAX_UPLOAD_BODY_BYTES = 8 * 1024 * 1024
const UPLOAD_ROUTES = new Set([
  '/api/add-product-image',
  '/api/add-category',
  '/api/update-category',
  '/api/import-products',
  '/api/add-po-document',
  '/api/add-rfq-response-document',
])

/** Seconds a client is told to wait when the database connection was lost (a restart takes a few). */
const DB_RETRY_AFTER_SECONDS = 5

const smallBody = bodyLimit(MAX_BODY_BYTES)
const uploadBody = bodyLimit(MAX_UPLOAD_BODY_BYTES)

/** The API under /api: tenant, CSRF and session middleware, then every domain's routes. */
function apiApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .route('/', opsRoutes)
    .use('*', (c, next) => (UPLOAD_ROUTES.has(c.req.path) ? uploadBody : smallBody)(c, next))
    .use('*', csrfGuard)
    .use('*', resolveTenant)
    .use('*', loadSession)
    .route('/', authRoutes)
    .route('/', dashboardRoutes)
    .route('/', categoryRoutes)
    .route('/', productRoutes)
    .route('/', cartRoutes)
    .route('/', orderRoutes)
    .route('/', purchaseOrderRoutes)
    .route('/', supplierRoutes)
    .route('/', approvalRoutes)
    .route('/', budgetRoutes)
    .route('/', lowStockRoutes)
    .route('/', searchRoutes)
    .route('/', rfqRoutes)
    .route('/', rfqPublicRoutes)
    .route('/', rfqAttachmentRoutes)
    .all('*', allow.public(), (c) => c.json(fail('Not found'), 404))
}

/** Builds the whole application from its dependencies; main.ts and the tests both call this. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requestContext(deps.logger))
  app.use('*', httpMetrics)
  app.use('*', securityHeaders(deps.staticRoot))
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('db', deps.db)
    await next()
  })
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) c.header('Retry-After', String(error.extra.retryAfterSeconds))
      const body =
        error.extra.data === undefined
          ? fail(error.message, error.extra.errors)
          : { ...fail(error.message), data: error.extra.data }
      return c.json(body, error.status)
    }
    if (isDatabaseUnavailable(error)) {
      // One line, not the failed query with its parameters: an outage logs this for every request.
      const cause = error.cause instanceof Error ? error.cause.message : error.message
      c.var.logger.warn({ path: c.req.path, cause }, 'database unavailable')
      c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
      return c.json(fail('The database is unavailable. Please try again shortly.'), 503)
    }
    if (isDataException(error)) {
      return c.json(
        fail(
          'The request contains a value that cannot be stored (for example a control character or an out-of-range number)',
        ),
        400,
      )
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(fail(error.message || 'Bad request'), error.status)
    }
    c.var.logger.error({ err: error, path: c.req.path }, 'unhandled error')
    return c.json(fail('Something went wrong'), 500)
  })
  app.use('/api/*', compressJson)
  app.route('/api', apiApp())
  app.route('/files', filesApp([mayOpenQuoteDocument]))
  app.route('/metrics', metricsRoutes)
  if (deps.staticRoot) app.route('/', staticApp(deps.staticRoot))
  return app
}
