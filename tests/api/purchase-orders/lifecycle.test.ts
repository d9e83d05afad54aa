import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { PoStatus } from '../../../src/shared/po-status'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poById, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let who: Record<Role, ApiClient>
let vendorId: string
let unit: number

beforeAll(async () => {
  t = await createTestApp()
  const roles = ['admin', 'buyer', 'catalogue_manager', 'approver', 'warehouse'] as const
  who = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await signedIn(t, r)] as const))) as Record<
    Role,
    ApiClient
  >
  vendorId = (await addVendor(t)).id
  unit = (await unitIds(who.buyer)).Nos ?? 0
})
afterAll(() => t.close())

/** A Draft with two lines: 10 and 5 of something. */
const draft = async () =>
  poIn(
    await addPo(
      who.buyer,
      poBody(vendorId, unit, { products: [lineBody(unit), lineBody(unit, { Particular: 'Washer', Quantity: 5 })] }),
    ),
  )

/** How a PO reaches each status from Draft, and who moves it there. */
const PATH_TO: Record<PoStatus, ReadonlyArray<[Role, PoStatus]>> = {
  Draft: [],
  'Pending Approval': [['buyer', 'Pending Approval']],
  Approved: [
    ['buyer', 'Pending Approval'],
    ['approver', 'Approved'],
  ],
  Issued: [
    ['buyer', 'Pending Approval'],
    ['approver', 'Approved'],
    ['buyer', 'Issued'],
  ],
  'Partially Delivered': [],
  'Fully Delivered': [
    ['buyer', 'Pending Approval'],
    ['approver', 'Approved'],
    ['buyer', 'Issued'],
    ['warehouse', 'Fully Delivered'],
  ],
  Closed: [
    ['buyer', 'Pending Approval'],
    ['approver', 'Approved'],
    ['buyer', 'Issued'],
    ['warehouse', 'Fully Delivered'],
    ['buyer', 'Closed'],
  ],
  Rejected: [
    ['buyer', 'Pending Approval'],
    ['approver', 'Rejected'],
  ],
  Cancelled: [['buyer', 'Cancelled']],
}

async function poAt(status: PoStatus): Promise<PurchaseOrder> {
  let po = await draft()
  for (const [role, next] of PATH_TO[status]) po = poIn(await movePo(who[role], po.poId, next))
  expect(po.status).toBe(status)
  return po
}

