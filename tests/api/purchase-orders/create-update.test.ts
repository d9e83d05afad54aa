import { count } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrderAudit, purchaseOrders } from '../../../server/db/schema/purchase-orders'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poById, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let buyer: ApiClient
let approver: ApiClient
let vendor: { id: string; name: string }
let units: Record<string, number>
let foreign: { buyer: ApiClient; vendorId: string; unitId: number }

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
  vendor = await addVendor(t)
  units = await unitIds(buyer)
  const tenant = { id: await t.createTenant('Other Co', ['other.test']), domain: 'other.test' }
  const otherBuyer = await signedIn(t, 'buyer', tenant)
  foreign = {
    buyer: otherBuyer,
    vendorId: (await addVendor(t, { tenantId: tenant.id })).id,
    unitId: (await unitIds(otherBuyer)).Kg ?? 0,
  }
})
afterAll(() => t.close())

const nos = () => units.Nos ?? 0
const poCount = async () => (await t.db.select({ n: count() }).from(purchaseOrders))[0]?.n ?? 0

describe('GET get-units-of-measure', () => {
  it('serves the tenant defaults with ids', () => {
    expect(Object.keys(units)).toEqual(['Nos', 'Kg', 'mm', 'Liter', 'pcs', 'Box'])
    expect(Object.values(units).every((id) => Number.isInteger(id))).toBe(true)
  })

  it('gives each tenant its own units', async () => {
    const theirs = await unitIds(foreign.buyer)
    expect(theirs.Nos).not.toBe(units.Nos)
  })
})

