/** What a replay does with an answer (DESIGN.md section 7). */
export type Outcome =
  /** Went through (2xx, or the stored answer of an earlier attempt): the entry is done. */
  | { kind: 'sent'; status: number }
  /** Worth trying again later: network failure, 5xx, 429, 408, or the same key still running. */
  | { kind: 'retry'; status: number | null; reason: string; retryAfterMs: number | null }
  /** 401: the session is gone; nothing more is sent for this user until they sign in again. */
  | { kind: 'pause'; status: 401 }
  /** Refused for good (400/403/404/409/422 ...): the user decides with Retry or Discard. */
  | { kind: 'dead'; status: number; msg: string; errors?: Record<string, string[]> }

/** Longest Retry-After honoured: a server asking for more is asked again after this. */
const MAX_RETRY_AFTER_MS = 3_600_000

/** The delay a Retry-After header asks for (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null
  const text = header.trim()
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now
  if (!Number.isFinite(ms)) return null
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

/** True for answers the worker keeps the write for instead of handing them to the page: 5xx, 429, 408. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408
}

/** The server's `{ msg, errors }` from an error body, with a fallback message. */
export function refusalOf(status: number, body: unknown): { msg: string; errors?: Record<string, string[]> } {
  const shape = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const msg = typeof shape.msg === 'string' && shape.msg !== '' ? shape.msg : `Request failed (${status})`
  const errors = shape.errors
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors)
    ? { msg, errors: errors as Record<string, string[]> }
    : { msg }
}

/** How a replay handles an HTTP answer: its status, Retry-After header and parsed body. */
export function responseOutcome(status: number, retryAfter: string | null, body: unknown, now: number): Outcome {
  if (status >= 200 && status < 400) return { kind: 'sent', status }
  if (status === 401) return { kind: 'pause', status }
  const { msg, errors } = refusalOf(status, body)
  if (isTransientStatus(status)) {
    return { kind: 'retry', status, reason: msg, retryAfterMs: retryAfterMs(retryAfter, now) }
  }
  // The idempotency layer's "still being processed": an earlier attempt of this very entry is running.
  if (status === 409 && /still being processed/i.test(msg)) {
    return { kind: 'retry', status, reason: msg, retryAfterMs: null }
  }
  return errors ? { kind: 'dead', status, msg, errors } : { kind: 'dead', status, msg }
}

/** How a replay handles a request that got no answer (offline, DNS, connection cut, lost response). */
export function networkOutcome(error: unknown): Outcome {
  const reason = error instanceof Error && error.message ? `Network: ${error.message}` : 'Network failure'
  return { kind: 'retry', status: null, reason, retryAfterMs: null }
}
