import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DashboardSummary, DashboardSummarySchema, type RoleFigures } from '../../../src/shared/dashboard'
import { dashboardTiles, poStatusTiles } from '../../../src/shared/dashboard-tiles'
import { toPaise } from '../../../src/shared/money'
import type { Role } from '../../../src/shared/roles'
import { type Person, person, saveWorkflow } from '../approvals/approval-fixtures'
import { addCategory, addProduct, pngDataUrl } from '../catalogue/catalogue-fixtures'
import { createTestApp, nextId, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addPartner, linkOf, quoteLine, type RfqWorld, respond, sentRfq } from '../rfqs/rfq-fixtures'
import { addToCart, cartIn, createOrder, orderIn } from '../shop/shop-fixtures'

/**
 * Issue 46, item 9: every dashboard tile's figure equals what the list it opens shows. Each tile's
 * link is read as its screen reads it (path and search parameters) and the screen's endpoint is
 * asked with those filters: its row count (or the sum of its amounts, or of its responses) must be
 * the tile's figure.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** The endpoint behind each list screen a dashboard opens, and how it pages. */
const ENDPOINTS: Record<string, { path: string; paging: Record<string, string> }> = {
  '/Manage-PO': { path: 'get-all-po', paging: { limit: '100' } },
  '/orders': { path: 'get-all-orders', paging: { iDisplayLength: '100' } },
  '/Manage-RFQs': { path: 'get-all-rfq', paging: { iDisplayLength: '100' } },
  '/Manage-Product': { path: 'get-all-products', paging: { iDisplayLength: '100' } },
  '/Low-Stock': { path: 'get-low-stock', paging: { iDisplayLength: '100' } },
  '/Pending-Approvals': { path: 'get-pending-approvals', paging: { iDisplayLength: '100' } },
  '/Approval-History': { path: 'get-approval-history', paging: { iDisplayLength: '100' } },
}

/** Parameters only the screen reads (its sort), not filters. */
const SCREEN_ONLY = new Set(['sort', 'dir'])

interface Listed {
  count: number
  /** The rows' amounts added up (PO value, order total), in rupees. */
  amount: number
  /** The rows' responses received added up (RFQ list). */
  responses: number
}

/** What the list a tile opens shows: its endpoint asked with the link's filters. */
async function listOf(p: Person, href: string): Promise<Listed> {
  const url = new URL(href, 'https://app.test')
  const endpoint = ENDPOINTS[url.pathname]
  if (!endpoint) throw new Error(`no list endpoint known for ${url.pathname}`)
  const params = new URLSearchParams(endpoint.paging)
  for (const [name, value] of url.searchParams) if (!SCREEN_ONLY.has(name)) params.append(name, value)
  const res = await p.client.get(`${endpoint.path}?${params}`)
  expect(res.status, `${href}: ${JSON.stringify(res.body)}`).toBe(200)
  const rows = res.body.data as Array<Record<string, unknown>>
  const count = Number(res.body.recordsFiltered ?? rows.length)
  expect(rows.length, `${href}: every row on one page`).toBe(count)
  const add = (field: string) => rows.reduce((sum, row) => sum + toPaise(Number(row[field] ?? 0)), 0) / 100
  return { count, amount: add(url.pathname === '/orders' ? 'Total' : 'totalValue'), responses: add('responses') }
}

async function dashboard(p: Person): Promise<DashboardSummary> {
  const res = await p.client.get('get-dashboard')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(DashboardSummarySchema, res.body.data)
}

async function figuresOf<R extends Role>(p: Person, role: R): Promise<Extract<RoleFigures, { role: R }>> {
  const { figures } = await dashboard(p)
  expect(figures.role).toBe(role)
  return figures as Extract<RoleFigures, { role: R }>
}

/** Checks every count tile of the role against the list it opens; returns the tiles checked, by label. */
async function everyCountTileMatches(p: Person, figures: RoleFigures): Promise<Record<string, number>> {
  const checked: Record<string, number> = {}
  for (const tile of dashboardTiles(figures)) {
    if (!tile.href || figures.role === 'admin') continue
    const listed = await listOf(p, tile.href)
    const shown = tile.label === 'RFQ responses in' ? listed.responses : listed.count
    expect(shown, `"${tile.label}" shows ${tile.value}; its list ${tile.href} shows ${shown}`).toBe(
      Number(tile.value.replace(/,/g, '')),
    )
    checked[tile.label] = shown
  }
  return checked
}

