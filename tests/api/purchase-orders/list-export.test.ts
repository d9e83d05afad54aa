import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PoFilterOptionsSchema, type PoRow, PoRowSchema } from '../../../src/shared/po-read-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, download, lineBody, movePo, poBody, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let alice: ApiClient
let bob: ApiClient
let approver: ApiClient
let acme: { id: string; name: string }
let zeta: { id: string; name: string }

/** Rows by PO number: Draft x3 (alice, acme), Pending (bob, zeta), Approved (alice, zeta), Cancelled (bob, acme). */
beforeAll(async () => {
  t = await createTestApp()
  alice = await signedIn(t, 'buyer')
  bob = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
  acme = await addVendor(t, { name: 'Acme Tools' })
  zeta = await addVendor(t, { name: 'Zeta Metals' })
  const unit = (await unitIds(alice)).Nos ?? 0
  const make = async (client: ApiClient, vendorId: string, n: string, rate: number, extra = {}) =>
    poIn(
      await addPo(
        client,
        poBody(vendorId, unit, {
          poNumber: n,
          products: [lineBody(unit, { Quantity: 1, BudgetedRate: rate })],
          ...extra,
        }),
      ),
    )
  await make(alice, acme.id, 'T-1', 100, { PoDate: '2026-01-01', deliveryDate: '2026-01-10' })
  await make(alice, acme.id, 'T-2', 200, { PoDate: '2026-01-02', deliveryDate: '2026-01-11' })
  await make(alice, acme.id, 'T-3', 300, { PoDate: '2026-01-03', deliveryDate: '2026-01-12' })
  const pending = await make(bob, zeta.id, 'T-4', 400, { PoDate: '2026-01-04', deliveryDate: '2026-01-20' })
  poIn(await movePo(bob, pending.poId, 'Pending Approval'))
  const approved = await make(alice, zeta.id, 'T-5', 500_000, { deliveryDate: '2026-02-01' })
  poIn(await movePo(alice, approved.poId, 'Pending Approval'))
  poIn(await movePo(approver, approved.poId, 'Approved'))
  const cancelled = await make(bob, acme.id, 'T-6', 50)
  poIn(await movePo(bob, cancelled.poId, 'Cancelled'))
})
afterAll(() => t.close())

