/** A satisfiable single byte range of a file, inclusive at both ends. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The one range a `Range` header asks for (`bytes=0-99`, `bytes=100-`, `bytes=-500`), clipped to
 * the file; 'unsatisfiable' when it starts past the end; null when there is no header, it is
 * malformed or asks for several ranges (the whole file is then sent, as RFC 9110 allows).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end }
}
