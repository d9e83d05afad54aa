import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders } from '../../../server/db/schema/orders'
import { CartSchema } from '../../../src/shared/cart-schemas'
import { fromPaise, toPaise } from '../../../src/shared/money'
import { lineGrossPaise, orderTotals } from '../../../src/shared/order-totals'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addCategory,
  addProduct,
  addToCart,
  cartIn,
  createOrder,
  editProduct,
  getCart,
  orderIn,
  setStock,
  signedIn,
  stockOf,
  TODAY,
} from './shop-fixtures'

let t: TestApp
let manager: ApiClient
let categoryId: number

beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
})
afterAll(() => t.close())

/** A fresh product of this file's category. */
const product = async (extra: Record<string, unknown> = {}) =>
  (await addProduct(manager, categoryId, { Price: 100, Stock: 50, TaxPercentage: 18, ...extra })).ProductID
const buyer = () => signedIn(t, 'buyer')
const orderCount = async (client: ApiClient) => (await client.get('get-all-orders')).body.recordsTotal

/** A buyer with the given lines in the cart. */
async function buyerWith(lines: ReadonlyArray<[productId: number, quantity: number]>) {
  const client = await buyer()
  for (const [productId, quantity] of lines) cartIn(await addToCart(client, productId, quantity))
  return client
}

