import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Order, type OrderRow, OrderRowSchema } from '../../../src/shared/order-schemas'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { authBody, createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../helpers/test-app'
import { addCategory, addProduct, orderIn, orderRecord, placeOrder, qs } from './shop-fixtures'

// A tenant of its own, so the counts, numbers and orders below are exact.
const DOMAIN = 'orders.test'
let t: TestApp
let tenantId: string
const user: Partial<Record<Role | 'buyerB', TestUser>> = {}
/** The orders by name: A1, B1 on 5 January; A2 on the 6th; B2 and A3 on the 7th. */
const placed: Record<string, Order> = {}

/** A fresh session of a user on this file's tenant (the clock moves between days, so sessions do not last). */
async function login(who: keyof typeof user): Promise<ApiClient> {
  const u = user[who]
  if (!u) throw new Error(`no user ${who}`)
  const client = t.client({ domain: DOMAIN })
  const res = await client.post('validate-user', authBody(u.email, { DomainName: DOMAIN, Password: TEST_PASSWORD }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return client
}

beforeAll(async () => {
  t = await createTestApp()
  tenantId = await t.createTenant('Orders Co', [DOMAIN])
  for (const role of ['buyer', 'approver', 'warehouse', 'admin', 'catalogue_manager'] as const) {
    user[role] = await t.createUser({ role, tenantId })
  }
  user.buyerB = await t.createUser({ role: 'buyer', tenantId })
  const manager = await login('catalogue_manager')
  const category = (await addCategory(manager)).CategoryID
  const product = (await addProduct(manager, category, { Price: 10, TaxPercentage: 18, Stock: 1000 })).ProductID
  const day = async (orders: ReadonlyArray<[name: string, who: 'buyer' | 'buyerB', quantity: number]>) => {
    for (const [name, who, quantity] of orders) placed[name] = await placeOrder(await login(who), [[product, quantity]])
  }
  await day([
    ['A1', 'buyer', 5],
    ['B1', 'buyerB', 1],
  ])
  t.clock.advanceMinutes(24 * 60)
  await day([['A2', 'buyer', 30]])
  orderIn(
    await (await login('approver')).post('update-order-status', { OrderID: placed.A2?.OrderID, Status: 'Approved' }),
  )
  t.clock.advanceMinutes(24 * 60)
  await day([
    ['B2', 'buyerB', 12],
    ['A3', 'buyer', 2],
  ])
})
afterAll(() => t.close())

const list = async (who: keyof typeof user, params: Record<string, string | number> = {}) => {
  const res = await (await login(who)).get(`get-all-orders?${qs(params)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const rows = v.parse(v.array(OrderRowSchema), res.body.data)
  return { names: rows.map(nameOf), rows, total: res.body.recordsTotal, filtered: res.body.recordsFiltered }
}
const nameOf = (row: OrderRow) => Object.entries(placed).find(([, o]) => o.OrderID === row.OrderID)?.[0] ?? row.OrderID

describe('GET get-all-orders', () => {
  it('numbers orders per tenant in placing order', () => {
    expect(['A1', 'B1', 'A2', 'B2', 'A3'].map((name) => placed[name]?.OrderNumber)).toEqual([
      'ORD-2026-000001',
      'ORD-2026-000002',
      'ORD-2026-000003',
      'ORD-2026-000004',
      'ORD-2026-000005',
    ])
  })

  it.each([
    ['buyer', ['A1', 'A2', 'A3']],
    ['buyerB', ['B1', 'B2']],
    ['catalogue_manager', []],
    ['approver', ['A1', 'B1', 'A2', 'B2', 'A3']],
    ['warehouse', ['A1', 'B1', 'A2', 'B2', 'A3']],
    ['admin', ['A1', 'B1', 'A2', 'B2', 'A3']],
  ] as const)('%s sees %j', async (who, names) => {
    const page = await list(who)
    expect(page.names).toEqual(names)
    expect([page.total, page.filtered]).toEqual([names.length, names.length])
  })

  it('answers the list row of each order', async () => {
    const { rows } = await list('buyer', { iDisplayLength: 1 })
    expect(rows).toEqual([
      {
        OrderID: placed.A1?.OrderID,
        OrderNumber: 'ORD-2026-000001',
        Status: 'Placed',
        PlacedBy: `Test ${user.buyer?.email}`,
        PlacedAt: '2026-01-05T09:00:00.000Z',
        RequiredBy: '2026-01-12',
        ItemCount: 1,
        Total: 59,
      },
    ])
  })

  it.each([
    [{ iDisplayStart: 2, iDisplayLength: 2 }, ['A2', 'B2'], 5],
    [{ iDisplayStart: 4, iDisplayLength: 2 }, ['A3'], 5],
    [{ iDisplayStart: 10 }, [], 5],
    [{ iSortCol_0: 0, sSortDir_0: 'desc' }, ['A3', 'B2', 'A2', 'B1', 'A1'], 5],
    [{ iSortCol_0: 1, sSortDir_0: 'desc' }, ['A3', 'B2', 'A2', 'B1', 'A1'], 5],
    [{ iSortCol_0: 3, sSortDir_0: 'asc' }, ['B1', 'A3', 'A1', 'B2', 'A2'], 5],
    [{ iSortCol_0: 2, sSortDir_0: 'asc' }, ['A2', 'A1', 'B1', 'B2', 'A3'], 5],
    [{ status: 'Approved' }, ['A2'], 1],
    [{ status: 'Cancelled' }, [], 0],
    [{ from: '2026-01-06' }, ['A2', 'B2', 'A3'], 3],
    [{ to: '2026-01-06' }, ['A1', 'B1', 'A2'], 3],
    [{ from: '2026-01-06', to: '2026-01-06' }, ['A2'], 1],
    [{ search_txt: '000004' }, ['B2'], 1],
    [{ search_txt: 'ord-2026' }, ['A1', 'B1', 'A2', 'B2', 'A3'], 5],
    [{ search_txt: '%' }, [], 0],
  ])('pages, sorts and filters: %j', async (params, names, filtered) => {
    const page = await list('admin', params)
    expect(page.names).toEqual(names)
    expect([page.total, page.filtered]).toEqual([5, filtered])
  })

  it.each([
    [{ status: 'Shipped' }, 'Unknown order status'],
    [{ from: '2026-13-01' }, 'from must be a date (YYYY-MM-DD)'],
    [{ to: '2026-02-30' }, 'to must be a date (YYYY-MM-DD)'],
    [{ from: '0000-01-01' }, 'from must be a date (YYYY-MM-DD)'],
    [{ iDisplayLength: 1000 }, 'iDisplayLength must be a whole number from 1 to 100'],
    [{ iSortCol_0: 5 }, 'iSortCol_0 must be a column number from 0 to 4'],
    [{ search_txt: 'ORD\u0000' }, 'Search text cannot contain control characters'],
  ])('refuses %j with 400', async (params, msg) => {
    const res = await (await login('admin')).get(`get-all-orders?${qs(params)}`)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(msg)
  })

  it("shows another tenant's orders to nobody", async () => {
    const demoAdmin = t.client()
    await t.signIn(demoAdmin, (await t.createUser({ role: 'admin' })).email)
    const res = await demoAdmin.get('get-all-orders')
    expect(res.body).toMatchObject({ status: true, data: [], recordsTotal: 0 })
    expect((await demoAdmin.get(`get-order-by-id?OrderID=${placed.A1?.OrderID}`)).status).toBe(404)
  })
})

describe('GET get-order-by-id', () => {
  it('answers the order with lines, totals and history to its owner and to oversight roles', async () => {
    for (const who of ['buyer', 'approver', 'warehouse', 'admin'] as const) {
      const order = orderIn(await (await login(who)).get(`get-order-by-id?OrderID=${placed.A2?.OrderID}`))
      expect(orderRecord(order)).toEqual(
        placed.A2 && { ...orderRecord(placed.A2), Status: 'Approved', History: expect.any(Array) },
      )
      expect(order.History.map((h) => [h.Status, h.At])).toEqual([
        ['Placed', '2026-01-06T09:00:00.000Z'],
        ['Approved', '2026-01-06T09:00:00.000Z'],
      ])
    }
  })

  it.each([
    ["another buyer's order", 'buyerB', (): string | undefined => placed.A1?.OrderID, 404, 'Order not found'],
    [
      'an order to a catalogue manager who did not place it',
      'catalogue_manager',
      (): string | undefined => placed.A1?.OrderID,
      404,
      'Order not found',
    ],
    ['an unknown order', 'admin', (): string => '01890a5d-ac96-774b-bcce-b302099a8057', 404, 'Order not found'],
    ['an OrderID that is not a UUID', 'admin', (): string => '42', 400, 'Invalid order ID'],
  ] as const)('answers %s', async (_label, who, orderId, status, msg) => {
    const res = await (await login(who)).get(`get-order-by-id?OrderID=${orderId()}`)
    expect(res.status).toBe(status)
    expect(res.body.msg).toBe(msg)
  })
})
