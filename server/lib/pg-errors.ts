import { DrizzleQueryError } from 'drizzle-orm/errors'

/** The PostgreSQL error behind a failed query (drizzle wraps it as `cause`), if there is one. */
function pgError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null
    if ('code' in current && typeof current.code === 'string') return current
    current = 'cause' in current ? current.cause : null
  }
  return null
}

/** True when the error is a unique violation (23505), of the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error)
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint)
}

/** True when the error is a foreign-key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503'
}

/**
 * Data errors (SQLSTATE class 22: a NUL byte in text, a number or date out of range) come from
 * input the schemas let through; they are the client's to fix, so they answer 400, not 500.
 */
export function isDataException(error: unknown): boolean {
  const code = pgError(error)?.code
  return typeof code === 'string' && code.startsWith('22')
}

/**
 * SQLSTATEs of a lost or refused connection: 08xxx connection exceptions, 57P01-57P03 (admin or
 * crash shutdown, cannot connect now) and 53300 (too many connections). They pass once the server is back.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/
/** Node socket errors of a database that is down or went away. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** Messages node-postgres and pg-pool give such failures without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
]

/**
 * True when the database connection was lost or could not be made (not a fault of the request):
 * the API answers 503 with Retry-After, and the pool opens new connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false
    const code = 'code' in current ? current.code : undefined
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true
    // A failed query's message quotes its SQL and parameters (user text), so only its cause counts.
    const message = 'message' in current && !(current instanceof DrizzleQueryError) ? current.message : undefined
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true
    // A connect to a host with several addresses fails with an AggregateError of each attempt.
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true
    current = 'cause' in current ? current.cause : null
  }
  return false
}
