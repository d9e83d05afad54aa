import { v7 as uuidv7 } from 'uuid'
import { openOutboxStorage } from '../../../sw/outbox/dexie-storage'
import { createOutbox, type Outbox, type OutboxEvent } from '../../../sw/outbox/outbox'
import {
  freshIndexedDb,
  jsonAnswer,
  type ManualClock,
  pageWrite,
  seededRandom,
} from '../../unit/offline/outbox-support'
import type { ApiClient } from '../helpers/api-client'
import type { TestApp } from '../helpers/test-app'

/**
 * What the network does with one request: `ok` reaches the server; `offline` fails before sending;
 * `lost` reaches the server, which commits, and the answer never arrives; `503` and `429` come
 * from a proxy in front without reaching the server.
 */
export type NetMode = 'ok' | 'offline' | 'lost' | '503' | '429'

/** Counts of what the network did, to show a run covered every case. */
export interface NetTally {
  requests: number
  commits: number
  lost: number
  refusedBeforeServer: number
  replayedAnswers: number
}

/**
 * The service worker's `fetch` in a test: the browser's cookie jar (`jar()`, the signed-in
 * browser's ApiClient) and a same-origin Origin are added, then the request goes to the real app
 * through app.request, or fails as `mode()` says.
 */
export function browserFetch(t: TestApp, jar: () => ApiClient, mode: () => NetMode = () => 'ok') {
  const tally: NetTally = { requests: 0, commits: 0, lost: 0, refusedBeforeServer: 0, replayedAnswers: 0 }
  const fetch = async (request: Request): Promise<Response> => {
    tally.requests += 1
    const m = mode()
    if (m === 'offline') throw new TypeError('Failed to fetch')
    if (m === '503' || m === '429') {
      tally.refusedBeforeServer += 1
      return jsonAnswer(Number(m), { status: false, msg: 'Try later' }, m === '429' ? { 'Retry-After': '2' } : {})
    }
    const browser = jar()
    const headers = new Headers(request.headers)
    headers.set('Cookie', browser.cookieHeader())
    headers.set('Origin', 'http://localhost')
    headers.set('X-Forwarded-For', browser.ip)
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.text()
    const response = await t.app.request(request.url, { method: request.method, headers, body })
    if (response.ok) tally.commits += 1
    if (response.headers.get('Idempotent-Replayed') === 'true') tally.replayedAnswers += 1
    if (m === 'lost') {
      tally.lost += 1
      await response.arrayBuffer()
      throw new TypeError('network connection lost')
    }
    return response
  }
  return { fetch, tally }
}

/** What a device may share with another: its IndexedDB (two versions of the worker) and the Web Lock they replay under. */
export interface DeviceOptions {
  idb?: ReturnType<typeof freshIndexedDb>
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
}

/** One device: an IndexedDB, a clock, the outbox over them, and a reload that makes a new outbox on the same database. */
export function device(
  fetch: (request: Request) => Promise<Response>,
  clock: ManualClock,
  seed = 1,
  options: DeviceOptions = {},
) {
  const idb = options.idb ?? freshIndexedDb()
  const events: OutboxEvent[] = []
  let storage = openOutboxStorage('procurement-outbox', idb)
  const make = () =>
    createOutbox({
      storage,
      fetch,
      clock,
      random: seededRandom(seed),
      onEvent: (e) => events.push(e),
      exclusive: options.exclusive,
    })
  let outbox: Outbox = make()
  return {
    idb,
    events,
    get outbox() {
      return outbox
    },
    /** A page reload or worker restart: a new outbox on a new connection to the same database. */
    reload() {
      storage.close()
      storage = openOutboxStorage('procurement-outbox', idb)
      outbox = make()
    },
    close: () => storage.close(),
  }
}

/** Replays until nothing is pending, moving the clock to each next due time; fails when writes are stuck. */
export async function drain(outbox: Outbox, clock: ManualClock, maxRounds = 2_000) {
  for (let round = 0; round < maxRounds; round += 1) {
    const result = await outbox.replay()
    if (result.pending === 0) return result
    if (result.nextAttemptAt === null) throw new Error(`outbox stuck: ${JSON.stringify(result)}`)
    clock.set(Math.max(clock.now(), result.nextAttemptAt))
  }
  throw new Error('outbox did not drain')
}

/** The page's writes, as a signed-in user's page sends them through the worker. */
export function pageWrites(userId: string) {
  const send = (op: string, payload: Record<string, unknown>) => pageWrite(op, payload, { userId })
  return {
    addToCart: (ProductID: number, Quantity: number, CartID: string = uuidv7()) =>
      send('add-to-cart', { CartID, ProductID, Quantity }),
    updateCartItem: (CartID: string, Quantity: number) => send('update-cart-item', { CartID, Quantity }),
    deleteCartItem: (CartID: string) => send('delete-cart-item', { CartID }),
    checkout: (OrderID: string = uuidv7()) =>
      send('create-order', {
        OrderID,
        DeliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
        RequiredBy: '2026-01-12',
        AcceptPriceChanges: true,
      }),
    addPo: (body: Record<string, unknown>) => send('add-po', body),
    updatePo: (body: Record<string, unknown>) => send('update-po', body),
    movePo: (poId: string, status: string, remarks = 'ok') => send('update-po-status', { poId, status, remarks }),
    recordDelivery: (poId: string, lines: Array<{ lineId: string; quantity: number }>, deliveryId: string = uuidv7()) =>
      send('record-po-delivery', { poId, deliveryId, lines, remarks: 'Received at dock 2' }),
  }
}
