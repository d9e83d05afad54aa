import { count, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supplierStatusChanges, suppliers } from '../../../server/db/schema/suppliers'
import { type Supplier, SupplierSchema } from '../../../src/shared/supplier-schemas'
import { addCategory } from '../catalogue/catalogue-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addSupplier, signedIn, supplierBody, uniqueGstin } from './supplier-fixtures'

let t: TestApp
let buyer: ApiClient
let approver: ApiClient
beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
})
afterAll(() => t.close())

const supplierCount = async () => (await t.db.select({ n: count() }).from(suppliers))[0]?.n ?? 0
const updateBody = (s: Supplier, change: Record<string, unknown> = {}) => ({
  id: s.id,
  name: s.name,
  contactPerson: s.contactPerson,
  email: s.email,
  phone: s.phone,
  gstin: s.gstin,
  pan: s.pan,
  billingAddress: s.billingAddress,
  paymentTerms: s.paymentTerms,
  categoryIds: s.categories.map((c) => c.id),
  version: s.version,
  ...change,
})
const setStatus = (client: ApiClient, s: Supplier, status: string, remarks = '') =>
  client.post('update-supplier-status', { id: s.id, status, remarks })

describe('POST add-supplier-partner', () => {
  it('registers a partner as Pending Onboarding, normalised, with its categories named', async () => {
    const manager = await signedIn(t, 'catalogue_manager')
    const category = await addCategory(manager, { category_name: 'Packaging' })
    const body = supplierBody({ categoryIds: [category.CategoryID] })
    const res = await buyer.post('add-supplier-partner', {
      ...body,
      name: '  Pune Packaging  ',
      email: ' Sales@Example.IN ',
      gstin: String(body.gstin).toLowerCase(),
      pan: ` ${String(body.pan).toLowerCase()} `,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ status: true, msg: 'Supply partner registered successfully!' })
    expect(v.parse(SupplierSchema, res.body.data)).toMatchObject({
      id: body.id,
      name: 'Pune Packaging',
      email: 'sales@example.in',
      phone: '+919876543210',
      gstin: body.gstin,
      pan: body.pan,
      status: 'Pending Onboarding',
      categories: [{ id: category.CategoryID, name: 'Packaging' }],
      version: 1,
    })
  })

  it('takes a partner without GSTIN and PAN, and makes an id when none is sent', async () => {
    const { id: _id, ...body } = supplierBody({ gstin: '', pan: null })
    const res = await buyer.post('add-supplier-partner', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ gstin: null, pan: null })
  })

  it.each([
    ['a GSTIN of the wrong shape', { gstin: '27AAPFU0939F1Z' }, 'gstin', /GSTIN must be 15 characters/],
    ['a GSTIN with state code 39', { gstin: '39AAPFU0939F1ZV' }, 'gstin', /GSTIN must be 15 characters/],
    ['a GSTIN with a wrong check character', { gstin: '27AAPFU0939F1ZA', pan: null }, 'gstin', /check character/],
    ['a PAN that does not match the GSTIN', { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939G' }, 'pan', /PAN must match/],
    ['a malformed PAN', { gstin: null, pan: 'AAPF09399F' }, 'pan', /PAN must be/],
    ['a short phone', { phone: '98765' }, 'phone', /10 to 15 digits/],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', /valid e-mail/],
    ['unknown payment terms', { paymentTerms: 'Net 90' }, 'paymentTerms', /Payment terms/],
    ['a blank name', { name: '   ' }, 'name', /name is required/],
    ['a category id of no category', { categoryIds: [987_654] }, 'categoryIds', /not found/],
  ])('refuses %s with a 400 and writes nothing', async (_case, change, field, message) => {
    const before = await supplierCount()
    const res = await buyer.post('add-supplier-partner', supplierBody(change))
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
    expect(JSON.stringify((res.body.errors as Record<string, string[]>)[field])).toMatch(message)
    expect(await supplierCount()).toBe(before)
  })

  it('refuses a GSTIN already registered in the tenant with 409', async () => {
    const first = await addSupplier(buyer)
    const res = await buyer.post('add-supplier-partner', supplierBody({ gstin: first.gstin, pan: first.pan }))
    expect(res.status).toBe(409)
    expect(res.body.msg).toMatch(/already registered/)
  })

  it('makes one partner of a create replayed with the same id, with or without an Idempotency-Key', async () => {
    const body = supplierBody()
    const before = await supplierCount()
    const key = { headers: { 'Idempotency-Key': `supplier-${body.id}` } }
    const first = await buyer.post('add-supplier-partner', body, key)
    const replayed = await buyer.post('add-supplier-partner', body, key)
    const bare = await buyer.post('add-supplier-partner', body)
    expect([first.status, replayed.status, bare.status]).toEqual([200, 200, 200])
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')
    expect(bare.body.data).toEqual(first.body.data)
    expect(await supplierCount()).toBe(before + 1)
  })

  it('is refused to an approver (403) and to someone signed out (401)', async () => {
    const before = await supplierCount()
    expect((await approver.post('add-supplier-partner', supplierBody())).status).toBe(403)
    expect((await t.client().post('add-supplier-partner', supplierBody())).status).toBe(401)
    expect(await supplierCount()).toBe(before)
  })
})

describe('POST update-supplier-partner', () => {
  it('saves the changes and bumps the version', async () => {
    const s = await addSupplier(buyer)
    const res = await buyer.post(
      'update-supplier-partner',
      updateBody(s, { paymentTerms: 'Net 60', phone: '022-2345-6789' }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ paymentTerms: 'Net 60', phone: '02223456789', version: 2 })
  })

  it('refuses a stale version with 409 and the current partner', async () => {
    const s = await addSupplier(buyer)
    expect((await buyer.post('update-supplier-partner', updateBody(s, { name: 'First' }))).status).toBe(200)
    const stale = await buyer.post('update-supplier-partner', updateBody(s, { name: 'Second' }))
    expect(stale.status).toBe(409)
    expect(v.parse(SupplierSchema, stale.body.data)).toMatchObject({ name: 'First', version: 2 })
  })

  it('refuses taking another partner GSTIN with 409', async () => {
    const a = await addSupplier(buyer)
    const b = await addSupplier(buyer)
    const res = await buyer.post('update-supplier-partner', updateBody(b, { gstin: a.gstin, pan: a.pan }))
    expect(res.status).toBe(409)
  })

  it('answers 404 for a partner of another tenant, whoever asks', async () => {
    const tenantId = await t.createTenant('Other Co', ['other.local'])
    const outsider = await signedIn(t, 'admin', { id: tenantId, domain: 'other.local' })
    const s = await addSupplier(buyer)
    expect((await outsider.get(`get-vendor-by-id?id=${s.id}`)).status).toBe(404)
    expect((await outsider.post('update-supplier-partner', updateBody(s))).status).toBe(404)
    expect((await outsider.post('update-supplier-status', { id: s.id, status: 'Active' })).status).toBe(404)
    const list = await outsider.get('get-all-vendors')
    expect(list.body).toMatchObject({ recordsTotal: 0, data: [] })
  })
})

describe('POST update-supplier-status', () => {
  it('lets an approver activate, deactivate and reactivate, recording each change', async () => {
    const s = await addSupplier(buyer)
    const activated = await setStatus(approver, s, 'Active', 'Documents checked')
    expect(activated.status, JSON.stringify(activated.body)).toBe(200)
    expect(activated.body).toMatchObject({
      msg: 'Supply partner is now Active',
      data: { status: 'Active', version: 2 },
    })
    expect((await setStatus(approver, s, 'Inactive')).body.data).toMatchObject({ status: 'Inactive' })
    expect((await setStatus(approver, s, 'Active')).body.data).toMatchObject({ status: 'Active' })
    const changes = await t.db
      .select({ from: supplierStatusChanges.fromStatus, to: supplierStatusChanges.toStatus })
      .from(supplierStatusChanges)
      .where(eq(supplierStatusChanges.supplierId, s.id))
      .orderBy(supplierStatusChanges.id)
    expect(changes.map((c) => `${c.from}>${c.to}`)).toEqual([
      'null>Pending Onboarding',
      'Pending Onboarding>Active',
      'Active>Inactive',
      'Inactive>Active',
    ])
  })

  it('lets an approver reject a pending partner, and then nothing more', async () => {
    const s = await addSupplier(buyer)
    expect((await setStatus(approver, s, 'Rejected', 'No GST certificate')).status).toBe(200)
    const res = await setStatus(approver, s, 'Active')
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('A supply partner cannot move from Rejected to Active')
  })

  it('refuses a transition the lifecycle forbids with 409 and changes nothing', async () => {
    const s = await addSupplier(buyer)
    const res = await setStatus(approver, s, 'Inactive')
    expect(res.status).toBe(409)
    expect((await buyer.get(`get-vendor-by-id?id=${s.id}`)).body.data).toMatchObject({ status: 'Pending Onboarding' })
  })

  it('is refused to a buyer (403)', async () => {
    const s = await addSupplier(buyer)
    expect((await setStatus(buyer, s, 'Active')).status).toBe(403)
  })

  it('refuses a stale version with 409 when one is sent', async () => {
    const s = await addSupplier(buyer)
    await setStatus(approver, s, 'Active')
    const res = await approver.post('update-supplier-status', { id: s.id, status: 'Inactive', version: 1 })
    expect(res.status).toBe(409)
    expect(res.body.data).toMatchObject({ status: 'Active', version: 2 })
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await approver.post('update-supplier-status', { id: uuidv7(), status: 'Active' })).status).toBe(404)
    expect((await approver.post('update-supplier-status', { id: 'x', status: 'Active' })).status).toBe(400)
  })
})