describe('POST create-order', () => {
  it('places the cart as an order: lines and GST copied, stock reserved, cart emptied, history started', async () => {
    const pens = await product({ Name: 'Gel pens', Price: 12.35, TaxPercentage: 18, UnitsofMeasurement: 'pieces' })
    const paper = await product({ Name: 'A4 paper', Price: 249.99, TaxPercentage: 12, UnitsofMeasurement: 'boxes' })
    const client = await buyerWith([
      [pens, 7],
      [paper, 3],
    ])
    const body = { DeliveryAddress: '  Gate 2, Chakan  ', RequiredBy: '2026-01-20', Notes: 'Ring on arrival' }
    const res = await createOrder(client, body)
    expect(res.body.msg).toBe('Order placed')
    const order = orderIn(res)
    expect(order).toMatchObject({
      OrderNumber: expect.stringMatching(/^ORD-2026-\d{6}$/),
      Status: 'Placed',
      DeliveryAddress: 'Gate 2, Chakan',
      RequiredBy: '2026-01-20',
      Notes: 'Ring on arrival',
      PlacedAt: '2026-01-05T09:00:00.000Z',
      ItemCount: 2,
    })
    const pensLine = { quantity: 7, unitPrice: 12.35, gstPercent: 18 }
    const paperLine = { quantity: 3, unitPrice: 249.99, gstPercent: 12 }
    expect(
      order.Lines.map((l) => [l.Name, l.UnitsofMeasurement, l.Quantity, l.UnitPrice, l.TaxPercentage, l.LineTotal]),
    ).toEqual([
      ['Gel pens', 'pieces', 7, 12.35, 18, fromPaise(lineGrossPaise(pensLine))],
      ['A4 paper', 'boxes', 3, 249.99, 12, fromPaise(lineGrossPaise(paperLine))],
    ])
    const totals = orderTotals([pensLine, paperLine])
    expect(order.Totals).toMatchObject({
      Subtotal: fromPaise(totals.subtotalPaise),
      Gst: fromPaise(totals.gstPaise),
      Total: fromPaise(totals.totalPaise),
    })
    expect(order.Total).toBe(order.Totals.Total)
    expect(order.History).toEqual([
      { Status: 'Placed', At: '2026-01-05T09:00:00.000Z', By: expect.any(String), Remarks: 'Order placed' },
    ])
    expect((await getCart(client)).CartItems).toEqual([])
    expect([await stockOf(manager, pens), await stockOf(manager, paper)]).toEqual([43, 47])
  })

  it('stores line and order totals equal to the shared money functions', async () => {
    const lines: Array<[number, number, number, number]> = [
      [0.01, 7, 18, 1],
      [3.33, 3, 12, 1],
      [1999.99, 1.125, 18, 1],
      [49.95, 11, 10, 1],
    ]
    const client = await buyer()
    for (const [price, quantity, gst] of lines) {
      const unit = Number.isInteger(quantity) ? 'pieces' : 'uom'
      cartIn(
        await addToCart(
          client,
          await product({ Price: price, TaxPercentage: gst, UnitsofMeasurement: unit }),
          quantity,
        ),
      )
    }
    const order = orderIn(await createOrder(client))
    const stored = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.OrderID))
      .orderBy(orderLines.position)
    const priced = lines.map(([unitPrice, quantity, gstPercent]) => ({ quantity, unitPrice, gstPercent }))
    expect(stored.map((l) => toPaise(Number(l.lineTotal)))).toEqual(priced.map(lineGrossPaise))
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.OrderID))
    const totals = orderTotals(priced)
    expect([row?.subtotal, row?.gst, row?.total].map((x) => toPaise(Number(x)))).toEqual([
      totals.subtotalPaise,
      totals.gstPaise,
      totals.totalPaise,
    ])
    expect(stored.reduce((sum, l) => sum + toPaise(Number(l.lineTotal)), 0)).toBe(totals.totalPaise)
  })

  it('reserves whole units of stock for a fractional uom quantity', async () => {
    const cable = await product({ UnitsofMeasurement: 'uom', Stock: 5 })
    const client = await buyerWith([[cable, 2.5]])
    orderIn(await createOrder(client))
    expect(await stockOf(manager, cable)).toBe(2)
    const short = await buyerWith([[cable, 2.001]])
    expect((await createOrder(short)).status).toBe(409)
  })

  it('refuses an empty cart', async () => {
    const res = await createOrder(await buyer())
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Your cart is empty')
  })

  it('places one order for two sends with one Idempotency-Key', async () => {
    const client = await buyerWith([[await product(), 2]])
    const options = { headers: { 'Idempotency-Key': `order-${uuidv7()}` } }
    const body = { OrderID: uuidv7() }
    const first = await createOrder(client, body, options)
    const replay = await createOrder(client, body, options)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    expect(await orderCount(client)).toBe(1)
  })

  it('answers the same order for the same OrderID sent again without a key, leaving the new cart alone', async () => {
    const pens = await product()
    const client = await buyerWith([[pens, 2]])
    const body = { OrderID: uuidv7() }
    const first = orderIn(await createOrder(client, body))
    cartIn(await addToCart(client, pens, 1))
    const again = orderIn(await createOrder(client, { ...body, RequiredBy: '2020-01-01' }))
    expect(again).toEqual(first)
    expect(await orderCount(client)).toBe(1)
    expect((await getCart(client)).CartItems.map((l) => l.Quantity)).toEqual([1])
    expect(await stockOf(manager, pens)).toBe(48)
  })

  it("refuses another user's OrderID with 409 and changes nothing", async () => {
    const owner = await buyerWith([[await product(), 1]])
    const body = { OrderID: uuidv7() }
    orderIn(await createOrder(owner, body))
    const other = await buyerWith([[await product(), 1]])
    const before = await getCart(other)
    const res = await createOrder(other, body)
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('This OrderID is already used')
    expect(await getCart(other)).toEqual(before)
    expect(await orderCount(other)).toBe(0)
  })

  it('refuses a changed price until the buyer accepts it, then orders at the new price', async () => {
    const pens = await product({ Name: 'Marker', Price: 40 })
    const client = await buyerWith([[pens, 2]])
    await editProduct(manager, pens, { Price: 45.5 })
    const refused = await createOrder(client)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('Prices changed for Marker. Review the cart and confirm.')
    const cart = v.parse(CartSchema, refused.body.data)
    expect(cart.CartItems).toMatchObject([{ UnitPrice: 40, CurrentPrice: 45.5, PriceChanged: true }])
    expect(await getCart(client)).toEqual(cart)
    expect(await stockOf(manager, pens)).toBe(50)
    const order = orderIn(await createOrder(client, { AcceptPriceChanges: true }))
    expect(order.Lines.map((l) => l.UnitPrice)).toEqual([45.5])
    expect(order.Total).toBe(fromPaise(lineGrossPaise({ quantity: 2, unitPrice: 45.5, gstPercent: 18 })))
  })

  it('refuses a line short of stock, and an unavailable product, with the cart and no change', async () => {
    const scarce = await product({ Name: 'Toner', Stock: 3 })
    const retired = await product({ Name: 'Old stapler' })
    const client = await buyerWith([
      [scarce, 3],
      [retired, 1],
    ])
    await setStock(manager, scarce, 2)
    await editProduct(manager, retired, { Status: 'Archived' })
    const unavailable = await createOrder(client)
    expect(unavailable.status).toBe(409)
    expect(unavailable.body.msg).toBe('Remove the items that are no longer available: Old stapler')
    const cart = await getCart(client)
    const retiredLine = cart.CartItems.find((l) => l.ProductID === retired)
    cartIn(await client.send('DELETE', `delete-cart-item?CartID=${retiredLine?.CartID}`, undefined))
    const short = await createOrder(client)
    expect(short.status).toBe(409)
    expect(short.body.msg).toBe('Not enough stock: Toner (2 left)')
    expect(v.parse(CartSchema, short.body.data).CartItems).toMatchObject([{ StockShort: true }])
    expect(await stockOf(manager, scarce)).toBe(2)
    expect(await orderCount(client)).toBe(0)
  })

  it.each([
    ['yesterday', { RequiredBy: '2026-01-04' }, 'Required-by date cannot be in the past'],
    ['a day that does not exist', { RequiredBy: '2026-02-30' }, 'Required-by date must be a date (YYYY-MM-DD)'],
    ['a date in another format', { RequiredBy: '12/01/2026' }, 'Required-by date must be a date (YYYY-MM-DD)'],
    ['no delivery address', { DeliveryAddress: '   ' }, 'Delivery address is required'],
    [
      'a long delivery address',
      { DeliveryAddress: 'x'.repeat(501) },
      'Delivery address must be at most 500 characters',
    ],
    ['a NUL in the address', { DeliveryAddress: 'Gate\u00002' }, 'Delivery address cannot contain control characters'],
    ['long notes', { Notes: 'n'.repeat(1001) }, 'Notes must be at most 1000 characters'],
    ['an OrderID that is not a UUID', { OrderID: 'order-1' }, 'OrderID must be a UUID'],
    ['AcceptPriceChanges as text', { AcceptPriceChanges: 'yes' }, 'AcceptPriceChanges must be true or false'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, msg) => {
    const pens = await product()
    const client = await buyerWith([[pens, 1]])
    const before = await getCart(client)
    const res = await createOrder(client, change)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(msg)
    expect(await getCart(client)).toEqual(before)
    expect(await stockOf(manager, pens)).toBe(50)
  })

  it('takes today as the required-by date and keeps a multi-line address', async () => {
    const client = await buyerWith([[await product(), 1]])
    const order = orderIn(await createOrder(client, { RequiredBy: TODAY, DeliveryAddress: 'Unit 5\nPune' }))
    expect(order).toMatchObject({ RequiredBy: TODAY, DeliveryAddress: 'Unit 5\nPune' })
  })

  it('refuses an order whose total a money column cannot hold', async () => {
    const big = { Price: 500_000_000_000, Stock: 5 }
    const client = await buyerWith([
      [await product(big), 1],
      [await product(big), 1],
    ])
    const res = await createOrder(client)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('This order comes to more than one order can hold')
    expect((await getCart(client)).CartItems).toHaveLength(2)
  })

  it('two concurrent checkouts of one cart place one order; the other finds the cart empty', async () => {
    const pens = await product()
    const client = await buyerWith([[pens, 4]])
    const answers = await Promise.all([createOrder(client), createOrder(client)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
    expect(answers.find((r) => r.status === 400)?.body.msg).toBe('Your cart is empty')
    expect(await orderCount(client)).toBe(1)
    expect(await stockOf(manager, pens)).toBe(46)
  })

  it('two concurrent sends of one checkout place one order and both answer it', async () => {
    const pens = await product()
    const client = await buyerWith([[pens, 4]])
    const body = { OrderID: uuidv7() }
    const answers = await Promise.all([createOrder(client, body), createOrder(client, body)])
    const [first, second] = answers.map(orderIn)
    expect(second).toEqual(first)
    expect(await orderCount(client)).toBe(1)
    expect(await stockOf(manager, pens)).toBe(46)
  })

  it('two buyers racing for the last units: one order, one 409, stock never below zero', async () => {
    const scarce = await product({ Name: 'Last ones', Stock: 3 })
    const clients = [await buyerWith([[scarce, 2]]), await buyerWith([[scarce, 2]])]
    const answers = await Promise.all(clients.map((client) => createOrder(client)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await stockOf(manager, scarce)).toBe(1)
  })
})
