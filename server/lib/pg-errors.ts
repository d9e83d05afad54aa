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
