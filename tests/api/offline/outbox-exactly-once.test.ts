import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../unit/offline/outbox-support'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addVendor, unitIds } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, getCart, signedIn } from '../shop/shop-fixtures'
import { browserFetch, device, drain, type NetMode, pageWrites } from './outbox-harness'
import { emptyModel, type Model, nextWrite, type Step, serverState, setVendorStatus, type World } from './outbox-model'

/**
 * Exactly once, against the real app on PGlite: a buyer's cart and purchase-order writes go
 * through the service worker's outbox while the network fails before sending, loses answers after
 * the server committed, or a proxy answers 503/429; the device reloads (a new outbox on the same
 * IndexedDB) at random points and replays now and then; the vendor is deactivated during a replay
 * (PO writes refused) and reactivated, and every refused write retried. Once the network is back and the outbox
 * has drained, the server holds exactly what the model of the user's intent says: every write
 * applied once, in order per document, none refused.
 */

let t: TestApp
let world: World

beforeAll(async () => {
  t = await createTestApp()
  const manager = await signedIn(t, 'catalogue_manager')
  const categoryId = (await addCategory(manager, { gst: 18 })).CategoryID
  const productIds: number[] = []
  for (const [Price, TaxPercentage] of [
    [12.5, 18],
    [250, 12],
    [33.33, 10],
    [99, 18],
  ] as const) {
    const product = await addProduct(manager, categoryId, { Price, TaxPercentage, Stock: 50_000_000 })
    productIds.push(product.ProductID)
  }
  const vendor = await addVendor(t)
  const units = await unitIds(await signedIn(t, 'buyer'))
  const unitId = Object.values(units)[0]
  if (unitId === undefined) throw new Error('no unit of measure was seeded')
  world = { productIds, vendorId: vendor.id, unitId }
})
afterAll(() => t.close())

const netMode: fc.Arbitrary<NetMode> = fc.constantFrom<NetMode>(
  'ok',
  'ok',
  'ok',
  'ok',
  'offline',
  'offline',
  'offline',
  'lost',
  'lost',
  '503',
  '429',
)

/** One thing that happens on the device: a write (with the network as it is then), a reload, or a replay. */
const event = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      step: fc.record<Step>({
        doc: fc.constantFrom('cart', 'po'),
        pick: fc.nat({ max: 999 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      net: netMode,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const) }) },
  // Issue 11.2: the vendor is deactivated while writes wait, a replay has its PO writes refused, the
  // vendor is reactivated and the user retries every refused write, which must keep its place.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('vendor-off' as const),
      nets: fc.array(netMode, { minLength: 1, maxLength: 8 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('replay' as const),
      nets: fc.array(netMode, { minLength: 1, maxLength: 8 }),
      advanceMs: fc.integer({ min: 0, max: 90_000 }),
    }),
  },
)
type Event = typeof event extends fc.Arbitrary<infer E> ? E : never

interface RunStats {
  writes: number
  queued: number
  lost: number
  replayedAnswers: number
  reloads: number
  retried: number
}
const totals: RunStats = { writes: 0, queued: 0, lost: 0, replayedAnswers: 0, reloads: 0, retried: 0 }

/** One session of one fresh buyer on one fresh device; checks the server against the model at the end. */
async function session(events: readonly Event[], seed: number): Promise<void> {
  const buyer = await t.createUser({ role: 'buyer' })
  const browser: ApiClient = t.client()
  await t.signIn(browser, buyer.email)
  const clock = manualClock()
  let modes: NetMode[] = []
  const net = browserFetch(
    t,
    () => browser,
    () => modes.shift() ?? 'ok',
  )
  const phone = device(net.fetch, clock, seed)
  await phone.outbox.signedIn(buyer.id)
  const writes = pageWrites(buyer.id)
  const model: Model = emptyModel()
  let n = 0
  try {
    for (const e of events) {
      if (e.kind === 'write') {
        n += 1
        modes = [e.net]
        const response = await phone.outbox.handle(nextWrite(model, e.step, world, writes, n))
        expect([200, 202], await response.clone().text()).toContain(response.status)
        if (response.status === 202) totals.queued += 1
        totals.writes += 1
      } else if (e.kind === 'reload') {
        phone.reload()
        totals.reloads += 1
      } else if (e.kind === 'vendor-off') {
        await setVendorStatus(t, world.vendorId, 'Inactive')
        clock.advance(120_000)
        modes = [...e.nets]
        await phone.outbox.replay()
        await setVendorStatus(t, world.vendorId, 'Active')
        for (const refused of (await phone.outbox.state()).failed) {
          expect(await phone.outbox.retry(refused.id)).toBe(true)
          totals.retried += 1
        }
      } else {
        clock.advance(e.advanceMs)
        modes = [...e.nets]
        await phone.outbox.replay()
      }
    }
    modes = []
    await drain(phone.outbox, clock)
    const state = await phone.outbox.state()
    expect(state.failed).toEqual([])
    expect(state.pending).toEqual([])
    const server = await serverState(t, buyer.id, (await getCart(browser)).CartItems)
    expect(server.cart).toEqual(model.cart)
    expect(server.orders).toEqual(model.orders)
    expect(server.pos).toEqual(model.pos)
    totals.lost += net.tally.lost
    totals.replayedAnswers += net.tally.replayedAnswers
  } finally {
    phone.close()
  }
}

describe('outbox against the real server (fast-check, seeded)', () => {
  it('applies every write exactly once over 50+ short sessions', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 8, maxLength: 20 }), fc.nat(), (events, seed) =>
        session(events, seed),
      ),
      { seed: 20_260_105, numRuns: 52, endOnFailure: true },
    )
    console.log('short sessions:', totals)
  })

  it('applies every write exactly once over sessions of 500 mixed writes', { timeout: 600_000 }, async () => {
    const before = totals.writes
    const long = fc
      .array(event, { minLength: 600, maxLength: 700 })
      .map((events) => {
        // Exactly 500 writes per session, with the reloads and replays that fell between them.
        const out: Event[] = []
        let writes = 0
        for (const e of events) {
          if (e.kind === 'write' && writes === 500) continue
          if (e.kind === 'write') writes += 1
          out.push(e)
        }
        return out
      })
      .filter((events) => events.filter((e) => e.kind === 'write').length === 500)
    await fc.assert(
      fc.asyncProperty(long, fc.nat(), (events, seed) => session(events, seed)),
      { seed: 20_260_106, numRuns: 2, endOnFailure: true },
    )
    expect(totals.writes - before).toBe(1_000)
    console.log('all sessions:', totals)
  })
})