async function freshTenant() {
  const domain = `tiles${nextId()}.test`
  return { id: await t.createTenant(`Tiles ${domain}`, [domain]), domain }
}

/** A buyer's PO of `rupees` (no GST), moved along `moves`. */
async function po(
  buyer: Person,
  vendorId: string,
  rupees: number,
  deliveryDate: string,
  moves: Array<[Person, string]> = [],
  poDate = '2026-01-02',
) {
  const unit = (await unitIds(buyer.client)).Nos ?? 1
  const body = poBody(vendorId, unit, {
    PoDate: poDate,
    deliveryDate,
    poValidity: null,
    products: [lineBody(unit, { Quantity: 1, BudgetedRate: rupees, GSTPercentage: 0 })],
  })
  const made = poIn(await addPo(buyer.client, body))
  for (const [who, status] of moves) {
    const res = await movePo(who.client, made.poId, status as never)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  return made
}

const HOUR = 3_600_000
const hoursAhead = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString()

describe('every dashboard figure equals what its link shows', () => {
  it('buyer: deliveries, orders, RFQs, POs by status, and spend split into POs and shop orders', async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    const manager = await person(t, 'catalogue_manager', tenant)
    const vendor = await addVendor(t, { tenantId: tenant.id })
    const approve: Array<[Person, string]> = [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
    ]
    await po(buyer, vendor.id, 100, '2026-01-20')
    await po(buyer, vendor.id, 250, '2026-01-09', approve)
    await po(buyer, vendor.id, 400, '2026-01-04', approve, '2025-12-20')
    await po(buyer, vendor.id, 75.5, '2026-01-03', [...approve, [buyer, 'Issued']])
    // Shop orders: one approved; one placed, which joins the chain when the Order workflow is switched on; one waiting under it.
    const category = await addCategory(manager.client)
    const product = await addProduct(manager.client, category.CategoryID, { Stock: 50, Price: 120 })
    cartIn(await addToCart(buyer.client, product.ProductID, 2))
    const approved = orderIn(await createOrder(buyer.client))
    const move = await approver.client.post('update-order-status', {
      OrderID: approved.OrderID,
      Status: 'Approved',
      Remarks: '',
    })
    expect(move.status, JSON.stringify(move.body)).toBe(200)
    cartIn(await addToCart(buyer.client, product.ProductID, 1))
    orderIn(await createOrder(buyer.client))
    await saveWorkflow(admin.client, 'Order', [{ role: 'approver' }])
    cartIn(await addToCart(buyer.client, product.ProductID, 1))
    expect(orderIn(await createOrder(buyer.client)).Status).toBe('Pending Approval')
    // RFQs: one closing within three days with two responses, one closing in a week.
    const partners = [await addPartner(t, { tenantId: tenant.id }), await addPartner(t, { tenantId: tenant.id })]
    const world: RfqWorld = { buyer, admin, partners, unit: (await unitIds(buyer.client)).Nos ?? 0 }
    await sentRfq(t, world, { responseDeadline: hoursAhead(24 * 7) })
    const soon = await sentRfq(t, world, { responseDeadline: hoursAhead(30) })
    const item = soon.items[0]
    if (!item) throw new Error('an item expected')
    for (const partner of partners) {
      const res = await respond(t.client({ domain: tenant.domain }), linkOf(t, partner.email), [quoteLine(item.itemId)])
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }

    const f = await figuresOf(buyer, 'buyer')
    const checked = await everyCountTileMatches(buyer, f)
    expect(checked).toMatchObject({
      'Deliveries overdue': 2,
      'Orders awaiting approval': 2,
      'RFQs closing soon': 1,
      'RFQ responses in': 2,
    })
    for (const tile of poStatusTiles(f.posByStatus)) {
      expect((await listOf(buyer, tile.href ?? '')).count, tile.label).toBe(Number(tile.value))
    }
    for (const status of f.posByStatus) {
      expect((await listOf(buyer, status.href)).amount, `${status.status} value`).toBe(status.amount)
    }

    // Spend this month: the POs' part and the shop orders' part, each what its list adds up to.
    const spend = f.spendThisMonth
    const pos = await listOf(buyer, spend.pos.href)
    const shop = await listOf(buyer, spend.orders.href)
    expect(pos.amount).toBe(spend.pos.amount)
    expect(shop.amount).toBe(spend.orders.amount)
    expect(shop.amount).toBeGreaterThanOrEqual(approved.Total)
    expect(toPaise(spend.pos.amount) + toPaise(spend.orders.amount)).toBe(
      toPaise(spend.committed) + toPaise(spend.spent),
    )
  })

  it('catalogue manager: low stock, products without images, inactive products in carts', async () => {
    const tenant = await freshTenant()
    const manager = await person(t, 'catalogue_manager', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const category = await addCategory(manager.client)
    const upload = await manager.client.post('add-product-image', { ProductImage: await pngDataUrl() })
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    const image = (upload.body.data as { ProductImagePath: string }).ProductImagePath
    await addProduct(manager.client, category.CategoryID, { Stock: 2, ReorderLevel: 2 })
    await addProduct(manager.client, category.CategoryID, { Stock: 3, ReorderLevel: 2, Images: [image] })
    await addProduct(manager.client, category.CategoryID, { Stock: 9, ReorderLevel: 2, Images: [image] })
    const inCart = await addProduct(manager.client, category.CategoryID, { Stock: 9, ReorderLevel: 2 })
    const shelved = await addProduct(manager.client, category.CategoryID, { Stock: 9, ReorderLevel: 2 })
    const idle = await addProduct(manager.client, category.CategoryID, { Stock: 9, ReorderLevel: 2 })
    cartIn(await addToCart(buyer.client, shelved.ProductID, 1))
    cartIn(await addToCart(buyer.client, inCart.ProductID, 1))
    for (const product of [shelved, idle]) {
      const res = await manager.client.post('update-product', {
        ...product,
        CategoryID: String(product.CategoryID),
        Status: 'Inactive',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const f = await figuresOf(manager, 'catalogue_manager')
    expect(await everyCountTileMatches(manager, f)).toEqual({
      'Low stock': 1,
      'Products without images': 4,
      'Inactive products in carts': 1,
    })
  })

  it('approver: waiting on me, overdue and decided this week', async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    await saveWorkflow(admin.client, 'PO', [{ userId: approver.id }], { slaHours: 24 })
    const vendor = await addVendor(t, { tenantId: tenant.id })
    const first = await po(buyer, vendor.id, 100, '2026-01-20', [[buyer, 'Pending Approval']])
    await po(buyer, vendor.id, 200, '2026-01-20', [[buyer, 'Pending Approval']])
    await po(buyer, vendor.id, 300, '2026-01-20', [[buyer, 'Pending Approval']])
    expect((await movePo(approver.client, first.poId, 'Approved')).status).toBe(200)
    const f = await figuresOf(approver, 'approver')
    expect(await everyCountTileMatches(approver, f)).toMatchObject({ 'Waiting on me': 2, 'Decided this week': 1 })
  })

  it('warehouse: deliveries due today and this week, partly delivered POs', async () => {
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
    await po(buyer, vendor.id, 100, '2026-01-05', issue)
    await po(buyer, vendor.id, 100, '2026-01-10', issue)
    await po(buyer, vendor.id, 100, '2026-01-30', issue)
    const f = await figuresOf(warehouse, 'warehouse')
    expect(await everyCountTileMatches(warehouse, f)).toMatchObject({
      'Deliveries due today': 1,
      'Deliveries due this week': 2,
    })
  })

  it("admin: each open PO tile's value and count are its list's", async () => {
    const tenant = await freshTenant()
    const admin = await person(t, 'admin', tenant)
    const buyer = await person(t, 'buyer', tenant)
    const approver = await person(t, 'approver', tenant)
    const vendor = await addVendor(t, { tenantId: tenant.id })
    await po(buyer, vendor.id, 1000, '2026-01-20', [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
    ])
    await po(buyer, vendor.id, 50, '2026-01-20')
    const f = await figuresOf(admin, 'admin')
    for (const s of f.openPoValueByStatus) {
      const listed = await listOf(admin, s.href)
      expect([listed.count, listed.amount], s.status).toEqual([s.count, s.amount])
    }
  })
})
