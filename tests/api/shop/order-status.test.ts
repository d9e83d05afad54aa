import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../../src/shared/order-schemas'
import type { OrderStatus } from '../../../src/shared/order-status'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, orderIn, orderRecord, placeOrder, signedIn, stockOf } from './shop-fixtures'

let t: TestApp
let manager: ApiClient
let categoryId: number

beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
})
afterAll(() => t.close())

const product = async (extra: Record<string, unknown> = {}) =>
  (await addProduct(manager, categoryId, { Price: 10, Stock: 100, ...extra })).ProductID

const move = (client: ApiClient, order: Pick<Order, 'OrderID'>, Status: unknown, extra: Record<string, unknown> = {}) =>
  client.post('update-order-status', { OrderID: order.OrderID, Status, ...extra })

/** The people around one order: its owner, another buyer, and one of each other role. */
async function people() {
  const roles = ['approver', 'warehouse', 'admin', 'catalogue_manager'] as const
  const others = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await signedIn(t, r)] as const)))
  return { owner: await signedIn(t, 'buyer'), otherBuyer: await signedIn(t, 'buyer'), ...others } as Record<
    'owner' | 'otherBuyer' | Exclude<Role, 'buyer'>,
    ApiClient
  >
}

/** How an order reaches each status from Placed, and who moves it there. */
const PATH_TO: Record<OrderStatus, ReadonlyArray<['owner' | 'approver' | 'warehouse', OrderStatus]>> = {
  Placed: [],
  'Pending Approval': [['owner', 'Pending Approval']],
  Approved: [['approver', 'Approved']],
  Fulfilled: [
    ['approver', 'Approved'],
    ['warehouse', 'Fulfilled'],
  ],
  Cancelled: [['owner', 'Cancelled']],
}

describe('POST update-order-status', () => {
  it.each([
    ['Placed', 'Pending Approval', 'owner', 200],
    ['Placed', 'Approved', 'approver', 200],
    ['Placed', 'Approved', 'admin', 200],
    ['Placed', 'Cancelled', 'owner', 200],
    ['Placed', 'Cancelled', 'approver', 200],
    ['Pending Approval', 'Approved', 'approver', 200],
    ['Pending Approval', 'Cancelled', 'owner', 200],
    ['Approved', 'Fulfilled', 'warehouse', 200],
    ['Approved', 'Fulfilled', 'admin', 200],
    ['Approved', 'Cancelled', 'approver', 200],
    ['Placed', 'Approved', 'owner', 403],
    ['Placed', 'Approved', 'warehouse', 403],
    ['Placed', 'Pending Approval', 'approver', 403],
    ['Placed', 'Cancelled', 'warehouse', 403],
    ['Approved', 'Fulfilled', 'approver', 403],
    ['Approved', 'Cancelled', 'owner', 403],
    ['Placed', 'Fulfilled', 'warehouse', 409],
    ['Placed', 'Fulfilled', 'admin', 409],
    ['Fulfilled', 'Cancelled', 'admin', 409],
    ['Cancelled', 'Placed', 'owner', 409],
    ['Cancelled', 'Approved', 'approver', 409],
    ['Placed', 'Cancelled', 'otherBuyer', 404],
    ['Placed', 'Approved', 'catalogue_manager', 404],
  ] as const)('%s -> %s by %s: %i', async (from, to, by, status) => {
    const who = await people()
    let order = await placeOrder(who.owner, [[await product(), 1]])
    for (const [mover, next] of PATH_TO[from]) order = orderIn(await move(who[mover], order, next))
    const res = await move(who[by], order, to, { Remarks: 'Checked' })
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    const now = orderIn(await who.admin.get(`get-order-by-id?OrderID=${order.OrderID}`))
    if (status === 200) {
      expect(res.body.msg).toBe('Order updated')
      expect(orderIn(res).Status).toBe(to)
      expect(now.Status).toBe(to)
      expect(now.History.at(-1)).toMatchObject({ Status: to, Remarks: 'Checked' })
      expect(now.History).toHaveLength(order.History.length + 1)
    } else {
      expect(orderRecord(now)).toEqual(orderRecord(order))
      expect(res.body.msg).toBe(
        status === 404
          ? 'Order not found'
          : status === 403
            ? `You cannot move an order from ${from} to ${to}`
            : `An order that is ${from} cannot be moved to ${to}`,
      )
    }
  })

  it('moving to the status the order has changes nothing (a replay)', async () => {
    const who = await people()
    const order = await placeOrder(who.owner, [[await product(), 1]])
    const approved = orderIn(await move(who.approver, order, 'Approved'))
    expect(orderIn(await move(who.approver, order, 'Approved'))).toEqual(approved)
    expect(approved.History.map((h) => h.Status)).toEqual(['Placed', 'Approved'])
  })

  it('a cancel returns the reserved stock once, whole units for a fractional quantity', async () => {
    const who = await people()
    const pens = await product({ Stock: 20 })
    const cable = await product({ Stock: 10, UnitsofMeasurement: 'uom' })
    const order = await placeOrder(who.owner, [
      [pens, 4],
      [cable, 2.4],
    ])
    expect([await stockOf(manager, pens), await stockOf(manager, cable)]).toEqual([16, 7])
    const key = { headers: { 'Idempotency-Key': `cancel-${uuidv7()}` } }
    orderIn(await move(who.owner, order, 'Cancelled', {}))
    expect(
      (await who.owner.post('update-order-status', { OrderID: order.OrderID, Status: 'Cancelled' }, key)).status,
    ).toBe(200)
    orderIn(await move(who.approver, order, 'Cancelled'))
    expect([await stockOf(manager, pens), await stockOf(manager, cable)]).toEqual([20, 10])
  })

  it('fulfilling keeps the stock reserved at placing', async () => {
    const who = await people()
    const pens = await product({ Stock: 20 })
    let order = await placeOrder(who.owner, [[pens, 5]])
    order = orderIn(await move(who.approver, order, 'Approved'))
    orderIn(await move(who.warehouse, order, 'Fulfilled'))
    expect(await stockOf(manager, pens)).toBe(15)
  })

  it.each([
    ['an unknown status', { Status: 'Shipped' }, 'Unknown order status'],
    ['an OrderID that is not a UUID', { OrderID: 'abc' }, 'Invalid order ID'],
    ['long remarks', { Remarks: 'r'.repeat(501) }, 'Remarks must be at most 500 characters'],
    ['remarks that are not text', { Remarks: 5 }, 'Remarks must be text'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, msg) => {
    const who = await people()
    const order = await placeOrder(who.owner, [[await product(), 1]])
    const res = await who.approver.post('update-order-status', {
      OrderID: order.OrderID,
      Status: 'Approved',
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(msg)
    expect(orderRecord(orderIn(await who.admin.get(`get-order-by-id?OrderID=${order.OrderID}`)))).toEqual(
      orderRecord(order),
    )
  })

  it('is 404 for an admin of another tenant, and the order stays as it is', async () => {
    const who = await people()
    const order = await placeOrder(who.owner, [[await product(), 1]])
    const tenantId = await t.createTenant('Elsewhere', ['elsewhere.test'])
    const stranger = await signedIn(t, 'admin', { id: tenantId, domain: 'elsewhere.test' })
    const res = await move(stranger, order, 'Cancelled')
    expect(res.status).toBe(404)
    expect((await stranger.get(`get-order-by-id?OrderID=${order.OrderID}`)).status).toBe(404)
    expect(orderIn(await who.owner.get(`get-order-by-id?OrderID=${order.OrderID}`)).Status).toBe('Placed')
  })
})
