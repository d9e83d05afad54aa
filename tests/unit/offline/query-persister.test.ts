import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_DB_NAME } from '../../../src/lib/offline/query-cache-db'
import {
  clearPersistedQueries,
  QUERY_CACHE_MAX_AGE_MS,
  startQueryPersistence,
} from '../../../src/lib/offline/query-persister'
import { freshIndexedDb } from './outbox-support'

const ANN = 'user-ann'
const BOB = 'user-bob'
const DAY = 24 * 3_600_000

afterEach(() => {
  vi.useRealTimers()
})

function fill(client: QueryClient, at = Date.now()) {
  client.setQueryData(['cart', 'current'], { CartItems: [{ CartID: 'c1', Quantity: 2 }] }, { updatedAt: at })
  client.setQueryData(['products', 'detail', 7], { ProductID: 7, Name: 'Pens' }, { updatedAt: at })
  client.setQueryData(['purchase-orders', 'list', { tab: 'all' }], { data: [{ poId: 'p1' }] }, { updatedAt: at })
  client.setQueryData(['current-user'], { UserID: ANN }, { updatedAt: at })
  client.getQueryCache().build(client, { queryKey: ['secret'], meta: { persist: false } })
  client.setQueryData(['secret'], { token: 'x' }, { updatedAt: at })
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey))
    .sort()

async function saveFor(userId: string, idb: ReturnType<typeof freshIndexedDb>, buster: string, at?: number) {
  const client = new QueryClient()
  const persistence = await startQueryPersistence(client, { userId, buster, indexedDB: idb })
  fill(client, at)
  await persistence.flush()
  await persistence.stop()
  return client
}

async function restoreFor(userId: string, idb: ReturnType<typeof freshIndexedDb>, buster: string) {
  const client = new QueryClient()
  const persistence = await startQueryPersistence(client, { userId, buster, indexedDB: idb })
  await persistence.stop()
  return client
}

