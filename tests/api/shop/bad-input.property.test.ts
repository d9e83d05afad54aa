import { count, max, sum } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../../server/db/schema/catalogue'
import { cartAdds, cartItems, orderHistory, orders } from '../../../server/db/schema/orders'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, addToCart, cartIn, orderIn, placeOrder, signedIn, TODAY } from './shop-fixtures'

let t: TestApp
let buyer: ApiClient
let approver: ApiClient
const id = { pens: 0, cable: 0, inactive: 0, foreign: 0 }
let myCartId = ''
let othersCartId = ''
let myOrderId = ''
let othersOrderId = ''

beforeAll(async () => {
  t = await createTestApp()
  const manager = await signedIn(t, 'catalogue_manager')
  const category = (await addCategory(manager)).CategoryID
  const product = async (extra: Record<string, unknown>) =>
    (await addProduct(manager, category, { Stock: 1_000_000, ...extra })).ProductID
  id.pens = await product({ UnitsofMeasurement: 'pieces' })
  id.cable = await product({ UnitsofMeasurement: 'uom' })
  id.inactive = await product({ Status: 'Inactive' })
  const tenant = { id: await t.createTenant('Other Co', ['other.test']), domain: 'other.test' }
  const otherManager = await signedIn(t, 'catalogue_manager', tenant)
  id.foreign = (await addProduct(otherManager, (await addCategory(otherManager)).CategoryID)).ProductID

  buyer = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
  myOrderId = (await placeOrder(buyer, [[id.pens, 1]])).OrderID
  myCartId = uuidv7()
  cartIn(await addToCart(buyer, id.pens, 2, myCartId))
  const other = await signedIn(t, 'buyer')
  othersOrderId = (await placeOrder(other, [[id.pens, 1]])).OrderID
  othersCartId = uuidv7()
  cartIn(await addToCart(other, id.cable, 1.5, othersCartId))
})
afterAll(() => t.close())

const RUNS = { seed: 20_260_105, numRuns: 40 }
/** More runs for the near-valid bodies: each wrong field has to meet otherwise valid input. */
const NEAR_VALID_RUNS = { ...RUNS, numRuns: 150 }

/**
 * A valid body, or one with a single field wrong or missing, so each wrong value meets otherwise
 * valid input and reaches as deep into the service as it can.
 */
function nearValid(valid: Record<string, fc.Arbitrary<unknown>>, wrong: Record<string, fc.Arbitrary<unknown>>) {
  return fc
    .tuple(
      fc.record(valid),
      fc.option(fc.constantFrom(...Object.keys(wrong)), { freq: 5 }),
      fc.record(wrong),
      fc.integer({ min: 0, max: 9 }),
    )
    .map(([body, key, bad, roll]) => {
      if (key === null) return body
      const { [key]: _dropped, ...rest } = body
      return roll === 0 ? rest : { ...rest, [key]: roll === 1 ? null : bad[key] }
    })
}

