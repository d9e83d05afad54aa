import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encodings the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip'

/** The best encoding an Accept-Encoding header allows (q=0 refuses one; `*` allows any), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const allowed = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    allowed.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (encoding: ContentEncoding) => (allowed.get(encoding) ?? allowed.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return undefined
}

/** `raw` compressed for a response made per request: brotli or gzip at a fast level (the build's copies use the best). */
export function compressQuickly(raw: Buffer, encoding: ContentEncoding) {
  return encoding === 'br'
    ? brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(raw, { level: 6 })
}
