import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '../session-store'
import { postToOutbox, watchConnectivity } from './outbox-client'
import { clearSignOutPending } from './pending-sign-out'
import { mayHaveSavedQueries } from './query-cache-db'
import type { QueryPersistence } from './query-persister'

/** Longest the start-up waits for the persisted cache before rendering without it. */
const RESTORE_TIMEOUT_MS = 3_000

/**
 * The build the persisted cache belongs to (its `buster`): the id every build writes into index.html
 * (`<meta name="build-id">`, vite.config.ts); 'dev' under the dev server, which writes none. Not a constant in the
 * code: the entry chunk would change with every build, and with it the name of every chunk importing it.
 */
export function buildId(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || 'dev'
}

interface Running {
  userId: string
  persistence: Promise<QueryPersistence | null>
}

/**
 * Wires offline support to the session: restores the signed-in user's persisted query cache (await
 * it before the router renders), keeps saving it, tells the service worker's outbox who is signed
 * in, clears the cache at sign-out (also of `previousUserId` when the start-up check found that
 * session ended) and asks for persistent storage after sign-in. The persister is loaded only when a user
 * is (or becomes, or just stopped being) signed in, so the signed-out `/` page does not download it;
 * and when this device has saved nothing yet, only once `firstScreen` resolves, so its code does not
 * compete with the first screen's (issue 12).
 */
export async function startOfflineSupport(
  queryClient: QueryClient,
  options: { previousUserId?: string | null; firstScreen?: Promise<void> } = {},
): Promise<void> {
  let running: Running | null = null
  const start = (userId: string, after?: Promise<void>): Running => ({
    userId,
    persistence: Promise.resolve(after)
      .then(() => import('./query-persister'))
      .then((m) => m.startQueryPersistence(queryClient, { userId, buster: buildId(), restore: after === undefined }))
      .catch(() => null),
  })

  watchConnectivity()
  // A worker that takes control later (first install, update) learns who is signed in.
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    const user = sessionStore.get()
    if (user) void postToOutbox({ type: 'user', userId: user.UserID })
  })
  // Leaving the page (another tab, a reload, a full page load elsewhere) writes down what is not saved yet.
  const flush = () => void running?.persistence.then((p) => p?.flush())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)

  sessionStore.subscribe(() => {
    const userId = sessionStore.get()?.UserID ?? null
    if (userId === (running?.userId ?? null)) return
    const previous = running
    running = userId === null ? null : start(userId)
    if (previous) {
      // Signing out forgets this user's cache; a switch straight to another user only stops saving it.
      void previous.persistence.then((p) => {
        if (userId !== null) return p?.stop()
        if (p) return p.clear()
        return import('./query-persister').then((m) => m.clearPersistedQueries({ userId: previous.userId }))
      })
    }
    if (userId === null) {
      void postToOutbox({ type: 'signed-out' })
      return
    }
    // A sign-in replaced the session a sign-out made offline was for: that sign-out is done.
    clearSignOutPending()
    void postToOutbox({ type: 'signed-in', userId })
    void import('./query-persister').then((m) => m.requestPersistentStorage())
  })

  const user = sessionStore.get()
  // The server ended the stored session at start-up (401): that user is signed out, so their cache goes.
  const ended = options.previousUserId ?? null
  if (ended !== null && ended !== (user?.UserID ?? null)) {
    void import('./query-persister').then((m) => m.clearPersistedQueries({ userId: ended })).catch(() => {})
  }
  if (!user) return
  void postToOutbox({ type: 'user', userId: user.UserID })
  if (!(await mayHaveSavedQueries())) {
    running = start(user.UserID, options.firstScreen ?? Promise.resolve())
    return
  }
  running = start(user.UserID)
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS))
  await Promise.race([running.persistence, timeout])
}
