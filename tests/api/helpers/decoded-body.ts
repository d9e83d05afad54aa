import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** A response's body as text, decoded from the Content-Encoding it came in (brotli, gzip or none). */
export function decodedText(encoding: string | null, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  return body.toString('utf8')
}
