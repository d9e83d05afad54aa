import { afterEach, describe, expect, it } from 'vitest'
import { cartScope, poScope, type QueuedAnswer } from '../../../src/shared/outbox-protocol'
import { openOutboxStorage } from '../../../sw/outbox/dexie-storage'
import { createOutbox, type OutboxEvent } from '../../../sw/outbox/outbox'
import type { OutboxStorage } from '../../../sw/outbox/storage'
import { freshIndexedDb, jsonAnswer, manualClock, pageWrite, seededRandom } from './outbox-support'

const ANN = '0190a1b2-0000-7000-8000-00000000a001'
const BOB = '0190a1b2-0000-7000-8000-00000000b002'
const PO1 = '0190a1b2-0000-7000-8000-0000000000c1'
const PO2 = '0190a1b2-0000-7000-8000-0000000000c2'

type Rule = (request: Request, body: string) => Response | 'network' | undefined

/** A pretend server: records what reached it; rules answer some requests otherwise. */
function network() {
  const received: Array<{ path: string; key: string | null; body: string }> = []
  let down = false
  let rules: Rule[] = []
  const fetch = async (request: Request) => {
    if (down) throw new TypeError('Failed to fetch')
    const body = await request.text()
    for (const rule of rules) {
      const answer = rule(request, body)
      if (answer === 'network') throw new TypeError('Failed to fetch')
      if (answer) return answer
    }
    received.push({ path: new URL(request.url).pathname.slice(5), key: request.headers.get('Idempotency-Key'), body })
    return jsonAnswer(200, { status: true, msg: 'ok', data: null })
  }
  return {
    fetch,
    received,
    paths: () => received.map((r) => r.path),
    down: () => {
      down = true
    },
    up: () => {
      down = false
    },
    answer: (...more: Rule[]) => {
      rules = more
    },
  }
}

const storages: Array<{ close(): void }> = []
afterEach(() => {
  for (const s of storages.splice(0)) s.close()
})

function setup(options: { seed?: number } = {}) {
  const idb = freshIndexedDb()
  const clock = manualClock()
  const net = network()
  const events: OutboxEvent[] = []
  const open = () => {
    const storage = openOutboxStorage('outbox-test', idb)
    storages.push(storage)
    return storage
  }
  const make = (storage: OutboxStorage = open()) =>
    createOutbox({
      storage,
      fetch: net.fetch,
      clock,
      random: seededRandom(options.seed ?? 1),
      onEvent: (e) => events.push(e),
    })
  return { clock, net, events, make, open }
}

