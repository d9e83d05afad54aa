import { hydrate, type QueryClient } from '@tanstack/react-query'
import { QUERY_CACHE_MAX_AGE_MS, readSavedClient, type SavedClient, type SavedClientQuery } from './query-cache-db'

/** What a start-up's restore found: nothing saved; a cache now in the client; or one to delete (another build's, too old, broken). */
export type RestoreOutcome = { kind: 'none' } | { kind: 'restored'; saved: SavedClient } | { kind: 'discard' }

/**
 * Puts the signed-in user's saved queries back into the client before the first screen loads, so it opens
 * offline, reading IndexedDB without the Dexie code that saves them (src/lib/offline/query-cache-db.ts).
 * A cache of another build (`buster`), one not saved for `maxAge`, or one that cannot be read is not
 * restored; the persistence that starts after the first screen deletes it. Restored data shows at once
 * but counts as stale: what was saved may predate the last writes (saves are throttled, and a write's
 * invalidation is not saved), so each screen revalidates it.
 */
export async function restoreSavedQueries(
  queryClient: QueryClient,
  options: SavedClientQuery & { buster: string },
): Promise<RestoreOutcome> {
  let saved: SavedClient | undefined
  try {
    saved = await readSavedClient(options)
  } catch {
    return { kind: 'discard' }
  }
  if (!saved) return { kind: 'none' }
  const now = (options.now ?? Date.now)()
  if (saved.buster !== options.buster || now - saved.timestamp > (options.maxAge ?? QUERY_CACHE_MAX_AGE_MS)) {
    return { kind: 'discard' }
  }
  hydrate(queryClient, { queries: saved.queries, mutations: [] })
  await queryClient.invalidateQueries({ refetchType: 'none' })
  return { kind: 'restored', saved }
}