describe('query cache persistence', () => {
  it('restores what was saved: same data and fetch times, without session or opted-out queries', async () => {
    const idb = freshIndexedDb()
    const saved = await saveFor(ANN, idb, 'build-1')
    const restored = await restoreFor(ANN, idb, 'build-1')
    expect(keysOf(restored)).toEqual([
      '["cart","current"]',
      '["products","detail",7]',
      '["purchase-orders","list",{"tab":"all"}]',
    ])
    for (const key of [
      ['cart', 'current'],
      ['products', 'detail', 7],
    ]) {
      expect(restored.getQueryData(key)).toEqual(saved.getQueryData(key))
      expect(restored.getQueryState(key)?.dataUpdatedAt).toBe(saved.getQueryState(key)?.dataUpdatedAt)
      // Shown at once, but revalidated by the first screen that uses it (it may predate the last write).
      expect(restored.getQueryState(key)?.isInvalidated).toBe(true)
    }
  })

  it('keeps a query the memory cache dropped, and saves later changes', async () => {
    const idb = freshIndexedDb()
    const client = new QueryClient()
    const persistence = await startQueryPersistence(client, { userId: ANN, buster: 'b', indexedDB: idb })
    fill(client)
    await persistence.flush()
    client.removeQueries({ queryKey: ['products'] })
    client.setQueryData(['cart', 'current'], { CartItems: [] })
    await persistence.flush()
    await persistence.stop()
    const restored = await restoreFor(ANN, idb, 'b')
    expect(restored.getQueryData(['products', 'detail', 7])).toEqual({ ProductID: 7, Name: 'Pens' })
    expect(restored.getQueryData(['cart', 'current'])).toEqual({ CartItems: [] })
  })

  it('drops everything when the build changed (buster)', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, 'build-1')
    expect(keysOf(await restoreFor(ANN, idb, 'build-2'))).toEqual([])
    // Removed, not just skipped: the old build's data is gone for good.
    expect(keysOf(await restoreFor(ANN, idb, 'build-1'))).toEqual([])
  })

  it('drops a cache not saved for 7 days, and single queries fetched more than 7 days ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.parse('2026-01-05T09:00:00.000Z')
    vi.setSystemTime(start)
    const idb = freshIndexedDb()
    const client = new QueryClient()
    const persistence = await startQueryPersistence(client, { userId: ANN, buster: 'b', indexedDB: idb })
    client.setQueryData(['orders', 'detail', 'old'], { id: 'old' }, { updatedAt: start - 6 * DAY })
    client.setQueryData(['orders', 'detail', 'new'], { id: 'new' }, { updatedAt: start })
    await persistence.flush()
    await persistence.stop()

    vi.setSystemTime(start + 2 * DAY)
    expect(keysOf(await restoreFor(ANN, idb, 'b'))).toEqual(['["orders","detail","new"]'])

    vi.setSystemTime(start + 2 * DAY + QUERY_CACHE_MAX_AGE_MS + 1)
    expect(keysOf(await restoreFor(ANN, idb, 'b'))).toEqual([])
  })

  it('keeps each user to their own cache; clearing one (sign-out) leaves the other', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, 'b')
    expect(keysOf(await restoreFor(BOB, idb, 'b'))).toEqual([])
    const bob = new QueryClient()
    const persistence = await startQueryPersistence(bob, { userId: BOB, buster: 'b', indexedDB: idb })
    bob.setQueryData(['cart', 'current'], { CartItems: [{ CartID: 'bob' }] })
    await persistence.flush()
    await persistence.clear()
    expect(keysOf(await restoreFor(BOB, idb, 'b'))).toEqual([])
    expect(keysOf(await restoreFor(ANN, idb, 'b'))).toHaveLength(3)
    await clearPersistedQueries({ userId: ANN, indexedDB: idb })
    expect(keysOf(await restoreFor(ANN, idb, 'b'))).toEqual([])
  })

  it('saves by itself after changes, throttled', async () => {
    const idb = freshIndexedDb()
    const client = new QueryClient()
    const persistence = await startQueryPersistence(client, { userId: ANN, buster: 'b', indexedDB: idb, throttleMs: 5 })
    fill(client)
    await vi.waitFor(async () => {
      expect(keysOf(await restoreFor(ANN, idb, 'b'))).toHaveLength(3)
    })
    await persistence.stop()
  })

  it('issue 11.4: keeps data that just arrived even when the page is left at once', async () => {
    const idb = freshIndexedDb()
    const client = new QueryClient()
    const persistence = await startQueryPersistence(client, {
      userId: ANN,
      buster: 'b',
      indexedDB: idb,
      throttleMs: 60_000,
    })
    const key = ['purchase-orders', 'list', { tab: 'all' }]
    await client.fetchQuery({ queryKey: key, queryFn: async () => ({ data: [{ poId: 'p9' }] }) })
    // The page goes away now (a full page load): a save waiting on a timer is lost, one under way is not.
    await persistence.stop()
    expect((await restoreFor(ANN, idb, 'b')).getQueryData(key)).toEqual({ data: [{ poId: 'p9' }] })
  })
})

describe('a cache saved by builds that kept it with Dexie', () => {
  it('is restored as it is: same database version, stores and indexes', async () => {
    const idb = freshIndexedDb()
    // The schema earlier builds declared (Dexie version 1 is IndexedDB version 10).
    const { Dexie } = await import('dexie')
    const old = new Dexie(QUERY_CACHE_DB_NAME, idb)
    old.version(1).stores({ groups: '[userId+group], userId, updatedAt', clients: '&userId' })
    const at = Date.now()
    const query = (key: unknown[], data: unknown) => ({
      queryKey: key,
      queryHash: JSON.stringify(key),
      state: { data, dataUpdatedAt: at, status: 'success', fetchStatus: 'idle' },
    })
    await old.table('groups').put({
      userId: ANN,
      group: '["products","detail"]',
      updatedAt: at,
      json: JSON.stringify([query(['products', 'detail', 7], { ProductID: 7, Name: 'Pens' })]),
    })
    await old.table('clients').put({ userId: ANN, buster: 'b', timestamp: at })
    old.close()

    const restored = await restoreFor(ANN, idb, 'b')
    expect(restored.getQueryData(['products', 'detail', 7])).toEqual({ ProductID: 7, Name: 'Pens' })
    // And the new code keeps writing to it where the old build would read.
    await saveFor(BOB, idb, 'b')
    const again = new Dexie(QUERY_CACHE_DB_NAME, idb)
    again.version(1).stores({ groups: '[userId+group], userId, updatedAt', clients: '&userId' })
    expect(await again.table('clients').get(BOB)).toMatchObject({ userId: BOB, buster: 'b' })
    again.close()
  })
})
