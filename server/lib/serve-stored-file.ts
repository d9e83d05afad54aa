import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { parseByteRange } from './byte-range'
import { fileInfo, readFileBytes } from './file-store'

/**
 * Answers a stored file: 200 with the whole file, 206 with the one range asked for, 416 for a
 * range past the end, 304 when the browser's copy is current. The ETag is the file's name, which
 * is the hash of its content, so it never changes while the file exists. Null when the tenant has
 * no file at the path (the caller answers its own 404).
 */
export async function serveStoredFile(
  c: Context<AppEnv>,
  tenantId: string,
  path: string,
  headers: { cacheControl: string; disposition?: string },
): Promise<Response | null> {
  const info = await fileInfo(c.var.db, tenantId, path)
  if (!info) return null
  const etag = `"${path.slice(path.lastIndexOf('/') + 1)}"`
  c.header('Cache-Control', headers.cacheControl)
  c.header('ETag', etag)
  c.header('Accept-Ranges', 'bytes')
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
  c.header('Content-Type', info.contentType)
  if (headers.disposition) c.header('Content-Disposition', headers.disposition)
  const ifRange = c.req.header('If-Range')
  const range = ifRange === undefined || ifRange === etag ? parseByteRange(c.req.header('Range'), info.size) : null
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`)
    return c.body(null, 416)
  }
  const bytes = await readFileBytes(c.var.db, tenantId, path, range ?? undefined)
  if (!bytes) return null
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
  return c.body(new Uint8Array(bytes).slice().buffer, range ? 206 : 200)
}
