import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DashboardSummary, DashboardSummarySchema, type RoleFigures } from '../../../src/shared/dashboard'
import type { Role } from '../../../src/shared/roles'
import { type Person, person, saveWorkflow } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import { authBody, createTestApp, nextId, TEST_PASSWORD, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addToCart, cartIn, createOrder, orderIn } from '../shop/shop-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A tenant of its own, so its figures count only what a test made. */
async function freshTenant() {
  const domain = `dash${nextId()}.test`
  const id = await t.createTenant(`Dash ${domain}`, [domain])
  return { id, domain }
}

/** Signs a person in again (after the clock moved past their session). */
async function signInAgain(p: Person, domain: string) {
  const res = await p.client.post('validate-user', authBody(p.email, { DomainName: domain, Password: TEST_PASSWORD }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

async function dashboard(p: Person): Promise<DashboardSummary> {
  const res = await p.client.get('get-dashboard')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(DashboardSummarySchema, res.body.data)
}

/** The figures of a role, checked to be that role's. */
async function figuresOf<R extends Role>(p: Person, role: R): Promise<Extract<RoleFigures, { role: R }>> {
  const { figures } = await dashboard(p)
  expect(figures.role).toBe(role)
  return figures as Extract<RoleFigures, { role: R }>
}

/** A buyer's PO of `rupees` (no GST) delivered on `deliveryDate`, moved along `moves` by the given people. */
async function po(
  buyer: Person,
  vendorId: string,
  rupees: number,
  deliveryDate: string,
  moves: Array<[Person, string]> = [],
  poDate = '2026-01-01',
) {
  const unit = (await unitIds(buyer.client)).Nos ?? 1
  const made = poIn(
    await addPo(
      buyer.client,
      poBody(vendorId, unit, {
        PoDate: poDate,
        deliveryDate,
        poValidity: null,
        products: [lineBody(unit, { Quantity: 1, BudgetedRate: rupees, GSTPercentage: 0 })],
      }),
    ),
  )
  for (const [who, status] of moves) {
    const res = await movePo(who.client, made.poId, status as never)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  return made
}

describe('buyer', () => {
  it('sees their own POs by status, deliveries due and late, orders waiting and spend, each with its list', async () => {
    const tenant = await freshTenant()
    const buyer = await person(t, 'buyer', tenant)
    const other = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    const vendor = await addVendor(t, { tenantId: tenant.id })
    await po(buyer, vendor.id, 100, '2026-01-20')
    await po(buyer, vendor.id, 250, '2026-01-09', [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
    ])
    await po(
      buyer,
      vendor.id,
      400,
      '2026-01-04',
      [
        [buyer, 'Pending Approval'],
        [approver, 'Approved'],
      ],
      '2025-12-20',
    )
    await po(other, vendor.id, 999, '2026-01-06')
    const f = await figuresOf(buyer, 'buyer')
    const byStatus = Object.fromEntries(f.posByStatus.map((s) => [s.status, [s.count, s.amount]]))
    expect(byStatus).toMatchObject({ Draft: [1, 100], Approved: [2, 650], Issued: [0, 0] })
    expect(f.posByStatus.find((s) => s.status === 'Draft')?.href).toBe(`/Manage-PO?status=Draft&createdBy=${buyer.id}`)
    expect(f.deliveriesDueThisWeek.count).toBe(1)
    expect(f.deliveriesDueThisWeek.href).toBe(
      `/Manage-PO?status=Approved%2CIssued%2CPartially%20Delivered&createdBy=${buyer.id}&deliveryDateFrom=2026-01-05&deliveryDateTo=2026-01-12`,
    )
    expect(f.deliveriesOverdue).toEqual({
      count: 1,
      href: `/Manage-PO?status=Approved%2CIssued%2CPartially%20Delivered&createdBy=${buyer.id}&deliveryDateTo=2026-01-04`,
    })
    // This month's spend counts POs dated this month: the December PO is not in it.
    expect(f.spendThisMonth).toMatchObject({ committed: 250, spent: 0, budget: null })
    expect(f.spendThisMonth.pos).toMatchObject({ amount: 250 })
    expect(f.spendThisMonth.pos.href).toContain('poDateFrom=2026-01-01&poDateTo=2026-01-31')
    expect(f.spendThisMonth.orders).toEqual({ amount: 0, href: '/orders?from=2026-01-01&to=2026-01-31&spend=yes' })
    expect(f.ordersAwaitingApproval).toEqual({ count: 0, href: '/orders?status=Pending%20Approval' })
  })

  it('counts their orders waiting for approval', async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const manager = await person(t, 'catalogue_manager', tenant)
    const buyer = await person(t, 'buyer', tenant)
    await saveWorkflow(admin.client, 'Order', [{ role: 'approver' }])
    const category = await addCategory(manager.client)
    const product = await addProduct(manager.client, category.CategoryID, { Stock: 20 })
    cartIn(await addToCart(buyer.client, product.ProductID, 1))
    expect(orderIn(await createOrder(buyer.client)).Status).toBe('Pending Approval')
    expect((await figuresOf(buyer, 'buyer')).ordersAwaitingApproval.count).toBe(1)
  })
})

describe('approver', () => {
  it('sees what waits on them, overdue first, what they decided this week and how fast', async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const mine = await person(t, 'approver', tenant)
    const someoneElse = await person(t, 'approver', tenant)
    await saveWorkflow(admin.client, 'PO', [{ userId: mine.id }], { slaHours: 24 })
    const vendor = await addVendor(t, { tenantId: tenant.id })
    const first = await po(buyer, vendor.id, 100, '2026-01-20', [[buyer, 'Pending Approval']])
    t.clock.advanceMinutes(30 * 60)
    try {
      // Thirty hours on, every session has ended: sign in again.
      for (const p of [buyer, mine, someoneElse]) await signInAgain(p, tenant.domain)
      const second = await po(buyer, vendor.id, 200, '2026-01-20', [[buyer, 'Pending Approval']])
      const f = await figuresOf(mine, 'approver')
      expect(f.waitingOnMe).toMatchObject({
        count: 2,
        overdue: 1,
        href: '/Pending-Approvals',
        overdueHref: '/Pending-Approvals?overdue=true',
      })
      expect(f.waitingOnMe.oldest.map((w) => [w.documentNumber, w.overdue])).toEqual([
        [first.poNumber, true],
        [second.poNumber, false],
      ])
      expect(f.waitingOnMe.oldest[0]?.href).toBe(`/Approval-Form/PO/${first.poId}`)
      expect(f.decidedThisWeek.count).toBe(0)
      expect(f.averageHoursToDecide).toBeNull()
      expect((await figuresOf(someoneElse, 'approver')).waitingOnMe.count).toBe(0)
      expect((await movePo(mine.client, first.poId, 'Approved')).status).toBe(200)
      const after = await figuresOf(mine, 'approver')
      expect(after.waitingOnMe.count).toBe(1)
      expect(after.decidedThisWeek).toEqual({ count: 1, href: '/Approval-History?from=2026-01-05&to=2026-01-06' })
      expect(after.averageHoursToDecide).toBe(30)
    } finally {
      t.clock.advanceMinutes(-30 * 60)
    }
  })
})

describe('warehouse', () => {
  it('sees deliveries due today and this week, each a tap from its receive screen, and partly delivered POs', async () => {
    const tenant = await freshTenant()
    const buyer = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    const warehouse = await person(t, 'warehouse', tenant)
    const vendor = await addVendor(t, { tenantId: tenant.id })
    const issue: Array<[Person, string]> = [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
      [buyer, 'Issued'],
    ]
    const today = await po(buyer, vendor.id, 100, '2026-01-05', issue)
    await po(buyer, vendor.id, 100, '2026-01-10', issue)
    await po(buyer, vendor.id, 100, '2026-01-30', issue)
    await po(buyer, vendor.id, 100, '2026-01-05', [[buyer, 'Pending Approval']])
    const f = await figuresOf(warehouse, 'warehouse')
    expect(f.dueToday.count).toBe(1)
    expect(f.dueToday.items).toEqual([
      {
        poId: today.poId,
        poNumber: today.poNumber,
        vendorName: vendor.name,
        deliveryDate: '2026-01-05',
        status: 'Issued',
        href: `/Manage-PO/Create-PO?id=${today.poId}`,
      },
    ])
    expect(f.dueThisWeek.count).toBe(2)
    expect(f.partiallyDelivered.count).toBe(0)
  })
})

describe('catalogue manager', () => {
  it('sees low stock, products without images and inactive products still in carts', async () => {
    const tenant = await freshTenant()
    const manager = await person(t, 'catalogue_manager', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const category = await addCategory(manager.client)
    await addProduct(manager.client, category.CategoryID, { Stock: 2, ReorderLevel: 2 })
    await addProduct(manager.client, category.CategoryID, { Stock: 3, ReorderLevel: 2 })
    const shelved = await addProduct(manager.client, category.CategoryID, { Stock: 9, ReorderLevel: 2 })
    cartIn(await addToCart(buyer.client, shelved.ProductID, 1))
    const res = await manager.client.post('update-product', {
      ...shelved,
      CategoryID: String(shelved.CategoryID),
      Status: 'Inactive',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const f = await figuresOf(manager, 'catalogue_manager')
    expect(f).toEqual({
      role: 'catalogue_manager',
      lowStock: { count: 1, href: '/Low-Stock' },
      withoutImages: { count: 3, href: '/Manage-Product?images=none' },
      inactiveInCarts: { count: 1, href: '/Manage-Product?status=Inactive&inCarts=yes' },
    })
  })
})

describe('admin', () => {
  it('sees spend by vendor and month, open PO value by status, bottlenecks and users by role', async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    const vendor = await addVendor(t, { tenantId: tenant.id, name: 'Acme Steel' })
    await po(buyer, vendor.id, 1000, '2026-01-20', [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
    ])
    await po(buyer, vendor.id, 50, '2026-01-20')
    await saveWorkflow(admin.client, 'PO', [{ role: 'approver' }])
    const waiting = await po(buyer, vendor.id, 70, '2026-01-20', [[buyer, 'Pending Approval']])
    const f = await figuresOf(admin, 'admin')
    expect(f.spendByVendor).toEqual([
      {
        key: vendor.id,
        label: 'Acme Steel',
        amount: 1000,
        href: `/Manage-PO?status=Approved%2CIssued%2CPartially%20Delivered%2CFully%20Delivered%2CClosed&vendorIds=${vendor.id}&poDateFrom=2025-02-01`,
      },
    ])
    expect(f.spendByMonth).toHaveLength(12)
    expect(f.spendByMonth[0]?.key).toBe('2025-02')
    expect(f.spendByMonth.at(-1)).toMatchObject({ key: '2026-01', amount: 1000 })
    expect(f.spendByCategory).toEqual([])
    expect(Object.fromEntries(f.openPoValueByStatus.map((s) => [s.status, s.amount]))).toEqual({
      Draft: 50,
      'Pending Approval': 70,
      Approved: 1000,
      Issued: 0,
      'Partially Delivered': 0,
    })
    expect(f.bottlenecks.map((b) => [b.documentNumber, b.waitingOn])).toEqual([[waiting.poNumber, 'Approver']])
    expect(f.usersByRole).toEqual([
      { role: 'admin', count: 1 },
      { role: 'approver', count: 1 },
      { role: 'buyer', count: 1 },
    ])
  })
})

describe('tenants', () => {
  it("shows a new tenant none of another tenant's figures", async () => {
    const tenant = await freshTenant()
    const others = await freshTenant()
    const buyer = await person(t, 'buyer', others)
    const vendor = await addVendor(t, { tenantId: others.id })
    await po(buyer, vendor.id, 500, '2026-01-05')
    const admin = await person(t, 'admin', tenant)
    const f = await figuresOf(admin, 'admin')
    expect(f.openPoValueByStatus.every((s) => s.count === 0 && s.amount === 0)).toBe(true)
    expect(f.spendByVendor).toEqual([])
    expect(f.bottlenecks).toEqual([])
    const warehouse = await person(t, 'warehouse', tenant)
    expect((await figuresOf(warehouse, 'warehouse')).dueToday.count).toBe(0)
    const otherTenantBuyer = await figuresOf(buyer, 'buyer')
    expect(otherTenantBuyer.posByStatus.find((s) => s.status === 'Draft')?.count).toBe(1)
  })

  it('is 401 signed out', async () => {
    const res = await t.client().get('get-dashboard')
    expect(res.status).toBe(401)
    expect(res.body.status).toBe(false)
  })
})