describe('POST add-po', () => {
  it('saves a Draft with lines, totals, a generated number and an audit entry', async () => {
    const body = poBody(vendor.id, nos(), {
      products: [
        lineBody(nos(), { Quantity: 3, BudgetedRate: 33.33, GSTPercentage: '18%' }),
        lineBody(units.Kg ?? 0, { Particular: '  Grease  ', Quantity: '2.5', BudgetedRate: '99.99', GSTPercentage: 5 }),
      ],
    })
    const po = poIn(await addPo(buyer, body))
    expect(po).toMatchObject({
      poId: body.poId,
      status: 'Draft',
      vendorId: vendor.id,
      vendorName: vendor.name,
      version: 1,
      PoDate: '2026-01-05',
    })
    expect(po.poNumber).toMatch(/^PO-2026-\d{6}$/)
    expect(po.products.map((p) => [p.Particular, p.Quantity, p.UOMName, p.GSTPercentage, p.TotalAmount])).toEqual([
      ['Steel bolt M8', 3, 'Nos', '18%', 117.99],
      ['Grease', 2.5, 'Kg', '5%', 262.48],
    ])
    expect(po.totals).toEqual({
      subtotal: 349.97,
      gstByRate: [
        { rate: 5, taxable: 249.98, gst: 12.5 },
        { rate: 18, taxable: 99.99, gst: 18 },
      ],
      gst: 30.5,
      total: 380.47,
    })
    expect(po.audit).toMatchObject([{ action: 'created', from: null, to: 'Draft' }])
    expect(po.nextStatuses).toEqual(['Pending Approval', 'Cancelled'])
  })

  it('numbers POs in sequence and keeps a number typed by hand', async () => {
    const a = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const b = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    expect(Number(b.poNumber.slice(-6))).toBe(Number(a.poNumber.slice(-6)) + 1)
    const typed = poIn(await addPo(buyer, poBody(vendor.id, nos(), { poNumber: 'PO/HAND/1' })))
    expect(typed.poNumber).toBe('PO/HAND/1')
  })

  it('refuses a PO number the tenant already uses with 409, and another tenant may use it', async () => {
    poIn(await addPo(buyer, poBody(vendor.id, nos(), { poNumber: 'DUP-1' })))
    const before = await poCount()
    const res = await addPo(buyer, poBody(vendor.id, nos(), { poNumber: 'DUP-1' }))
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('PO Number DUP-1 is already used')
    expect(await poCount()).toBe(before)
    poIn(await addPo(foreign.buyer, poBody(foreign.vendorId, foreign.unitId, { poNumber: 'DUP-1' })))
  })

  it('skips a generated number that was typed by hand', async () => {
    const last = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const next = `PO-2026-${String(Number(last.poNumber.slice(-6)) + 1).padStart(6, '0')}`
    poIn(await addPo(buyer, poBody(vendor.id, nos(), { poNumber: next })))
    const after = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    expect(after.poNumber).not.toBe(next)
  })

  it('makes one PO when a create is replayed by poId, with or without an Idempotency-Key', async () => {
    const body = poBody(vendor.id, nos())
    const first = poIn(await addPo(buyer, body))
    const before = await poCount()
    expect(poIn(await addPo(buyer, body))).toEqual(first)
    const keyed = poBody(vendor.id, nos())
    const headers = { 'Idempotency-Key': `po-${uuidv7()}` }
    const one = poIn(await addPo(buyer, keyed, { headers }))
    const two = await addPo(buyer, keyed, { headers })
    expect(poIn(two)).toEqual(one)
    expect(two.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await poCount()).toBe(before + 1)
  })

  it("refuses another user's poId with 409", async () => {
    const body = poBody(vendor.id, nos())
    poIn(await addPo(buyer, body))
    const other = await signedIn(t, 'buyer')
    expect((await addPo(other, body)).status).toBe(409)
  })

  const bad: Array<[string, (unit: number) => Record<string, unknown>, string]> = [
    ['no lines', () => ({ products: [] }), 'Add at least one product'],
    ['lines missing', () => ({ products: undefined }), 'Add at least one product'],
    ['a blank product name', (u) => ({ products: [lineBody(u, { Particular: '   ' })] }), 'Product name is required'],
    ['a zero quantity', (u) => ({ products: [lineBody(u, { Quantity: 0 })] }), 'Quantity must be more than 0'],
    ['a negative quantity', (u) => ({ products: [lineBody(u, { Quantity: -2 })] }), 'Quantity must be more than 0'],
    ['a non-numeric quantity', (u) => ({ products: [lineBody(u, { Quantity: 'ten' })] }), 'Quantity must be a number'],
    ['a negative rate', (u) => ({ products: [lineBody(u, { BudgetedRate: -1 })] }), 'Budgeted rate cannot be negative'],
    [
      'a non-numeric rate',
      (u) => ({ products: [lineBody(u, { BudgetedRate: 'x' })] }),
      'Budgeted rate must be a number',
    ],
    [
      'GST outside the list',
      (u) => ({ products: [lineBody(u, { GSTPercentage: '7%' })] }),
      'GST must be 0%, 5%, 10%, 12% or 18%',
    ],
    ['an unknown unit', () => ({ products: [lineBody(999_999)] }), 'Unknown unit of measure'],
    ['a unit id that is not a number', () => ({ products: [lineBody(0)] }), 'Select a unit of measure'],
    ['an unknown vendor', () => ({ vendorName: uuidv7() }), 'Unknown vendor'],
    ['a vendor that is not a uuid', () => ({ vendorName: 'Acme' }), 'Select a vendor'],
    [
      'delivery before the PO date',
      () => ({ deliveryDate: '2026-01-04' }),
      'Delivery Date cannot be before the PO Date',
    ],
    ['validity in the past', () => ({ poValidity: '2026-01-04' }), 'PO Validity cannot be in the past'],
    [
      'an unknown purchase type',
      () => ({ purchaseType: 'Lease' }),
      'Purchase Type must be CAPEX, OPEX, Service or Goods',
    ],
    ['an impossible date', () => ({ PoDate: '2026-02-31' }), 'PO Date must be a date'],
    ['a blank billing address', () => ({ billingAddress: ' ' }), 'Billing Address is required'],
    ['a bad poId', () => ({ poId: 'abc' }), 'poId must be a UUID'],
  ]
  it.each(bad)('refuses %s with a clear 400 and writes nothing', async (_name, change, msg) => {
    const before = await poCount()
    const res = await addPo(buyer, poBody(vendor.id, nos(), change(nos())))
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.msg).toBe(msg)
    expect(await poCount()).toBe(before)
  })

  it("refuses another tenant's vendor and unit, and an inactive vendor", async () => {
    expect((await addPo(buyer, poBody(foreign.vendorId, nos()))).body.msg).toBe('Unknown vendor')
    expect((await addPo(buyer, poBody(vendor.id, foreign.unitId))).body.msg).toBe('Unknown unit of measure')
    const pending = await addVendor(t, { status: 'Pending Onboarding' })
    const res = await addPo(buyer, poBody(pending.id, nos()))
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Purchase orders can be raised only with an Active supply partner')
  })

  it('refuses an oversized body (a 30 MB attachment inlined) with 413 and writes nothing', async () => {
    const before = await poCount()
    const body = poBody(vendor.id, nos(), { products: [lineBody(nos(), { DocumentPath: 'x'.repeat(2_000_000) })] })
    expect((await addPo(buyer, body)).status).toBe(413)
    expect(await poCount()).toBe(before)
  })

  it('accepts a date-time from the pickers and keeps its day', async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos(), { PoDate: '2026-01-05T00:00:00+05:30' })))
    expect(po.PoDate).toBe('2026-01-05')
  })

  it.each([
    ['approver', 403],
    ['warehouse', 403],
    ['catalogue_manager', 403],
    ['admin', 200],
  ] as const)('lets a %s create: %i', async (role, status) => {
    const client = await signedIn(t, role)
    expect((await addPo(client, poBody(vendor.id, nos()))).status).toBe(status)
  })
})

