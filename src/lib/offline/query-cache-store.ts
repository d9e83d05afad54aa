import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { browserIndexedDb, deleteAll, type IndexedDbSource, openDatabase, requestDone, transactionDone } from './idb'
import { QUERY_CACHE_DB_NAME } from './query-cache-db'

export type { IndexedDbSource } from './idb'

/** How long cached data may be shown offline (DESIGN.md section 7). */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000

/**
 * The database's IndexedDB version. Builds before issue 12 kept it with Dexie, whose schema version 1 is
 * IndexedDB version 10, with the same stores and indexes: a device's saved cache opens as it is.
 */
const DB_VERSION = 10

type DehydratedQuery = PersistedClient['clientState']['queries'][number]

/** The queries of one user that share the first two key elements (`["products","detail"]`), as JSON. */
interface GroupRow {
  userId: string
  group: string
  /** Newest fetch in the group: a group older than maxAge is dropped whole. */
  updatedAt: number
  json: string
}

interface ClientRow {
  userId: string
  buster: string
  timestamp: number
}

/** Creates the stores on a new device: groups by [userId, group] with userId and updatedAt indexes; clients by userId. */
function createStores(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains('groups')) {
    const groups = db.createObjectStore('groups', { keyPath: ['userId', 'group'] })
    groups.createIndex('userId', 'userId')
    groups.createIndex('updatedAt', 'updatedAt')
  }
  if (!db.objectStoreNames.contains('clients')) db.createObjectStore('clients', { keyPath: 'userId' })
}

/** Options of the persister. */
export interface QueryPersisterOptions {
  /** Whose cache: every row is keyed by it, so another user on the device never sees it. */
  userId: string
  maxAge?: number
  dbName?: string
  indexedDB?: IndexedDbSource
  now?: () => number
}

const groupOf = (query: DehydratedQuery) => JSON.stringify(query.queryKey.slice(0, 2))

/**
 * A Persister for query-persist-client-core on IndexedDB, keyed by user (IndexedDB itself, not Dexie: its
 * 100 KB of code cost a signed-in first load about 130 ms of main thread at 1x CPU, issue 12). Queries are stored in groups
 * by their first two key elements, as JSON (one read per group restores thousands of entities
 * fast); a save rewrites only groups whose data changed. A query the memory cache dropped
 * (gcTime) stays on disk until it is older than maxAge, so a screen seen days ago opens offline.
 */
export function createQueryCachePersister(options: QueryPersisterOptions): Persister & { close(): void } {
  const { userId } = options
  const maxAge = options.maxAge ?? QUERY_CACHE_MAX_AGE_MS
  const now = options.now ?? Date.now
  const source = options.indexedDB ?? browserIndexedDb()
  let connection: Promise<IDBDatabase> | null = null
  const open = () => {
    connection ??= openDatabase(source, options.dbName ?? QUERY_CACHE_DB_NAME, DB_VERSION, createStores)
    // A failed open is tried again at the next call.
    connection.catch(() => {
      connection = null
    })
    return connection
  }
  /** What is on disk: group -> queryHash -> query. */
  const groups = new Map<string, Map<string, DehydratedQuery>>()

  const rowOf = (group: string, queries: Map<string, DehydratedQuery>): GroupRow => {
    const list = [...queries.values()]
    return {
      userId,
      group,
      updatedAt: Math.max(0, ...list.map((q) => q.state.dataUpdatedAt)),
      json: JSON.stringify(list),
    }
  }

  return {
    async persistClient(client) {
      const dirty = new Set<string>()
      for (const query of client.clientState.queries) {
        const group = groupOf(query)
        const queries = groups.get(group) ?? new Map<string, DehydratedQuery>()
        groups.set(group, queries)
        if (queries.get(query.queryHash)?.state.dataUpdatedAt === query.state.dataUpdatedAt) continue
        queries.set(query.queryHash, query)
        dirty.add(group)
      }
      const rows = [...dirty].map((group) => rowOf(group, groups.get(group) ?? new Map()))
      const transaction = (await open()).transaction(['groups', 'clients'], 'readwrite')
      const done = transactionDone(transaction)
      for (const row of rows) transaction.objectStore('groups').put(row)
      transaction
        .objectStore('clients')
        .put({ userId, buster: client.buster, timestamp: client.timestamp } satisfies ClientRow)
      await done
    },
    async restoreClient() {
      const db = await open()
      const client = (await requestDone(db.transaction('clients').objectStore('clients').get(userId))) as
        | ClientRow
        | undefined
      if (!client) return undefined
      const oldest = now() - maxAge
      const pruning = db.transaction('groups', 'readwrite')
      const pruned = transactionDone(pruning)
      await deleteAll(pruning.objectStore('groups').index('updatedAt'), source.IDBKeyRange.upperBound(oldest, true))
      await pruned
      groups.clear()
      const stale: GroupRow[] = []
      const rows = (await requestDone(
        db.transaction('groups').objectStore('groups').index('userId').getAll(userId),
      )) as GroupRow[]
      for (const row of rows) {
        const all = JSON.parse(row.json) as DehydratedQuery[]
        const fresh = all.filter((q) => q.state.dataUpdatedAt >= oldest)
        const queries = new Map(fresh.map((q) => [q.queryHash, q]))
        groups.set(row.group, queries)
        if (fresh.length < all.length) stale.push(rowOf(row.group, queries))
      }
      if (stale.length > 0) {
        const rewrite = db.transaction('groups', 'readwrite')
        const done = transactionDone(rewrite)
        for (const row of stale) rewrite.objectStore('groups').put(row)
        await done
      }
      const queries = [...groups.values()].flatMap((g) => [...g.values()])
      return { timestamp: client.timestamp, buster: client.buster, clientState: { mutations: [], queries } }
    },
    async removeClient() {
      groups.clear()
      const transaction = (await open()).transaction(['groups', 'clients'], 'readwrite')
      const done = transactionDone(transaction)
      transaction.objectStore('clients').delete(userId)
      await deleteAll(transaction.objectStore('groups').index('userId'), source.IDBKeyRange.only(userId))
      await done
    },
    close: () => {
      void connection?.then(
        (db) => db.close(),
        () => undefined,
      )
      connection = null
    },
  }
}

/** Deletes one user's persisted cache without a running persistence (sign-out before it started). */
export async function clearPersistedQueries(options: QueryPersisterOptions): Promise<void> {
  const persister = createQueryCachePersister(options)
  try {
    await persister.removeClient()
  } finally {
    persister.close()
  }
}
