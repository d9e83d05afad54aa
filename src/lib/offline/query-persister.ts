import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core'
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import { createQueryCachePersister, QUERY_CACHE_MAX_AGE_MS, type QueryPersisterOptions } from './query-cache-store'

export { clearPersistedQueries, QUERY_CACHE_MAX_AGE_MS } from './query-cache-store'

/** Changes other than arriving data (invalidation, removal) wait this long for more: one write per burst. */
const SAVE_THROTTLE_MS = 1_000
/** First elements of query keys that are never persisted: who is signed in is asked of the server each start. */
export const UNPERSISTED_KEY_ROOTS: ReadonlySet<unknown> = new Set(['auth', 'session', 'current-user', 'currentUser'])

/** True for queries worth keeping offline: fetched successfully, not about the session, not opted out (`meta.persist: false`). */
export function shouldPersistQuery(query: Query): boolean {
  return (
    defaultShouldDehydrateQuery(query) && !UNPERSISTED_KEY_ROOTS.has(query.queryKey[0]) && query.meta?.persist !== false
  )
}

/** A running persistence of one user's query cache. */
export interface QueryPersistence {
  userId: string
  /** Writes what changed now (e.g. when the page is hidden). */
  flush(): Promise<void>
  /** Stops saving; waits for a save under way. */
  stop(): Promise<void>
  /** Deletes this user's persisted cache (sign-out). */
  clear(): Promise<void>
}

/**
 * Restores the user's persisted queries into the client (dropping them when the buster or maxAge
 * says so), then saves: at once when a fetch brings data, throttled for other changes. Await it
 * before the first route loads. With `restore: false` (nothing was saved on this device) it only
 * saves, starting with what the client already holds.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  options: QueryPersisterOptions & { buster: string; throttleMs?: number; restore?: boolean },
): Promise<QueryPersistence> {
  const persister = createQueryCachePersister(options)
  const { buster } = options
  const maxAge = options.maxAge ?? QUERY_CACHE_MAX_AGE_MS
  const restore = options.restore ?? true
  if (restore) {
    try {
      await persistQueryClientRestore({ queryClient, persister, buster, maxAge })
    } catch {
      // The broken cache was removed by the restore; the app simply starts without it.
    }
    // What was saved may predate the last writes (saves are throttled, and a write's invalidation is
    // not saved): restored data shows at once but counts as stale, so each screen revalidates it.
    await queryClient.invalidateQueries({ refetchType: 'none' })
  }
  const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false }
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<void> = Promise.resolve()
  let stopped = false
  const save = () => {
    saving = saving
      .then(() => persistQueryClientSave({ queryClient, persister, buster, dehydrateOptions }))
      .catch(() => {})
    return saving
  }
  let arrivalSave = false
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (stopped || (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated')) return
    // Data that just arrived is written down at once (one save per burst in the same task), so a
    // screen left right away, even by a full page load, still opens offline later (issue 11.4).
    if (event.type === 'updated' && event.action.type === 'success' && shouldPersistQuery(event.query)) {
      if (arrivalSave) return
      arrivalSave = true
      queueMicrotask(() => {
        arrivalSave = false
        if (!stopped) void save()
      })
      return
    }
    timer ??= setTimeout(() => {
      timer = undefined
      void save()
    }, options.throttleMs ?? SAVE_THROTTLE_MS)
  })
  // Started after the first screen: what it fetched is written down now.
  if (!restore && queryClient.getQueryCache().getAll().some(shouldPersistQuery)) void save()
  const halt = async () => {
    stopped = true
    unsubscribe()
    clearTimeout(timer)
    timer = undefined
    await saving
  }
  return {
    userId: options.userId,
    flush: () => (stopped ? saving : save()),
    async stop() {
      await halt()
      persister.close()
    },
    async clear() {
      await halt()
      await persister.removeClient()
      persister.close()
    },
  }
}

/** Asks the browser not to evict this origin's storage under pressure (after sign-in); false when refused or unsupported. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}