describe('POST update-po', () => {
  it('replaces a Draft with the current version, audits it and bumps the version', async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const body = poBody(vendor.id, nos(), {
      poId: po.poId,
      version: po.version,
      deliveryAddress: 'Gate 3',
      products: [
        lineBody(nos(), { LineID: po.products[0]?.LineID, Quantity: 4 }),
        lineBody(nos(), { Particular: 'Nut' }),
      ],
    })
    const updated = poIn(await buyer.post('update-po', body))
    expect(updated).toMatchObject({ version: 2, deliveryAddress: 'Gate 3', poNumber: po.poNumber })
    expect(updated.products.map((p) => p.Quantity)).toEqual([4, 10])
    expect(updated.products[0]?.LineID).toBe(po.products[0]?.LineID)
    expect(updated.audit.map((a) => a.action)).toEqual(['created', 'edited'])
  })

  it('answers a stale version with 409 and the current PO, and changes nothing', async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    poIn(await buyer.post('update-po', poBody(vendor.id, nos(), { poId: po.poId, version: 1 })))
    const stale = await buyer.post(
      'update-po',
      poBody(vendor.id, nos(), { poId: po.poId, version: 1, billingAddress: 'X' }),
    )
    expect(stale.status).toBe(409)
    expect((stale.body.data as { version: number }).version).toBe(2)
    expect((await poById(buyer, po.poId)).billingAddress).not.toBe('X')
  })

  it('refuses to edit a PO that left Draft', async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const sent = poIn(await movePo(buyer, po.poId, 'Pending Approval'))
    const res = await buyer.post('update-po', poBody(vendor.id, nos(), { poId: po.poId, version: sent.version }))
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('A purchase order that is Pending Approval cannot be edited')
  })

  it('validates like add-po and needs the version', async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const noVersion = await buyer.post('update-po', poBody(vendor.id, nos(), { poId: po.poId }))
    expect(noVersion.status).toBe(400)
    const noLines = await buyer.post('update-po', poBody(vendor.id, nos(), { poId: po.poId, version: 1, products: [] }))
    expect(noLines.body.msg).toBe('Add at least one product')
  })

  it("answers another tenant's PO with 404 and an approver with 403", async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    const body = poBody(foreign.vendorId, foreign.unitId, { poId: po.poId, version: 1 })
    expect((await foreign.buyer.post('update-po', body)).status).toBe(404)
    expect((await approver.post('update-po', poBody(vendor.id, nos(), { poId: po.poId, version: 1 }))).status).toBe(403)
  })
})

describe('GET get-po-by-id', () => {
  it("shows a PO to the tenant's readers and 404s it elsewhere", async () => {
    const po = poIn(await addPo(buyer, poBody(vendor.id, nos())))
    expect((await poById(approver, po.poId)).poNumber).toBe(po.poNumber)
    expect((await foreign.buyer.get(`get-po-by-id?poId=${po.poId}`)).status).toBe(404)
    expect((await buyer.get(`get-po-by-id?poId=${uuidv7()}`)).status).toBe(404)
    expect((await buyer.get('get-po-by-id?poId=nope')).status).toBe(400)
    const manager = await signedIn(t, 'catalogue_manager')
    expect((await manager.get(`get-po-by-id?poId=${po.poId}`)).status).toBe(403)
  })

  it('keeps every audit entry in the same transaction as its change', async () => {
    const audits = (await t.db.select({ n: count() }).from(purchaseOrderAudit))[0]?.n ?? 0
    expect(audits).toBeGreaterThanOrEqual(await poCount())
  })
})
