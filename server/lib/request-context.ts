import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import { v7 as uuidv7 } from 'uuid'
import type { AppEnv } from './app-env'

/** The header that carries a request's id in and out (load balancers and clients may set it). */
export const REQUEST_ID_HEADER = 'X-Request-Id'

// A proxy's id is kept so one id follows the request through every hop; anything else (spaces,
// control characters that could forge log lines, an unbounded length) gets a fresh UUIDv7 instead.
const SANE_ID = /^[A-Za-z0-9._:+=/@-]{1,128}$/

/**
 * Gives each request an id (the caller's sane `X-Request-Id`, or a new UUIDv7), answers it in the
 * same header, and sets `c.var.logger`: a child of the process logger whose every line carries
 * `reqId`. One access line per request is logged at debug (info would drown the tests and benches).
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER)
    const requestId = incoming !== undefined && SANE_ID.test(incoming) ? incoming : uuidv7()
    const requestLogger = logger.child({ reqId: requestId })
    c.set('requestId', requestId)
    c.set('logger', requestLogger)
    const started = performance.now()
    await next()
    c.header(REQUEST_ID_HEADER, requestId)
    if (requestLogger.isLevelEnabled('debug')) {
      const ms = Math.round((performance.now() - started) * 10) / 10
      requestLogger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request')
    }
  })
}
