/**
 * The two items that cannot be replayed against this bench's server (embedded PGlite, 30-minute
 * sessions), with the tests that cover them.
 */
export async function attack(_base: string): Promise<string> {
  return [
    '10.2 PostgreSQL dropping connections mid-write: needs DATABASE_URL; covered by tests/api/resilience/db-connection-drop.test.ts (in-process and a spawned server, 3 × 20 parallel add-po under pg_terminate_backend: only 2xx or 503 + Retry-After, process stays up, serves after)',
    '  10.9 SESSION_IDLE_MINUTES=1 keeps sessions in use: covered by tests/api/resilience/session-idle-refresh.test.ts (test clock)',
  ].join('\n')
}
