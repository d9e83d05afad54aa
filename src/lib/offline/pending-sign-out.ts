import { postToOutbox } from './outbox-client'

/** localStorage key of a sign-out that has not reached the server yet. */
const KEY = 'sign-out-pending'

/** True when this device signed out while the server could not be reached, and the server may still hold that session. */
export function signOutPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

/** Forgets the pending sign-out: it reached the server, or a sign-in replaced that session. */
export function clearSignOutPending(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * Keeps a sign-out the server did not get: the service worker sends it before anything else once the
 * network is back (and until then answers "who is signed in" with 401); the page also sends it first
 * at its next start. `url` is the API's logout endpoint, sent with the browser's cookie.
 */
export async function keepSignOutForLater(userId: string, url: string): Promise<void> {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, at: Date.now() }))
  } catch {
    // The worker's record still holds it.
  }
  const headers = { Domain: window.location.hostname, Accept: 'application/json' }
  await postToOutbox({ type: 'logged-out-offline', url, headers })
}