describe('POST update-po-status', () => {
  it.each([
    ['Draft', 'Pending Approval', 'buyer', 200],
    ['Draft', 'Cancelled', 'buyer', 200],
    ['Draft', 'Cancelled', 'admin', 200],
    ['Pending Approval', 'Approved', 'approver', 200],
    ['Pending Approval', 'Rejected', 'approver', 200],
    ['Pending Approval', 'Approved', 'admin', 200],
    ['Approved', 'Issued', 'buyer', 200],
    ['Approved', 'Cancelled', 'buyer', 200],
    ['Issued', 'Cancelled', 'buyer', 200],
    ['Issued', 'Fully Delivered', 'warehouse', 200],
    ['Fully Delivered', 'Closed', 'buyer', 200],
    ['Draft', 'Pending Approval', 'approver', 403],
    ['Draft', 'Pending Approval', 'warehouse', 403],
    ['Pending Approval', 'Approved', 'buyer', 403],
    ['Pending Approval', 'Rejected', 'warehouse', 403],
    ['Approved', 'Issued', 'approver', 403],
    ['Issued', 'Fully Delivered', 'buyer', 403],
    ['Fully Delivered', 'Closed', 'warehouse', 403],
    ['Draft', 'Approved', 'approver', 409],
    ['Draft', 'Issued', 'admin', 409],
    ['Pending Approval', 'Cancelled', 'buyer', 409],
    ['Issued', 'Partially Delivered', 'warehouse', 409],
    ['Closed', 'Draft', 'admin', 409],
    ['Rejected', 'Pending Approval', 'buyer', 409],
    ['Cancelled', 'Draft', 'buyer', 409],
    ['Fully Delivered', 'Cancelled', 'buyer', 409],
  ] as const)('%s -> %s by %s: %i', async (from, to, by, status) => {
    const po = await poAt(from)
    const res = await movePo(who[by], po.poId, to, { remarks: 'Checked' })
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    const now = await poById(who.admin, po.poId)
    expect(now.status).toBe(status === 200 ? to : from)
    const last = now.audit.at(-1)
    if (status === 200) expect(last).toMatchObject({ from, to, remarks: 'Checked' })
    else expect(now.audit).toHaveLength(po.audit.length)
  })

  it('lets the catalogue manager do nothing', async () => {
    const po = await draft()
    expect((await movePo(who.catalogue_manager, po.poId, 'Pending Approval')).status).toBe(403)
  })

  it('treats a repeat of the current status as a replay, and refuses a stale version with the current PO', async () => {
    const po = await poAt('Pending Approval')
    const again = poIn(await movePo(who.buyer, po.poId, 'Pending Approval'))
    expect(again.version).toBe(po.version)
    const stale = await movePo(who.approver, po.poId, 'Approved', { version: po.version - 1 })
    expect(stale.status).toBe(409)
    expect((stale.body.data as PurchaseOrder).status).toBe('Pending Approval')
    poIn(await movePo(who.approver, po.poId, 'Approved', { version: po.version }))
  })

  it('needs remarks to reject', async () => {
    const po = await poAt('Pending Approval')
    const res = await movePo(who.approver, po.poId, 'Rejected', { remarks: '  ' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Remarks are required to reject a purchase order')
  })

  it("answers another tenant's PO with 404 and an unknown status with 400", async () => {
    const po = await draft()
    const tenant = { id: await t.createTenant('Else', ['else.test']), domain: 'else.test' }
    const stranger = await signedIn(t, 'admin', tenant)
    expect((await movePo(stranger, po.poId, 'Cancelled')).status).toBe(404)
    expect((await movePo(who.buyer, po.poId, 'Shipped' as PoStatus)).status).toBe(400)
  })

  it('Mark Delivered receives everything outstanding as one delivery', async () => {
    const po = await poAt('Fully Delivered')
    expect(po.products.map((p) => p.DeliveredQuantity)).toEqual([10, 5])
    expect(po.deliveries).toHaveLength(1)
    expect(po.audit.at(-1)).toMatchObject({ action: 'delivery', from: 'Issued', to: 'Fully Delivered' })
  })
})

describe('POST record-po-delivery', () => {
  const deliver = (client: ApiClient, po: PurchaseOrder, quantities: number[], deliveryId = uuidv7()) =>
    client.post('record-po-delivery', {
      poId: po.poId,
      deliveryId,
      lines: quantities.map((quantity, i) => ({ lineId: po.products[i]?.LineID, quantity })).filter((l) => l.quantity),
    })

  it('records a partial then a full delivery, moving the status and auditing each', async () => {
    const po = await poAt('Issued')
    const partial = poIn(await deliver(who.warehouse, po, [4, 5]))
    expect(partial.status).toBe('Partially Delivered')
    expect(partial.products.map((p) => p.DeliveredQuantity)).toEqual([4, 5])
    const full = poIn(await deliver(who.warehouse, partial, [6]))
    expect(full.status).toBe('Fully Delivered')
    expect(full.products.map((p) => p.DeliveredQuantity)).toEqual([10, 5])
    expect(full.deliveries.map((d) => d.lines)).toEqual([
      [
        { lineId: po.products[0]?.LineID, quantity: 4 },
        { lineId: po.products[1]?.LineID, quantity: 5 },
      ],
      [{ lineId: po.products[0]?.LineID, quantity: 6 }],
    ])
    expect(full.audit.slice(-2).map((a) => [a.from, a.to])).toEqual([
      ['Issued', 'Partially Delivered'],
      ['Partially Delivered', 'Fully Delivered'],
    ])
    expect(full.nextStatuses).toEqual([])
    expect((await poById(who.buyer, po.poId)).nextStatuses).toEqual(['Closed'])
  })

  it('adds fractional quantities exactly', async () => {
    const po = poIn(await addPo(who.buyer, poBody(vendorId, unit, { products: [lineBody(unit, { Quantity: 0.3 })] })))
    for (const [role, next] of PATH_TO.Issued) poIn(await movePo(who[role], po.poId, next))
    const one = poIn(await deliver(who.warehouse, po, [0.1]))
    const two = poIn(await deliver(who.warehouse, one, [0.2]))
    expect(two.status).toBe('Fully Delivered')
  })

  it('refuses more than was ordered and records nothing', async () => {
    const po = await poAt('Issued')
    poIn(await deliver(who.warehouse, po, [8]))
    const res = await deliver(who.warehouse, po, [3])
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Steel bolt M8: only 2 Nos are still to be delivered')
    const now = await poById(who.warehouse, po.poId)
    expect(now.products[0]?.DeliveredQuantity).toBe(8)
    expect(now.deliveries).toHaveLength(1)
  })

  it('is replay-safe by deliveryId', async () => {
    const po = await poAt('Issued')
    const deliveryId = uuidv7()
    const first = poIn(await deliver(who.warehouse, po, [2], deliveryId))
    const again = poIn(await deliver(who.warehouse, po, [2], deliveryId))
    expect(again).toEqual(first)
    const other = await poAt('Issued')
    expect((await deliver(who.warehouse, other, [2], deliveryId)).status).toBe(409)
  })

  it.each([
    ['Draft', 409],
    ['Approved', 409],
    ['Fully Delivered', 409],
    ['Cancelled', 409],
  ] as const)('refuses a delivery on a %s PO: %i', async (status, code) => {
    const po = await poAt(status)
    expect((await deliver(who.warehouse, po, [1])).status).toBe(code)
  })

  it('refuses a line of another PO, a zero quantity, a buyer and another tenant', async () => {
    const po = await poAt('Issued')
    const other = await draft()
    const foreignLine = await who.warehouse.post('record-po-delivery', {
      poId: po.poId,
      deliveryId: uuidv7(),
      lines: [{ lineId: other.products[0]?.LineID, quantity: 1 }],
    })
    expect(foreignLine.status).toBe(400)
    expect(foreignLine.body.msg).toBe('This line is not on the purchase order')
    const zero = await who.warehouse.post('record-po-delivery', {
      poId: po.poId,
      deliveryId: uuidv7(),
      lines: [{ lineId: po.products[0]?.LineID, quantity: 0 }],
    })
    expect(zero.body.msg).toBe('Delivered quantity must be more than 0')
    expect((await deliver(who.buyer, po, [1])).status).toBe(403)
    expect((await deliver(who.admin, po, [1])).status).toBe(200)
    const tenant = { id: await t.createTenant('Far', ['far.test']), domain: 'far.test' }
    expect((await deliver(await signedIn(t, 'warehouse', tenant), po, [1])).status).toBe(404)
  })
})
