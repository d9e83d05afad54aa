import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { fail } from './respond'

/**
 * Most bytes of a refused body read and thrown away so the client, still sending, gets to read the
 * 413. Answering early and closing the socket mid-upload (what hono's bodyLimit with
 * @hono/node-server does: it drains for 500 ms, then destroys the socket) makes many clients report
 * a dropped connection instead. Bigger bodies are refused at once with `Connection: close`.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024

/** Reads and discards the rest of a body, up to `budget` bytes; true when it reached the end. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  for (let left = budget; left >= 0; ) {
    const { done, value } = await reader.read()
    if (done) return true
    left -= value.length
  }
  return false
}

function tooLarge(c: Context<AppEnv>, drained: boolean): Response {
  if (!drained) c.header('Connection', 'close')
  return c.json(fail('Request body is too large'), 413)
}

/**
 * Refuses a body over `maxBytes` with a JSON 413 the client can always read: the rest of the body is
 * consumed first (up to DRAIN_MAX_BYTES), so a kept-alive connection stays usable.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('Content-Length')
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      // The HTTP parser holds the body to the declared length, so only the header needs checking.
      const length = Number(declared)
      if (!(length > maxBytes)) return next()
      if (length > DRAIN_MAX_BYTES) return tooLarge(c, false)
      return tooLarge(c, await discard(body.getReader(), DRAIN_MAX_BYTES))
    }
    // No declared length (chunked): read up to the limit, keeping what was read for the route.
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxBytes) return tooLarge(c, await discard(reader, DRAIN_MAX_BYTES - size))
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  }
}