describe('GET get-all-vendors and get-vendor-by-id', () => {
  it('filters by status, searches name, GSTIN and e-mail, pages and sorts', async () => {
    const tag = uniqueGstin().pan
    const made = [
      await addSupplier(buyer, { name: `Alpha ${tag}` }),
      await addSupplier(buyer, { name: `Beta ${tag}` }),
      await addSupplier(buyer, { name: `Gamma ${tag}`, email: `gamma-${tag.toLowerCase()}@example.in` }),
    ]
    const [alpha, beta, gamma] = made as [Supplier, Supplier, Supplier]
    await setStatus(approver, beta, 'Active')

    const byName = await buyer.get(`get-all-vendors?search_txt=${tag}&iDisplayLength=2&iSortCol_0=0&sSortDir_0=desc`)
    expect(byName.body).toMatchObject({ status: true, recordsFiltered: 3 })
    expect((byName.body.data as Supplier[]).map((s) => s.name)).toEqual([`Gamma ${tag}`, `Beta ${tag}`])
    const next = await buyer.get(`get-all-vendors?search_txt=${tag}&iDisplayStart=2&iDisplayLength=2&sSortDir_0=desc`)
    expect((next.body.data as Supplier[]).map((s) => s.id)).toEqual([alpha.id])

    const active = await buyer.get(`get-all-vendors?search_txt=${tag}&status=Active`)
    expect((active.body.data as Supplier[]).map((s) => s.id)).toEqual([beta.id])
    const byGstin = await buyer.get(`get-all-vendors?search_txt=${String(gamma.gstin).toLowerCase()}`)
    expect((byGstin.body.data as Supplier[]).map((s) => s.id)).toEqual([gamma.id])
    const byEmail = await buyer.get(`get-all-vendors?search_txt=gamma-${tag.toLowerCase()}`)
    expect((byEmail.body.data as Supplier[]).map((s) => s.id)).toEqual([gamma.id])
    expect(byName.body.recordsTotal).toBe(await supplierCount())

    const warehouse = await signedIn(t, 'warehouse')
    const one = await warehouse.get(`get-vendor-by-id?id=${alpha.id}`)
    expect(one.status).toBe(200)
    expect(v.parse(SupplierSchema, one.body.data)).toEqual(alpha)
  })

  it('refuses a bad status, page length or id with 400', async () => {
    expect((await buyer.get('get-all-vendors?status=Deleted')).status).toBe(400)
    expect((await buyer.get('get-all-vendors?iDisplayLength=1000')).status).toBe(400)
    expect((await buyer.get('get-vendor-by-id?id=12')).status).toBe(400)
    expect((await buyer.get(`get-vendor-by-id?id=${uuidv7()}`)).status).toBe(404)
  })
})
