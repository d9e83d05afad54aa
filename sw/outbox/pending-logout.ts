import { backoffDelay } from './backoff'
import { isTransientStatus } from './classify-response'
import type { OutboxMeta, PendingLogout } from './storage'

/** What sending a pending sign-out did: nothing to send, the server ended the session, or it must wait. */
export type LogoutOutcome = 'none' | 'sent' | 'waiting'

interface LogoutDeps {
  fetch: (request: Request) => Promise<Response>
  clock: { now: () => number }
  random: () => number
  readMeta: () => Promise<OutboxMeta>
  changeMeta: (change: (m: OutboxMeta) => OutboxMeta) => Promise<void>
}

/** The sign-out request as the browser sends it: GET with the session cookie. */
export const logoutRequest = (logout: PendingLogout) =>
  new Request(logout.url, { method: 'GET', headers: logout.headers, credentials: 'include' })

/**
 * Sends the sign-out kept while offline, if there is one and it is due (or `now`). Any answer but a
 * transient one (5xx, 429, 408) means the server no longer has that session; a network failure or
 * a transient answer keeps it for the next try, with the writes' backoff.
 */
export async function sendPendingLogout(deps: LogoutDeps, now: boolean): Promise<LogoutOutcome> {
  const { logout } = await deps.readMeta()
  if (!logout) return 'none'
  if (!now && logout.nextAttemptAt > deps.clock.now()) return 'waiting'
  let reason: string | null = null
  try {
    const response = await deps.fetch(logoutRequest(logout))
    await response.body?.cancel().catch(() => {})
    if (isTransientStatus(response.status)) reason = `HTTP ${response.status}`
  } catch (error) {
    reason = error instanceof Error && error.message ? `Network: ${error.message}` : 'Network failure'
  }
  if (reason === null) {
    await deps.changeMeta((m) => ({ ...m, logout: null }))
    return 'sent'
  }
  const attempts = logout.attempts + 1
  const nextAttemptAt = deps.clock.now() + backoffDelay(attempts, deps.random())
  await deps.changeMeta((m) =>
    m.logout ? { ...m, logout: { ...m.logout, attempts, nextAttemptAt, lastError: reason } } : m,
  )
  return 'waiting'
}
