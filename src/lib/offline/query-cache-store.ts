import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { Dexie, type DexieOptions, type Table } from 'dexie'
import { QUERY_CACHE_DB_NAME } from './query-cache-db'
/** How long cached data may be shown offline (DESIGN.md section 7). */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000

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

class QueryCacheDatabase extends Dexie {
  groups!: Table<GroupRow, [string, string]>
  clients!: Table<ClientRow, string>

  constructor(name: string, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores({ groups: '[userId+group], userId, updatedAt', clients: '&userId' })
  }
}

/** Where IndexedDB comes from: the browser's, or fake-indexeddb's in Node. */
export type IndexedDbSource = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

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
 * A Persister for query-persist-client-core on Dexie, keyed by user. Queries are stored in groups
 * by their first two key elements, as JSON (one read per group restores thousands of entities
 * fast); a save rewrites only groups whose data changed. A query the memory cache dropped
 * (gcTime) stays on disk until it is older than maxAge, so a screen seen days ago opens offline.
 */
export function createDexieQueryPersister(options: QueryPersisterOptions): Persister & { close(): void } {
  const { userId } = options
  const maxAge = options.maxAge ?? QUERY_CACHE_MAX_AGE_MS
  const now = options.now ?? Date.now
  const db = new QueryCacheDatabase(options.dbName ?? QUERY_CACHE_DB_NAME, options.indexedDB)
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
      await db.transaction('rw', db.groups, db.clients, async () => {
        if (rows.length > 0) await db.groups.bulkPut(rows)
        await db.clients.put({ userId, buster: client.buster, timestamp: client.timestamp })
      })
    },
    async restoreClient() {
      const client = await db.clients.get(userId)
      if (!client) return undefined
      const oldest = now() - maxAge
      await db.groups.where('updatedAt').below(oldest).delete()
      groups.clear()
      const stale: GroupRow[] = []
      for (const row of await db.groups.where({ userId }).toArray()) {
        const all = JSON.parse(row.json) as DehydratedQuery[]
        const fresh = all.filter((q) => q.state.dataUpdatedAt >= oldest)
        const queries = new Map(fresh.map((q) => [q.queryHash, q]))
        groups.set(row.group, queries)
        if (fresh.length < all.length) stale.push(rowOf(row.group, queries))
      }
      if (stale.length > 0) await db.groups.bulkPut(stale)
      const queries = [...groups.values()].flatMap((g) => [...g.values()])
      return { timestamp: client.timestamp, buster: client.buster, clientState: { mutations: [], queries } }
    },
    async removeClient() {
      groups.clear()
      await db.transaction('rw', db.groups, db.clients, async () => {
        await db.groups.where({ userId }).delete()
        await db.clients.delete(userId)
      })
    },
    close: () => db.close(),
  }
}

/** Deletes one user's persisted cache without a running persistence (sign-out before it started). */
export async function clearPersistedQueries(options: QueryPersisterOptions): Promise<void> {
  const persister = createDexieQueryPersister(options)
  try {
    await persister.removeClient()
  } finally {
    persister.close()
  }
}
