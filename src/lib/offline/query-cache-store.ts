import type { Persister } from '@tanstack/query-persist-client-core'
import { Dexie, type DexieOptions, type Table } from 'dexie'
import {
  type ClientRow,
  type DehydratedQuery,
  type GroupRow,
  groupOf,
  type IndexedDbSource,
  QUERY_CACHE_DB_NAME,
  QUERY_CACHE_MAX_AGE_MS,
  readSavedClient,
  type SavedClient,
} from './query-cache-db'

class QueryCacheDatabase extends Dexie {
  groups!: Table<GroupRow, [string, string]>
  clients!: Table<ClientRow, string>

  constructor(name: string, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores({ groups: '[userId+group], userId, updatedAt', clients: '&userId' })
  }
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

/**
 * A Persister for query-persist-client-core on Dexie, keyed by user. Queries are stored in groups
 * by their first two key elements, as JSON (one read per group restores thousands of entities
 * fast); a save rewrites only groups whose data changed. A query the memory cache dropped
 * (gcTime) stays on disk until it is older than maxAge, so a screen seen days ago opens offline.
 */
export function createDexieQueryPersister(
  options: QueryPersisterOptions,
): Persister & { close(): void; adopt(saved: SavedClient): Promise<void> } {
  const { userId } = options
  const maxAge = options.maxAge ?? QUERY_CACHE_MAX_AGE_MS
  const now = options.now ?? Date.now
  const db = new QueryCacheDatabase(options.dbName ?? QUERY_CACHE_DB_NAME, options.indexedDB as DexieOptions)
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

  /**
   * Takes what a restore read (here, or at start-up without Dexie) as what is on disk, so a save writes only
   * groups that changed since; and drops from disk what was too old to restore.
   */
  const adopt = async (saved: SavedClient) => {
    groups.clear()
    for (const query of saved.queries) {
      const group = groupOf(query)
      const queries = groups.get(group) ?? new Map<string, DehydratedQuery>()
      groups.set(group, queries)
      queries.set(query.queryHash, query)
    }
    await db.groups
      .where('updatedAt')
      .below(now() - maxAge)
      .delete()
    const stale = saved.staleGroups.flatMap((group) => {
      const queries = groups.get(group)
      return queries ? [rowOf(group, queries)] : []
    })
    if (stale.length > 0) await db.groups.bulkPut(stale)
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
      const saved = await readSavedClient({ ...options, maxAge, now })
      if (!saved) return undefined
      await adopt(saved)
      return {
        timestamp: saved.timestamp,
        buster: saved.buster,
        clientState: { mutations: [], queries: saved.queries },
      }
    },
    adopt,
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