async function list(query: string) {
  const res = await alice.get(`get-all-po?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return {
    rows: v.parse(v.array(PoRowSchema), res.body.data),
    total: res.body.recordsTotal,
    filtered: res.body.recordsFiltered,
  }
}
const numbers = (rows: PoRow[]) => rows.map((r) => r.poNumber)

describe('GET get-all-po', () => {
  it('lists all with defaults: newest first, the row shape, counts', async () => {
    const page = await list('')
    expect(numbers(page.rows)).toEqual(['T-6', 'T-5', 'T-4', 'T-3', 'T-2', 'T-1'])
    expect(page).toMatchObject({ total: 6, filtered: 6 })
    expect(page.rows[1]).toMatchObject({
      vendorName: 'Zeta Metals',
      status: 'Approved',
      totalValue: 590_000,
      deliveryDate: '2026-02-01',
      poDate: '2026-01-05',
    })
  })

  it.each([
    ['all', ['T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6']],
    ['drafts', ['T-1', 'T-2', 'T-3']],
    ['inprogress', ['T-4', 'T-5']],
    ['completed', []],
    ['withdrawn', ['T-6']],
  ])('tab %s', async (name, expected) => {
    const page = await list(`name=${name}&sort=poNumber`)
    expect(numbers(page.rows)).toEqual(expected)
    expect(page.filtered).toBe(expected.length)
    expect(page.total).toBe(6)
  })

  it('pages with limit and offset', async () => {
    const first = await list('sort=poNumber&limit=4&offset=0')
    const second = await list('sort=poNumber&limit=4&offset=4')
    expect(numbers(first.rows)).toEqual(['T-1', 'T-2', 'T-3', 'T-4'])
    expect(numbers(second.rows)).toEqual(['T-5', 'T-6'])
    expect(second.filtered).toBe(6)
  })

  it.each([
    ['poNumbers=T-1&poNumbers=T-4', ['T-1', 'T-4']],
    ['poNumbers=T-1,T-2', ['T-1', 'T-2']],
    ['status=Approved', ['T-5']],
    ['status=Draft,Cancelled&name=drafts', ['T-1', 'T-2', 'T-3']],
    ['poDateFrom=2026-01-02&poDateTo=2026-01-03', ['T-2', 'T-3']],
    ['poDateFrom=2026-01-03&poDateTo=2026-01-02', ['T-2', 'T-3']],
    ['deliveryDateFrom=2026-01-11&deliveryDateTo=2026-01-20', ['T-2', 'T-3', 'T-4', 'T-6']],
    ['valueMin=200&valueMax=400', ['T-2', 'T-3']],
    ['valueMin=400&valueMax=200', ['T-2', 'T-3']],
    ['valueMin=-5&valueMax=99', ['T-6']],
    // The Value Range is clamped to 0..99999 (spec point 5), so the 5,90,000 PO is past its top.
    ['valueMin=1000&valueMax=9999999', []],
    ['valueMin=470', ['T-4', 'T-5']],
    ['name=drafts&valueMin=300', ['T-3']],
  ])('filters %s', async (filter, expected) => {
    const page = await list(`${filter}&sort=poNumber`)
    expect(numbers(page.rows)).toEqual(expected)
  })

  it('filters by vendor and creator ids', async () => {
    expect(numbers((await list(`vendorIds=${zeta.id}&sort=poNumber`)).rows)).toEqual(['T-4', 'T-5'])
    const options = v.parse(PoFilterOptionsSchema, (await alice.get('get-po-filter-options')).body.data)
    const bobId = options.creators.find((c) => c.name.includes('user'))?.id
    const bobRows = (await list('sort=poNumber')).rows.filter((r) => r.createdById === bobId)
    const byCreator = await list(`createdBy=${bobId}&sort=poNumber`)
    expect(numbers(byCreator.rows)).toEqual(numbers(bobRows))
  })

  it('sorts by each column both ways', async () => {
    expect(numbers((await list('sort=-totalValue')).rows)).toEqual(['T-5', 'T-4', 'T-3', 'T-2', 'T-1', 'T-6'])
    expect(numbers((await list('sort=vendorName')).rows).slice(0, 4)).toEqual(['T-1', 'T-2', 'T-3', 'T-6'])
    expect(numbers((await list('sort=poDate&poDateTo=2026-01-04')).rows)).toEqual(['T-1', 'T-2', 'T-3', 'T-4'])
  })

  it.each([
    'name=Drafts',
    'limit=0',
    'limit=101',
    'offset=-1',
    'vendorIds=abc',
    'status=Shipped',
    'poDateFrom=2026-13-01',
    'valueMin=ten',
    'sort=price',
  ])('refuses %s with 400', async (query) => {
    expect((await alice.get(`get-all-po?${query}`)).status).toBe(400)
  })

  it('shows nothing of another tenant and nothing to a catalogue manager', async () => {
    const tenant = { id: await t.createTenant('Other', ['other.test']), domain: 'other.test' }
    const stranger = await signedIn(t, 'buyer', tenant)
    const res = await stranger.get('get-all-po')
    expect(res.body).toMatchObject({ data: [], recordsTotal: 0, recordsFiltered: 0 })
    expect((await (await signedIn(t, 'catalogue_manager')).get('get-all-po')).status).toBe(403)
  })
})

describe('GET get-po-filter-options', () => {
  it('lists distinct numbers, vendors and creators, searchable and limited', async () => {
    const all = v.parse(PoFilterOptionsSchema, (await alice.get('get-po-filter-options')).body.data)
    expect(all.poNumbers).toEqual(['T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6'])
    expect(all.vendors).toEqual([
      { id: acme.id, name: 'Acme Tools' },
      { id: zeta.id, name: 'Zeta Metals' },
    ])
    expect(all.creators).toHaveLength(2)
    const some = v.parse(
      PoFilterOptionsSchema,
      (await alice.get('get-po-filter-options?search_txt=zeta&limit=1')).body.data,
    )
    expect(some).toEqual({ poNumbers: [], vendors: [{ id: zeta.id, name: 'Zeta Metals' }], creators: [] })
    const limited = v.parse(
      PoFilterOptionsSchema,
      (await alice.get('get-po-filter-options?search_txt=t-&limit=2')).body.data,
    )
    expect(limited.poNumbers).toEqual(['T-1', 'T-2'])
    expect((await alice.get('get-po-filter-options?limit=0')).status).toBe(400)
  })
})

describe('exports', () => {
  it('GET export-po?format=csv has every filtered row', async () => {
    const file = await download(t, alice, 'export-po?format=csv&name=drafts&sort=poNumber')
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toContain('text/csv')
    expect(file.headers.get('Content-Disposition')).toMatch(/attachment; filename="purchase-orders-2026-01-05\.csv"/)
    const parsed = Papa.parse<string[]>(file.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true })
    expect(parsed.data[0]).toEqual([
      'PO ID',
      'Vendor Name',
      'PO Date',
      'Status',
      'Total Value',
      'Delivery Date',
      'Created By',
      'Last Updated',
    ])
    expect(parsed.data.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ['T-1', 'Acme Tools', 'Draft', '118'],
      ['T-2', 'Acme Tools', 'Draft', '236'],
      ['T-3', 'Acme Tools', 'Draft', '354'],
    ])
  })

  it('GET export-po?format=xlsx opens with exceljs and has the rows', async () => {
    const file = await download(t, alice, 'export-po?format=xlsx&sort=-totalValue')
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Purchase Orders')
    expect(sheet?.rowCount).toBe(7)
    expect(sheet?.getRow(2).getCell(1).value).toBe('T-5')
    expect(sheet?.getRow(2).getCell(5).value).toBe(590_000)
  })

  it('refuses an unknown format and a catalogue manager', async () => {
    expect((await download(t, alice, 'export-po?format=pdf')).status).toBe(400)
    expect((await download(t, await signedIn(t, 'catalogue_manager'), 'export-po')).status).toBe(403)
  })
})

describe('GET po-pdf', () => {
  it('is a real PDF named after the PO number', async () => {
    const po = (await list('poNumbers=T-5')).rows[0]
    const file = await download(t, alice, `po-pdf?poId=${po?.poId}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="T-5.pdf"')
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(file.bytes.toString('latin1')).toContain('Purchase Order T-5')
  })

  it("404s another tenant's PO and 400s a bad id", async () => {
    const po = (await list('poNumbers=T-1')).rows[0]
    const tenant = { id: await t.createTenant('Pdf', ['pdf.test']), domain: 'pdf.test' }
    const stranger = await signedIn(t, 'buyer', tenant)
    expect((await download(t, stranger, `po-pdf?poId=${po?.poId}`)).status).toBe(404)
    expect((await download(t, alice, 'po-pdf?poId=x')).status).toBe(400)
  })
})
