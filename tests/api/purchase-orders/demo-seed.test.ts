import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db/schema/users'
import { seedDemoPurchaseOrders } from '../../../server/db/seed-purchase-orders'
import { PoFilterOptionsSchema, PoRowSchema } from '../../../src/shared/po-read-schemas'
import { PO_STATUSES } from '../../../src/shared/po-status'
import { RoleSchema } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { poById, signedIn } from './po-fixtures'

let t: TestApp
let buyer: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  const demo = await t.db.select().from(users).where(eq(users.tenantId, t.demoTenantId))
  const seedUsers = demo
    .filter((u) => u.passwordHash !== null)
    .map((u) => ({ id: u.id, email: u.email, fullName: u.fullName, role: v.parse(RoleSchema, u.role) }))
  await seedDemoPurchaseOrders(t.db, t.demoTenantId, seedUsers, t.clock.now())
  buyer = await signedIn(t, 'buyer')
})
afterAll(() => t.close())

describe('the demo purchase orders seeded on first start', () => {
  it('has about a dozen POs in every status, from several vendors and two creators, dated in the past', async () => {
    const res = await buyer.get('get-all-po?limit=100')
    const rows = v.parse(v.array(PoRowSchema), res.body.data)
    expect(rows.length).toBe(12)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PO_STATUSES))
    expect(new Set(rows.map((r) => r.vendorName)).size).toBe(5)
    expect(new Set(rows.map((r) => r.createdBy))).toEqual(new Set(['Bharat Buyer', 'Asha Admin']))
    const today = t.clock.now().toISOString().slice(0, 10)
    for (const row of rows) {
      expect(row.poDate < today).toBe(true)
      expect(row.lastUpdated <= t.clock.now().toISOString()).toBe(true)
      expect(row.poNumber).toMatch(/^PO-\d{4}-\d{6}$/)
    }
    expect(rows.filter((r) => r.totalValue <= 99_999).length).toBeGreaterThanOrEqual(9)
  })

  it('walked each PO through the lifecycle, so its audit trail and deliveries are real', async () => {
    const rows = v.parse(v.array(PoRowSchema), (await buyer.get('get-all-po?limit=100')).body.data)
    const closed = rows.find((r) => r.status === 'Closed')
    const partial = rows.find((r) => r.status === 'Partially Delivered')
    const po = await poById(buyer, closed?.poId ?? '')
    expect(po.audit.map((a) => a.to)).toEqual([
      'Draft',
      'Pending Approval',
      'Approved',
      'Issued',
      'Fully Delivered',
      'Closed',
    ])
    expect(new Set(po.audit.map((a) => a.by))).toEqual(new Set(['Bharat Buyer', 'Arjun Approver', 'Wasim Warehouse']))
    const half = await poById(buyer, partial?.poId ?? '')
    expect(half.deliveries).toHaveLength(1)
    expect(half.products.every((l) => l.DeliveredQuantity > 0 && l.DeliveredQuantity < l.Quantity)).toBe(true)
  })

  it('lists the vendors and creators in the filter options', async () => {
    const options = v.parse(PoFilterOptionsSchema, (await buyer.get('get-po-filter-options')).body.data)
    expect(options.vendors.map((o) => o.name)).toContain('Kaveri Electricals Pvt Ltd')
    expect(options.creators.map((o) => o.name).sort()).toEqual(['Asha Admin', 'Bharat Buyer'])
    expect(options.poNumbers).toHaveLength(12)
  })
})
