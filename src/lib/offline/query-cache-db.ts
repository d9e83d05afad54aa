import type { DehydratedState } from '@tanstack/react-query'

/** The query cache's IndexedDB database; one per app. Kept apart from the Dexie code so the first bundle can read it. */
export const QUERY_CACHE_DB_NAME = 'procurement-query-cache'

/** How long cached data may be shown offline (DESIGN.md section 7). */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000

/** One saved query, as TanStack Query dehydrates it. */
export type DehydratedQuery = DehydratedState['queries'][number]

/** The queries of one user that share the first two key elements (`["products","detail"]`), as JSON. */
export interface GroupRow {
  userId: string
  group: string
  /** Newest fetch in the group: a group older than maxAge is dropped whole. */
  updatedAt: number
  json: string
}

/** When one user's cache was last saved, and by which build. */
export interface ClientRow {
  userId: string
  buster: string
  timestamp: number
}

/** Where IndexedDB comes from: the browser's, or fake-indexeddb's in Node (Dexie's option names). */
export interface IndexedDbSource {
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
}

/** One user's saved cache as read from disk: its queries younger than maxAge, and the groups that held older ones. */
export interface SavedClient {
  buster: string
  timestamp: number
  queries: DehydratedQuery[]
  /** Groups with queries older than maxAge, which the disk still holds: the next save rewrites them. */
  staleGroups: string[]
}

/** What reading the cache needs to know. */
export interface SavedClientQuery {
  userId: string
  maxAge?: number
  dbName?: string
  indexedDB?: IndexedDbSource
  now?: () => number
}

/** The group a query is saved in: its first two key elements. */
export const groupOf = (query: DehydratedQuery) => JSON.stringify(query.queryKey.slice(0, 2))

/**
 * False only when the browser lists its databases and the query cache is not among them: nothing was
 * saved on this device, so a start-up has nothing to restore and need not load the cache's code first.
 */
export async function mayHaveSavedQueries(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases()
    return databases.some((database) => database.name === QUERY_CACHE_DB_NAME)
  } catch {
    // No IndexedDB, or no databases() (older browsers): assume there may be something to restore.
    return typeof indexedDB !== 'undefined'
  }
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/**
 * Reads one user's saved cache with IndexedDB itself, not Dexie (the Dexie code that saves it, about 30 KB
 * brotli, then loads after the first screen instead of before it: issue 12). Reads only: it never creates the
 * database (a device that has none gets undefined) and leaves dropping what is too old to the next save.
 */
export async function readSavedClient(options: SavedClientQuery): Promise<SavedClient | undefined> {
  const factory = options.indexedDB?.indexedDB ?? indexedDB
  const opening = factory.open(options.dbName ?? QUERY_CACHE_DB_NAME)
  // No such database: stop its creation, so that reading leaves nothing behind.
  opening.onupgradeneeded = () => opening.transaction?.abort()
  let db: IDBDatabase
  try {
    db = await settled(opening)
  } catch {
    return undefined
  }
  try {
    if (!db.objectStoreNames.contains('clients') || !db.objectStoreNames.contains('groups')) return undefined
    const transaction = db.transaction(['clients', 'groups'], 'readonly')
    const [client, rows] = await Promise.all([
      settled<ClientRow | undefined>(transaction.objectStore('clients').get(options.userId)),
      settled<GroupRow[]>(transaction.objectStore('groups').index('userId').getAll(options.userId)),
    ])
    if (!client) return undefined
    const oldest = (options.now ?? Date.now)() - (options.maxAge ?? QUERY_CACHE_MAX_AGE_MS)
    const queries: DehydratedQuery[] = []
    const staleGroups: string[] = []
    for (const row of rows) {
      const all = JSON.parse(row.json) as DehydratedQuery[]
      const fresh = all.filter((query) => query.state.dataUpdatedAt >= oldest)
      queries.push(...fresh)
      if (fresh.length < all.length) staleGroups.push(row.group)
    }
    return { buster: client.buster, timestamp: client.timestamp, queries, staleGroups }
  } finally {
    db.close()
  }
}
