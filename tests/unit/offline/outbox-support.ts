import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { USER_HEADER } from '../../../src/shared/outbox-protocol'

/** A fresh, empty IndexedDB of its own (fake-indexeddb), so no test sees another's data. */
export function freshIndexedDb() {
  return { indexedDB: new IDBFactory(), IDBKeyRange }
}

/** A clock that moves only when told. */
export function manualClock(start = Date.parse('2026-01-05T09:00:00.000Z')) {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
    set: (at: number) => {
      now = at
    },
  }
}
export type ManualClock = ReturnType<typeof manualClock>

/** Seeded numbers in [0, 1) (mulberry32), for jitter without Math.random. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

let keys = 0
/** An Idempotency-Key no other request in the process uses. */
export const freshKey = () => {
  keys += 1
  return `test-key-${process.pid}-${keys}-${crypto.randomUUID()}`
}

/** A page's write as the service worker receives it: JSON body (or DELETE query), Domain, key and user header. */
export function pageWrite(
  op: string,
  payload: Record<string, unknown>,
  options: { userId: string; key?: string; origin?: string; method?: string },
): Request {
  const origin = options.origin ?? 'http://localhost'
  const method = options.method ?? (op === 'delete-cart-item' ? 'DELETE' : 'POST')
  const headers: Record<string, string> = {
    Domain: 'localhost',
    Accept: 'application/json',
    'Idempotency-Key': options.key ?? freshKey(),
    [USER_HEADER]: options.userId,
  }
  if (method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))
    return new Request(`${origin}/api/${op}?${query}`, { method, headers })
  }
  headers['Content-Type'] = 'application/json'
  return new Request(`${origin}/api/${op}`, { method, headers, body: JSON.stringify(payload) })
}

export { jsonAnswer } from '../support/session-fixtures'
