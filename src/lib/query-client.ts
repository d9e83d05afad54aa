import { onlineManager, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { isOnline, subscribeConnectivity } from './offline/connectivity'

/** True for an error worth another try: not a refusal (4xx), and not a network failure while we know we are offline. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 3) return false
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  // Offline, another try cannot succeed: fail now so the screen shows the saved data or the offline state.
  if (error instanceof ApiError && error.isNetwork && !isOnline()) return false
  return true
}

/**
 * The app's query client with the spec's caching rules (point 9): 3 retries, 1 s doubling to 30 s, 5 min gc.
 *
 * Offline (DESIGN.md section 7): queries use `networkMode: 'offlineFirst'`. The default ('online')
 * pauses a query while the browser says it is offline, so a route loader's `ensureQueryData` of a
 * screen never seen would wait forever behind a spinner. 'offlineFirst' always makes the first try
 * (the persisted cache answers loaders that have data without any request); a network failure is
 * not retried while offline (`shouldRetry`), so a screen without saved data fails at once and the
 * route's error component shows the offline empty state. Mutations use 'always': writes must reach
 * fetch, where the service worker's outbox keeps cart and PO writes and every other write fails fast.
 *
 * TanStack's online state follows the app's connectivity (browser events plus API calls that got no
 * answer), so when the server answers again the screens on show refetch (`refetchOnReconnect`).
 */
export function createQueryClient(): QueryClient {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribeConnectivity(() => setOnline(isOnline()))
  })
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
