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
