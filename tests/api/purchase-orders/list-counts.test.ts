import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrderCounts, purchaseOrders } from '../../../server/db/schema/purchase-orders'
import { suppliers } from '../../../server/db/schema/suppliers'
import { PoFilterOptionsSchema, type PoRow, PoRowSchema } from '../../../src/shared/po-read-schemas'
import { PO_STATUSES, PO_TABS, type PoStatus } from '../../../src/shared/po-status'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poIn, signedIn, unitIds } from './po-fixtures'

// A tenant of its own, so every count below is exact; the list's counts come from a table kept by
// triggers (purchase_order_counts), the creator sort and the filter options from index walks.
const DOMAIN = 'po-counts.test'
let t: TestApp
let tenantId: string
let who: Record<'buyer' | 'buyer2' | 'approver' | 'warehouse', ApiClient>
let idle: ApiClient
let acme: { id: string; name: string }
let zeta: { id: string; name: string }
let unit: number

/** How a Draft reaches each status, and who moves it. */
const PATH_TO: Record<PoStatus, ReadonlyArray<[keyof typeof who, PoStatus]>> = {
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
  'Partially Delivered': [
    ['buyer', 'Pending Approval'],
    ['approver', 'Approved'],
    ['buyer', 'Issued'],
  ],
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

/** A PO of `creator` with `vendor`, moved to `status` (a partial delivery for Partially Delivered). */
async function poAt(status: PoStatus, creator: 'buyer' | 'buyer2', vendorId: string, rate: number) {
  let po = poIn(
    await addPo(
      who[creator],
      poBody(vendorId, unit, { products: [lineBody(unit, { Quantity: 4, BudgetedRate: rate })] }),
    ),
  )
  for (const [role, next] of PATH_TO[status]) {
    // Only the creator's own Drafts are theirs to submit; the other buyer moves the rest the same way.
    const by = role === 'buyer' ? creator : role
    po = poIn(await movePo(who[by], po.poId, next, { remarks: 'ok' }))
  }
  if (status === 'Partially Delivered') {
    const line = po.products[0]
    const res = await who.warehouse.post('record-po-delivery', {
      poId: po.poId,
      deliveryId: uuidv7(),
      lines: [{ lineId: line?.LineID, quantity: 1 }],
      remarks: '',
    })
    po = poIn(res)
  }
  expect(po.status).toBe(status)
  return po
}

beforeAll(async () => {
  t = await createTestApp()
  tenantId = await t.createTenant('PO Counts', [DOMAIN])
  const tenant = { id: tenantId, domain: DOMAIN }
  const as = (role: Role) => signedIn(t, role, tenant)
  who = {
    buyer: await as('buyer'),
    buyer2: await as('buyer'),
    approver: await as('approver'),
    warehouse: await as('warehouse'),
  }
  idle = await as('buyer')
  acme = await addVendor(t, { tenantId, name: 'Acme Tools' })
  zeta = await addVendor(t, { tenantId, name: 'Zeta Metals' })
  unit = (await unitIds(who.buyer)).Nos ?? 0
  let rate = 100
  for (const status of PO_STATUSES) {
    await poAt(status, 'buyer', acme.id, rate)
    await poAt(status, 'buyer2', zeta.id, rate + 1)
    rate += 10
  }
  await poAt('Draft', 'buyer2', acme.id, 5)
  await poAt('Closed', 'buyer', zeta.id, 7)
})
afterAll(() => t.close())

async function list(client: ApiClient, query: string) {
  const res = await client.get(`get-all-po?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return {
    rows: v.parse(v.array(PoRowSchema), res.body.data),
    total: res.body.recordsTotal as number,
    filtered: res.body.recordsFiltered as number,
  }
}

/** Every PO of the tenant through the API, in the list's default order. */
async function everything(): Promise<PoRow[]> {
  const rows: PoRow[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await list(who.buyer, `limit=100&offset=${offset}`)
    rows.push(...page.rows)
    if (page.rows.length < 100) return rows
  }
}

/** The counts table of the tenant against a count of its POs. */
async function countsMatch() {
  const kept = await t.db
    .select({ status: purchaseOrderCounts.status, n: purchaseOrderCounts.n })
    .from(purchaseOrderCounts)
    .where(eq(purchaseOrderCounts.tenantId, tenantId))
  const counted = await t.db
    .select({ status: purchaseOrders.status, n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.tenantId, tenantId))
    .groupBy(purchaseOrders.status)
  const byStatus = (rows: Array<{ status: string; n: number }>) =>
    Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]))
  expect(byStatus(kept)).toEqual(byStatus(counted))
}

describe('get-all-po counts', () => {
  it('keeps the counts table equal to the POs through creates, moves and deliveries', async () => {
    await countsMatch()
    const all = await everything()
    expect(all).toHaveLength(PO_STATUSES.length * 2 + 2)
  })

  it.each(
    PO_TABS.map((tab) => [tab.value, tab.statuses] as const),
  )('tab %s: recordsTotal is the tenant, recordsFiltered the tab', async (tab, statuses) => {
    const all = await everything()
    const page = await list(who.buyer, `name=${tab}&limit=3`)
    expect(page.total).toBe(all.length)
    expect(page.filtered).toBe(all.filter((r) => (statuses as readonly string[]).includes(r.status)).length)
    expect(page.rows.length).toBe(Math.min(3, page.filtered))
  })

  it('counts status filters within a tab, and other filters by counting', async () => {
    const all = await everything()
    const inTab = await list(who.buyer, 'name=inprogress&status=Issued,Closed')
    expect(inTab.filtered).toBe(all.filter((r) => r.status === 'Issued').length)
    const vendor = await list(who.buyer, `vendorIds=${zeta.id}&status=Closed`)
    expect(vendor.filtered).toBe(all.filter((r) => r.vendorId === zeta.id && r.status === 'Closed').length)
    expect(vendor.total).toBe(all.length)
    const value = await list(who.buyer, 'valueMin=500')
    expect(value.filtered).toBe(all.filter((r) => r.totalValue >= 500).length)
  })

  it('moves a PO between counts when its status changes, and leaves them when it is edited', async () => {
    const before = await list(who.buyer, 'name=drafts')
    const draft = poIn(await addPo(who.buyer, poBody(acme.id, unit)))
    expect((await list(who.buyer, 'name=drafts')).filtered).toBe(before.filtered + 1)
    const edited = await who.buyer.post('update-po', {
      ...poBody(acme.id, unit, { poId: draft.poId, poNumber: draft.poNumber }),
      version: draft.version,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await list(who.buyer, 'name=drafts')).filtered).toBe(before.filtered + 1)
    poIn(await movePo(who.buyer, draft.poId, 'Cancelled'))
    expect((await list(who.buyer, 'name=drafts')).filtered).toBe(before.filtered)
    expect((await list(who.buyer, 'name=withdrawn')).rows[0]?.poId).toBe(draft.poId)
    await countsMatch()
  })

  it('counts nothing of another tenant', async () => {
    const stranger = await signedIn(t, 'buyer')
    const page = await list(stranger, 'name=all')
    expect(page.rows.every((r) => r.vendorId !== acme.id && r.vendorId !== zeta.id)).toBe(true)
    expect(page.total).toBe(page.filtered)
  })
})

describe('get-all-po sorted by creator', () => {
  it.each(['createdBy', '-createdBy'])('%s pages through every PO in name then id order', async (sort) => {
    const all = await everything()
    const sign = sort.startsWith('-') ? -1 : 1
    const expected = [...all]
      .sort((a, b) => {
        if (a.createdBy !== b.createdBy) return a.createdBy < b.createdBy ? -sign : sign
        return a.poId < b.poId ? -sign : sign
      })
      .map((r) => r.poId)
    const seen: string[] = []
    for (let offset = 0; offset < all.length; offset += 4) {
      seen.push(...(await list(who.buyer, `sort=${sort}&limit=4&offset=${offset}`)).rows.map((r) => r.poId))
    }
    expect(seen).toEqual(expected)
  })

  it('keeps filters when sorted by creator', async () => {
    const page = await list(who.buyer, `sort=createdBy&name=completed&vendorIds=${acme.id}`)
    expect(page.rows.map((r) => [r.status, r.vendorId])).toEqual(
      page.rows.map(() => [expect.stringMatching(/^(Fully Delivered|Closed)$/), acme.id]),
    )
    expect(page.rows).toHaveLength(page.filtered)
  })
})

describe('get-po-filter-options', () => {
  it('lists each vendor name a PO was saved with, in order, and only creators with POs', async () => {
    await t.db.update(suppliers).set({ name: 'Acme Tooling' }).where(eq(suppliers.id, acme.id))
    poIn(await addPo(who.buyer, poBody(acme.id, unit)))
    const options = v.parse(PoFilterOptionsSchema, (await who.buyer.get('get-po-filter-options')).body.data)
    expect(options.vendors).toEqual([
      { id: acme.id, name: 'Acme Tooling' },
      { id: acme.id, name: 'Acme Tools' },
      { id: zeta.id, name: 'Zeta Metals' },
    ])
    expect(options.creators).toHaveLength(2)
    const idleId = (await idle.get('get-po-filter-options')).body.data as { creators: Array<{ id: string }> }
    expect(idleId.creators).toHaveLength(2)
    const searched = v.parse(
      PoFilterOptionsSchema,
      (await who.buyer.get('get-po-filter-options?search_txt=TOOL&limit=1')).body.data,
    )
    expect(searched.vendors).toEqual([{ id: acme.id, name: 'Acme Tooling' }])
    const none = v.parse(PoFilterOptionsSchema, (await who.buyer.get('get-po-filter-options?search_txt=zzz')).body.data)
    expect(none).toEqual({ poNumbers: [], vendors: [], creators: [] })
    const wildcard = v.parse(
      PoFilterOptionsSchema,
      (await who.buyer.get('get-po-filter-options?search_txt=%25')).body.data,
    )
    expect(wildcard.vendors).toEqual([])
  })
})
