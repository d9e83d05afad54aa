import type { QueryClient } from '@tanstack/react-query'
import { API_BASE, ApiError } from '../../lib/api-client'
import { clearSignOutPending, keepSignOutForLater, signOutPending } from '../../lib/offline/pending-sign-out'
import { sessionStore } from '../../lib/session-store'
import { fetchCurrentUser, logout } from './api'

/** True when the server did not take the call (no answer, 5xx, 429): worth sending again later. */
const unanswered = (error: unknown) =>
  !(error instanceof ApiError) || error.isNetwork || error.status >= 500 || error.status === 429

/**
 * Start-up check of the session: stores the user on success, clears it when the server says no.
 * A network failure keeps the stored user, so an installed app still opens offline. A sign-out made
 * offline is sent first: until it reaches the server, nobody is signed in on this device.
 */
export async function restoreSession(): Promise<void> {
  // index.html's boot script has started the check already, unless a sign-out made offline is waiting (it is sent first).
  const pending = signOutPending()
  if (pending) {
    try {
      await logout()
      clearSignOutPending()
    } catch (error) {
      if (unanswered(error)) {
        sessionStore.clear()
        return
      }
      clearSignOutPending()
    }
  }
  try {
    sessionStore.set(await fetchCurrentUser({ early: !pending }))
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetwork)) sessionStore.clear()
  }
}

/** Signs out locally: forgets the user and every cached query. */
export function forgetSession(queryClient: QueryClient): void {
  sessionStore.clear()
  queryClient.clear()
}

/**
 * Ends the server session, then signs out locally. When the server cannot be reached the sign-out is
 * kept and sent before anything else once it can be, so the session left on the server cannot be
 * picked up again (issue 11.1).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const user = sessionStore.get()
  try {
    await logout()
  } catch (error) {
    if (user && unanswered(error)) {
      await keepSignOutForLater(user.UserID, new URL(`${API_BASE}/logout`, window.location.origin).href)
    }
  } finally {
    forgetSession(queryClient)
  }
}