const addLine = (userId: string, n: number) =>
  pageWrite(
    'add-to-cart',
    { CartID: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`, ProductID: n, Quantity: 1 },
    { userId },
  )
const editPo = (userId: string, poId: string, version: number) => pageWrite('update-po', { poId, version }, { userId })

async function queued(response: Response): Promise<QueuedAnswer> {
  expect(response.status).toBe(202)
  return (await response.json()) as QueuedAnswer
}

describe('handle', () => {
  it('keeps a write the network could not take and answers 202; the replay sends it with the same key', async () => {
    const { net, make } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    const request = pageWrite(
      'add-to-cart',
      { CartID: 'c', ProductID: 7, Quantity: 2 },
      { userId: ANN, key: 'key-0001' },
    )
    const answer = await queued(await outbox.handle(request))
    expect(answer).toMatchObject({
      status: true,
      queued: true,
      data: null,
      entry: { op: 'add-to-cart', scope: cartScope(ANN) },
    })
    expect(answer.entry.payload).toEqual({ CartID: 'c', ProductID: 7, Quantity: 2 })
    net.up()
    const result = await outbox.replay()
    expect(result).toMatchObject({ sent: 0, pending: 1 })
    expect(result.nextAttemptAt).not.toBeNull()
  })

  it('hands every other answer to the page as it is', async () => {
    const { net, make } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.answer(
      (r) => (r.url.endsWith('update-po') ? jsonAnswer(409, { status: false, msg: 'Stale' }) : undefined),
      (r) => (r.url.endsWith('add-po') ? jsonAnswer(401, { status: false, msg: 'Sign in' }) : undefined),
    )
    expect((await outbox.handle(addLine(ANN, 1))).status).toBe(200)
    expect((await outbox.handle(editPo(ANN, PO1, 1))).status).toBe(409)
    expect((await outbox.handle(pageWrite('add-po', { poId: PO2 }, { userId: ANN }))).status).toBe(401)
    expect((await outbox.state()).pending).toEqual([])
  })

  it('keeps 5xx and 429 answers, waiting as long as Retry-After asks', async () => {
    const { net, make, clock } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.answer(() => jsonAnswer(429, { status: false, msg: 'Slow down' }, { 'Retry-After': '30' }))
    const entry = (await queued(await outbox.handle(addLine(ANN, 1)))).entry
    expect(entry).toMatchObject({ attempts: 1, nextAttemptAt: clock.now() + 30_000, lastError: 'HTTP 429' })
    net.answer(() => jsonAnswer(503, { status: false, msg: 'Down' }))
    const other = (await queued(await outbox.handle(editPo(ANN, PO1, 1)))).entry
    expect(other.nextAttemptAt - clock.now()).toBeGreaterThanOrEqual(800)
    expect(other.nextAttemptAt - clock.now()).toBeLessThanOrEqual(1_200)
  })

  it('queues behind writes already waiting for the same document without trying the network', async () => {
    const { net, make } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await queued(await outbox.handle(addLine(ANN, 1)))
    net.up()
    const second = await queued(await outbox.handle(addLine(ANN, 2)))
    expect(second.entry).toMatchObject({ attempts: 0, lastError: null })
    expect(net.received).toEqual([])
    // Another document is not held up.
    expect((await outbox.handle(editPo(ANN, PO1, 1))).status).toBe(200)
  })

  it('keeps the order of writes to one document that arrive while the first is still on the network', async () => {
    const { net } = setup()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let first = true
    const outbox = createOutbox({
      storage: openOutboxStorage('outbox-order', freshIndexedDb()),
      clock: manualClock(),
      fetch: async (request) => {
        if (!first) return net.fetch(request)
        first = false
        await gate
        throw new TypeError('Failed to fetch')
      },
    })
    await outbox.signedIn(ANN)
    const a = outbox.handle(addLine(ANN, 1))
    const b = outbox.handle(pageWrite('update-cart-item', { CartID: 'x', Quantity: 5 }, { userId: ANN }))
    release()
    expect((await a).status).toBe(202)
    expect((await b).status).toBe(202)
    expect(net.received).toEqual([])
    expect((await outbox.state()).pending.map((e) => e.op)).toEqual(['add-to-cart', 'update-cart-item'])
  })

  it('passes writes through when it does not know whose they are', async () => {
    const { net, make } = setup()
    const outbox = make()
    net.down()
    const request = new Request('http://localhost/api/add-to-cart', { method: 'POST', body: '{}' })
    await expect(outbox.handle(request)).rejects.toThrow('Failed to fetch')
  })
})

describe('replay', () => {
  it('sends each document in order, one write at a time, documents independently', async () => {
    const { net, make, clock } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    for (let n = 1; n <= 3; n += 1) await outbox.handle(addLine(ANN, n))
    for (let v = 1; v <= 3; v += 1) await outbox.handle(editPo(ANN, PO1, v))
    net.up()
    clock.advance(60_000)
    // The PO's second write fails once: the PO waits, the cart goes on.
    let failures = 1
    net.answer((_r, body) => (body.includes('"version":2') && failures-- > 0 ? jsonAnswer(503, {}) : undefined))
    const first = await outbox.replay()
    expect(first).toMatchObject({ sent: 4, retried: 1, pending: 2 })
    const cart = net.received.filter((r) => r.path === 'add-to-cart').map((r) => JSON.parse(r.body).ProductID)
    expect(cart).toEqual([1, 2, 3])
    const due = first.nextAttemptAt ?? 0
    expect(due - clock.now()).toBeGreaterThan(0)
    expect(await outbox.replay()).toMatchObject({ sent: 0, pending: 2 })
    clock.set(due)
    expect(await outbox.replay()).toMatchObject({ sent: 2, pending: 0, nextAttemptAt: null })
    const versions = net.received.filter((r) => r.path === 'update-po').map((r) => JSON.parse(r.body).version)
    expect(versions).toEqual([1, 2, 3])
  })

  it('backs off from 1 s doubling to 60 s, counting attempts', async () => {
    const { net, make, clock } = setup({ seed: 7 })
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(addLine(ANN, 1))
    const waits: number[] = []
    for (let i = 0; i < 9; i += 1) {
      const entry = (await outbox.state()).pending[0]
      clock.set(entry?.nextAttemptAt ?? 0)
      const before = clock.now()
      const result = await outbox.replay()
      waits.push((result.nextAttemptAt ?? 0) - before)
    }
    const bases = [2, 4, 8, 16, 32, 60, 60, 60, 60].map((s) => s * 1000)
    waits.forEach((wait, i) => {
      const base = bases[i] ?? 0
      expect(wait).toBeGreaterThanOrEqual(Math.round(base * 0.8))
      expect(wait).toBeLessThanOrEqual(Math.min(base * 1.2, 60_000))
    })
    expect((await outbox.state()).pending[0]).toMatchObject({ attempts: 10, lastError: 'Network: Failed to fetch' })
  })

  it('pauses every write of a user at a 401 until that user signs in again', async () => {
    const { net, make, clock, events } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(addLine(ANN, 1))
    await outbox.handle(editPo(ANN, PO1, 1))
    net.up()
    clock.advance(5_000)
    net.answer(() => jsonAnswer(401, { status: false, msg: 'Session expired' }))
    const paused = await outbox.replay()
    expect(paused).toMatchObject({ paused: true, sent: 0, pending: 2, nextAttemptAt: null })
    expect(events).toContainEqual({ type: 'paused', userId: ANN })
    net.answer()
    // The page naming its user at start-up is not a sign-in.
    await outbox.setUser(ANN)
    expect(await outbox.replay()).toMatchObject({ paused: true, sent: 0 })
    await outbox.signedIn(ANN)
    expect(await outbox.replay()).toMatchObject({ paused: false, sent: 2, pending: 0 })
  })

  it("never sends another user's writes: they wait for their user", async () => {
    const { net, make, clock } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(addLine(ANN, 1))
    await outbox.handle(editPo(ANN, PO1, 1))
    await outbox.signedOut()
    await outbox.signedIn(BOB)
    await outbox.handle(addLine(BOB, 2))
    net.up()
    clock.advance(60_000)
    expect(await outbox.replay()).toMatchObject({ sent: 1, pending: 0 })
    expect(net.received.map((r) => JSON.parse(r.body).ProductID)).toEqual([2])
    const bobs = await outbox.state()
    expect(bobs).toMatchObject({ userId: BOB, pending: [], otherUsersPending: 2 })
    await outbox.signedOut()
    expect(await outbox.replay()).toMatchObject({ sent: 0 })
    await outbox.signedIn(ANN)
    expect(await outbox.replay()).toMatchObject({ sent: 2, pending: 0 })
  })

  it('moves a refused write to the failed list with the server message and holds the rest of its document', async () => {
    const { net, make, clock, events } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(addLine(ANN, 1))
    await outbox.handle(addLine(ANN, 2))
    await outbox.handle(addLine(ANN, 3))
    await outbox.handle(editPo(ANN, PO1, 1))
    net.up()
    clock.advance(60_000)
    net.answer((_r, body) =>
      body.includes('"ProductID":1,')
        ? jsonAnswer(400, { status: false, msg: 'Pens is not available to order' })
        : undefined,
    )
    expect(await outbox.replay()).toMatchObject({ sent: 1, failed: 1, pending: 2, nextAttemptAt: null })
    const state = await outbox.state()
    expect(state.failed).toHaveLength(1)
    expect(state.failed[0]).toMatchObject({ status: 400, msg: 'Pens is not available to order', op: 'add-to-cart' })
    expect(state.pending.map((e) => e.held)).toEqual([true, true])
    expect(events.some((e) => e.type === 'failed')).toBe(true)

    // Retry puts it back in its place, ahead of the writes it held (issue 11.2); the product is orderable again.
    net.answer()
    const failedId = state.failed[0]?.id ?? ''
    expect(await outbox.retry(failedId)).toBe(true)
    const productIds = (await outbox.state()).pending.map((e) => (e.payload as { ProductID: number }).ProductID)
    expect(productIds).toEqual([1, 2, 3])
    expect(await outbox.replay()).toMatchObject({ sent: 3, pending: 0 })
    expect(net.received.map((r) => (r.path === 'add-to-cart' ? JSON.parse(r.body).ProductID : r.path))).toEqual([
      'update-po',
      1,
      2,
      3,
    ])
    expect(events.at(-1)).toMatchObject({ type: 'drained', userId: ANN, sent: 4 })
  })

  it('discarding a refused write releases the writes it held', async () => {
    const { net, make, clock } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(editPo(ANN, PO1, 1))
    await outbox.handle(pageWrite('update-po-status', { poId: PO1, status: 'Cancelled' }, { userId: ANN }))
    net.up()
    clock.advance(60_000)
    net.answer((r) =>
      r.url.endsWith('update-po')
        ? jsonAnswer(409, { status: false, msg: 'A purchase order that is Approved cannot be edited' })
        : undefined,
    )
    await outbox.replay()
    const [failed] = (await outbox.state()).failed
    expect(failed?.msg).toBe('A purchase order that is Approved cannot be edited')
    expect(await outbox.discard(failed?.id ?? '')).toBe(true)
    expect(await outbox.discard('no-such-entry')).toBe(false)
    expect(await outbox.replay()).toMatchObject({ sent: 1, pending: 0 })
    expect((await outbox.state()).failed).toEqual([])
  })

  it('survives a reload: a new outbox on the same database sends what the old one kept, for the same user', async () => {
    const { net, make, clock } = setup()
    const before = make()
    await before.signedIn(ANN)
    net.down()
    await before.handle(addLine(ANN, 1))
    await before.handle(editPo(ANN, PO2, 4))
    const after = make()
    net.up()
    clock.advance(60_000)
    expect(await after.replay()).toMatchObject({ sent: 2, pending: 0 })
    expect(net.paths().sort()).toEqual(['add-to-cart', 'update-po'])
  })

  it('sends a write whose answer was lost again with the same Idempotency-Key', async () => {
    const { net, clock } = setup()
    let lose = true
    const lost = createOutbox({
      storage: openOutboxStorage('outbox-lost', freshIndexedDb()),
      clock,
      fetch: async (request) => {
        const answer = await net.fetch(request)
        if (lose) {
          lose = false
          throw new TypeError('connection reset')
        }
        return answer
      },
    })
    await lost.signedIn(ANN)
    expect((await lost.handle(editPo(ANN, PO1, 1))).status).toBe(202)
    clock.advance(60_000)
    expect(await lost.replay()).toMatchObject({ sent: 1, pending: 0 })
    expect(net.received).toHaveLength(2)
    expect(net.received[0]?.key).toBe(net.received[1]?.key)
    expect(net.received[0]?.body).toBe(net.received[1]?.body)
  })

  it('adds an Idempotency-Key before the first attempt when the page sent none', async () => {
    const { net, make } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    const request = pageWrite('add-po', { poId: PO1 }, { userId: ANN })
    const bare = new Request(request.url, {
      method: 'POST',
      headers: { 'X-User-Id': ANN, Domain: 'localhost' },
      body: await request.text(),
    })
    expect((await outbox.handle(bare)).status).toBe(200)
    expect(net.received[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('announces queued, sent, count and drained', async () => {
    const { net, make, clock, events } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(addLine(ANN, 1))
    net.up()
    clock.advance(60_000)
    await outbox.replay()
    expect(events.map((e) => e.type)).toEqual(['count', 'queued', 'count', 'sent', 'count', 'drained'])
    expect(events.filter((e) => e.type === 'count').map((e) => (e.type === 'count' ? e.pending : -1))).toEqual([
      0, 1, 0,
    ])
  })

  it('lists pending writes with what they say, oldest first, and the scope they belong to', async () => {
    const { net, make } = setup()
    const outbox = make()
    await outbox.signedIn(ANN)
    net.down()
    await outbox.handle(pageWrite('delete-cart-item', { CartID: 'abc' }, { userId: ANN }))
    await outbox.handle(editPo(ANN, PO1, 3))
    const { pending } = await outbox.state()
    expect(pending.map((e) => [e.op, e.scope, e.payload])).toEqual([
      ['delete-cart-item', cartScope(ANN), { CartID: 'abc' }],
      ['update-po', poScope(PO1), { poId: PO1, version: 3 }],
    ])
    expect(pending[0]?.seq).toBeLessThan(pending[1]?.seq ?? 0)
  })
})