/** Any text, control characters and lone surrogates included. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    { arbitrary: fc.constantFrom('Gate\u00002', 'bell\u0007', 'half \ud800 pair', ''), weight: 3 },
    fc.jsonValue(),
  )
const badIds = fc.constantFrom(0, -1, 'abc', '', 1.5, 1e12, '9'.repeat(30), 987_654, true)
const badQuantity = fc.oneof(fc.constantFrom(0, -1, 1.5, 1e-4, 100_001, 1e308, '2', 'two'), fc.double())
const quantity = fc.constantFrom(1, 2, 3, 0.5, 1.125)
const cartId = () => fc.oneof(fc.uuid(), fc.constantFrom(myCartId, othersCartId))
const orderId = () => fc.oneof({ arbitrary: fc.uuid(), weight: 3 }, fc.constantFrom(myOrderId, othersOrderId))
const badDay = fc.oneof(
  fc.constantFrom('2026-01-04', '2026-02-30', '0000-01-01', '9999-99-99', '05/01/2026', 20260105),
  anyText(12),
)

const bodies = {
  'add-to-cart': () =>
    nearValid(
      { CartID: cartId(), ProductID: fc.constantFrom(id.pens, id.cable, id.inactive, id.foreign), Quantity: quantity },
      { CartID: anyText(40), ProductID: badIds, Quantity: badQuantity },
    ),
  'update-cart-item': () =>
    nearValid({ CartID: cartId(), Quantity: quantity }, { CartID: anyText(40), Quantity: badQuantity }),
  'create-order': () =>
    nearValid(
      {
        OrderID: orderId(),
        DeliveryAddress: fc.constantFrom('Plot 4, Pune', ' Unit 5\nChakan '),
        RequiredBy: fc.constantFrom(TODAY, '2026-03-01', '2030-12-31'),
        Notes: fc.constantFrom('', 'Call first'),
        AcceptPriceChanges: fc.boolean(),
      },
      {
        OrderID: anyText(40),
        DeliveryAddress: anyText(600),
        RequiredBy: badDay,
        Notes: anyText(1100),
        AcceptPriceChanges: fc.constantFrom('true', 1, 'yes'),
      },
    ),
  'update-order-status': () =>
    nearValid(
      {
        OrderID: orderId(),
        Status: fc.constantFrom('Placed', 'Pending Approval', 'Approved', 'Fulfilled', 'Cancelled'),
        Remarks: fc.constantFrom('', 'ok'),
      },
      { OrderID: anyText(40), Status: anyText(20), Remarks: anyText(600) },
    ),
} as const

/** Everything a shop write can change, as one comparable string. */
const snapshot = async () => {
  const [lines] = await t.db
    .select({ n: count(), q: sum(cartItems.quantity), last: max(cartItems.updatedAt) })
    .from(cartItems)
  const [adds] = await t.db.select({ n: count() }).from(cartAdds)
  const [placed] = await t.db.select({ n: count(), last: max(orders.updatedAt) }).from(orders)
  const [history] = await t.db.select({ n: count() }).from(orderHistory)
  const [stock] = await t.db.select({ s: sum(products.stock) }).from(products)
  return JSON.stringify([lines, adds, placed, history, stock])
}

/**
 * Fails unless the answer is clean (below 500, `{ status: false, msg }` with a message of ours for
 * a 4xx) and a 4xx changed nothing.
 */
async function expectClean(call: () => Promise<ApiResponse>, input: unknown) {
  const before = await snapshot()
  const res = await call()
  const context = JSON.stringify(input).slice(0, 300)
  expect(res.status, context).toBeLessThan(500)
  if (res.status >= 400) {
    expect(res.body.status, context).toBe(false)
    expect(typeof res.body.msg, context).toBe('string')
    // A clear message of ours, never valibot's generic one.
    expect(res.body.msg, context).not.toMatch(/^Invalid (key|type)/)
    expect(await snapshot(), context).toBe(before)
  }
}

/** Keeps a line in the buyer's cart, so a checkout has something to place. */
const refill = async () => {
  cartIn(await addToCart(buyer, id.pens, 1))
}

describe('no input makes a shop endpoint fail with a 5xx or write on a 4xx', () => {
  it.each(Object.keys(bodies) as Array<keyof typeof bodies>)('POST %s with near-valid payloads', async (path) => {
    const client = path === 'update-order-status' ? approver : buyer
    await fc.assert(
      fc.asyncProperty(bodies[path](), async (input) => {
        if (path === 'create-order') await refill()
        await expectClean(() => client.post(path, input), input)
      }),
      NEAR_VALID_RUNS,
    )
  })

  it.each(Object.keys(bodies))('POST %s with any JSON value', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), (input) => expectClean(() => buyer.post(path, input), input)),
      RUNS,
    )
  })

  it('DELETE delete-cart-item with any CartID', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.constant(othersCartId), fc.string({ unit: 'binary' })), (value) =>
        expectClean(
          () => buyer.send('DELETE', `delete-cart-item?${new URLSearchParams({ CartID: value })}`, undefined),
          value,
        ),
      ),
      RUNS,
    )
  })

  it.each(['get-all-orders', 'get-order-by-id', 'get-cart'])('GET %s with any query string', async (path) => {
    const params = fc.dictionary(
      fc.constantFrom(
        'search_txt',
        'iDisplayStart',
        'iDisplayLength',
        'iSortCol_0',
        'sSortDir_0',
        'status',
        'from',
        'to',
        'OrderID',
      ),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.integer().map(String),
        fc.constantFrom('%', '_', '\\', "'", '1e999', '2026-02-30', 'ORD\u0000', '0000-01-01'),
      ),
    )
    await fc.assert(
      fc.asyncProperty(params, (query) =>
        expectClean(() => approver.get(`${path}?${new URLSearchParams(query)}`), query),
      ),
      RUNS,
    )
  })

  it('a checkout placed here still reads back', async () => {
    expect(orderIn(await buyer.get(`get-order-by-id?OrderID=${myOrderId}`)).OrderID).toBe(myOrderId)
  })
})
