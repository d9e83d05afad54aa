import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { compressQuickly, preferredEncoding } from './content-encoding'

/** Below this a JSON body goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

/**
 * Compresses JSON answers (brotli at a fast level, else gzip) for clients that accept it. Downloads
 * (CSV, XLSX, PDF, files) are streams of other types and pass untouched, so nothing is compressed twice.
 */
export const compressJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const res = c.res
  if (!res.body || res.headers.has('Content-Encoding')) return
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return
  res.headers.append('Vary', 'Accept-Encoding')
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  if (!encoding || c.req.method === 'HEAD') return
  const raw = Buffer.from(await res.arrayBuffer())
  if (raw.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(raw, res)
    return
  }
  const body = await compressQuickly(raw, encoding)
  // Hono copies the old answer's headers onto the new one, so the encoding headers are set after.
  c.res = new Response(body, res)
  c.res.headers.set('Content-Encoding', encoding)
  c.res.headers.set('Content-Length', String(body.length))
}
