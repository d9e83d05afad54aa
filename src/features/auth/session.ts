import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { sessionStore } from '../../lib/session-store'
import { fetchCurrentUser, logout } from './api'

/**
 * Start-up check of the session: stores the user on success, clears it when the server says no.
 * A network failure keeps the stored user, so an installed app still opens offline.
 */
export async function restoreSession(): Promise<void> {
  try {
    sessionStore.set(await fetchCurrentUser())
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetwork)) sessionStore.clear()
  }
}

/** Signs out locally: forgets the user and every cached query. */
export function forgetSession(queryClient: QueryClient): void {
  sessionStore.clear()
  queryClient.clear()
}

/** Ends the server session, then signs out locally (even if the server could not be reached). */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logout()
  } finally {
    forgetSession(queryClient)
  }
}
