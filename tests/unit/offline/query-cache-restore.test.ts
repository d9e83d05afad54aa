import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { QUERY_CACHE_DB_NAME, readSavedClient } from '../../../src/lib/offline/query-cache-db'
import { restoreSavedQueries } from '../../../src/lib/offline/query-cache-restore'
import { createDexieQueryPersister } from '../../../src/lib/offline/query-cache-store'
import { startQueryPersistence } from '../../../src/lib/offline/query-persister'
import { freshIndexedDb } from './outbox-support'

const ANN = 'user-ann'
const BOB = 'user-bob'
const DAY = 24 * 3_600_000
// The saved cache's own timestamp is the real clock's: the queries' times are set around it.
const NOW = Date.now()
const clock = (at: number) => () => at

/** Saves queries for a user through the Dexie persistence, as an earlier visit did. */
async function saveFor(
  userId: string,
  idb: ReturnType<typeof freshIndexedDb>,
  entries: [unknown[], unknown, number][],
  buster = 'build-1',
) {
  const client = new QueryClient()
  const persistence = await startQueryPersistence(client, { userId, buster, indexedDB: idb })
  for (const [key, data, at] of entries) client.setQueryData(key, data, { updatedAt: at })
  await persistence.flush()
  await persistence.stop()
}

const restore = (idb: ReturnType<typeof freshIndexedDb>, at = NOW, buster = 'build-1', userId = ANN) => {
  const client = new QueryClient()
  return restoreSavedQueries(client, { userId, buster, indexedDB: idb, now: clock(at) }).then((outcome) => ({
    client,
    outcome,
  }))
}

describe('restoreSavedQueries: the start-up reads the saved cache without Dexie (issue 12)', () => {
  it('puts back what the Dexie persistence saved, with its fetch times, as stale, and only that user’s', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, [
      [['cart', 'current'], { CartItems: [{ CartID: 'c1' }] }, NOW - DAY],
      [['products', 'detail', 7], { ProductID: 7 }, NOW - 2 * DAY],
    ])
    await saveFor(BOB, idb, [[['cart', 'current'], { CartItems: [{ CartID: 'bob' }] }, NOW]])

    const { client, outcome } = await restore(idb)
    expect(outcome.kind).toBe('restored')
    expect(client.getQueryData(['cart', 'current'])).toEqual({ CartItems: [{ CartID: 'c1' }] })
    expect(client.getQueryState(['cart', 'current'])?.dataUpdatedAt).toBe(NOW - DAY)
    expect(client.getQueryData(['products', 'detail', 7])).toEqual({ ProductID: 7 })
    // Shown at once, but revalidated by the first screen that uses it.
    expect(client.getQueryState(['products', 'detail', 7])?.isInvalidated).toBe(true)
  })

  it('finds nothing on a device without the database, and does not create it', async () => {
    const idb = freshIndexedDb()
    const { client, outcome } = await restore(idb)
    expect(outcome).toEqual({ kind: 'none' })
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    const databases = await idb.indexedDB.databases()
    expect(databases.map((d) => d.name)).not.toContain(QUERY_CACHE_DB_NAME)
  })

  it('finds nothing for a user who saved nothing on this device', async () => {
    const idb = freshIndexedDb()
    await saveFor(BOB, idb, [[['cart', 'current'], { CartItems: [] }, NOW]])
    expect((await restore(idb)).outcome).toEqual({ kind: 'none' })
  })

  it('does not restore another build’s cache, and the persistence started after the first screen deletes it', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, [[['cart', 'current'], { CartItems: [{ CartID: 'old' }] }, NOW]], 'build-1')
    const { client, outcome } = await restore(idb, NOW, 'build-2')
    expect(outcome).toEqual({ kind: 'discard' })
    expect(client.getQueryData(['cart', 'current'])).toBeUndefined()

    const persistence = await startQueryPersistence(client, {
      userId: ANN,
      buster: 'build-2',
      indexedDB: idb,
      restore: false,
      restored: outcome,
    })
    await persistence.stop()
    expect(await readSavedClient({ userId: ANN, indexedDB: idb, now: clock(NOW) })).toBeUndefined()
  })

  it('does not restore a cache not saved for 7 days; leaves out single queries older than 7 days', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, [
      [['orders', 'detail', 'old'], { id: 'old' }, NOW - 6 * DAY],
      [['orders', 'detail', 'new'], { id: 'new' }, NOW],
    ])
    const twoDaysOn = await restore(idb, NOW + 2 * DAY)
    expect(twoDaysOn.client.getQueryData(['orders', 'detail', 'new'])).toEqual({ id: 'new' })
    expect(twoDaysOn.client.getQueryData(['orders', 'detail', 'old'])).toBeUndefined()
    expect((await restore(idb, NOW + 8 * DAY)).outcome).toEqual({ kind: 'discard' })
  })

  it('does not restore a cache it cannot read (broken JSON): the persistence deletes it', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, [[['cart', 'current'], { CartItems: [] }, NOW]])
    const persister = createDexieQueryPersister({ userId: ANN, indexedDB: idb })
    // A row as a failed write or another version could leave it.
    await persister.persistClient({
      timestamp: NOW,
      buster: 'build-1',
      clientState: { mutations: [], queries: [] },
    })
    persister.close()
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = idb.indexedDB.open(QUERY_CACHE_DB_NAME)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('groups', 'readwrite')
      tx.objectStore('groups').put({ userId: ANN, group: '["broken"]', updatedAt: NOW, json: '{not json' })
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    raw.close()
    expect((await restore(idb)).outcome).toEqual({ kind: 'discard' })
  })

  it('hands what it read to the persistence, which keeps saving beside it and drops the expired queries from disk', async () => {
    const idb = freshIndexedDb()
    await saveFor(ANN, idb, [
      [['orders', 'detail', 'old'], { id: 'old' }, NOW - 6 * DAY],
      [['orders', 'detail', 'new'], { id: 'new' }, NOW],
      [['products', 'detail', 7], { ProductID: 7 }, NOW],
    ])
    const at = NOW + 2 * DAY
    const { client, outcome } = await restore(idb, at)
    const persistence = await startQueryPersistence(client, {
      userId: ANN,
      buster: 'build-1',
      indexedDB: idb,
      now: clock(at),
      restore: false,
      restored: outcome,
    })
    client.setQueryData(['cart', 'current'], { CartItems: [{ CartID: 'new' }] }, { updatedAt: at })
    await persistence.flush()
    await persistence.stop()

    const onDisk = await readSavedClient({ userId: ANN, indexedDB: idb, now: clock(NOW) })
    expect(onDisk?.staleGroups).toEqual([])
    expect(onDisk?.queries.map((q) => JSON.stringify(q.queryKey)).sort()).toEqual([
      '["cart","current"]',
      '["orders","detail","new"]',
      '["products","detail",7]',
    ])
  })
})
