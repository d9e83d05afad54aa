import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, download, lineBody, poBody, poIn, signedIn, unitIds } from './po-fixtures'

const FORMULA = '=HYPERLINK("http://x","y")'

let t: TestApp
let buyer: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  const vendor = await addVendor(t, { name: FORMULA })
  const unit = (await unitIds(buyer)).Nos ?? 0
  poIn(await addPo(buyer, poBody(vendor.id, unit, { poNumber: 'INJ-1', products: [lineBody(unit)] })))
})
afterAll(() => t.close())

const csvRows = (bytes: Buffer) =>
  Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

describe('issue 10.7: exports escape cells a spreadsheet would run as a formula', () => {
  it('export-po CSV writes the vendor =HYPERLINK(...) with a leading quote, numbers as they are', async () => {
    const file = await download(t, buyer, 'export-po?format=csv')
    expect(file.status).toBe(200)
    const [, row] = csvRows(file.bytes)
    expect(row?.[0]).toBe('INJ-1')
    expect(row?.[1]).toBe(`'${FORMULA}`)
    expect(row?.[4]).toBe('1180')
  })

  it('export-po XLSX writes the vendor as escaped text and the total as a number', async () => {
    const file = await download(t, buyer, 'export-po?format=xlsx')
    expect(file.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    const row = workbook.getWorksheet('Purchase Orders')?.getRow(2)
    expect(row?.getCell(2).value).toBe(`'${FORMULA}`)
    expect(row?.getCell(2).formula).toBeUndefined()
    expect(row?.getCell(5).value).toBe(1180)
  })

  it('export-products escapes through the same function', async () => {
    const manager = await signedIn(t, 'catalogue_manager')
    const category = await addCategory(manager)
    await addProduct(manager, category.CategoryID, { Name: FORMULA, SKU: 'INJ-P1', Description: '-1+1' })
    const file = await download(t, manager, 'export-products')
    expect(file.status).toBe(200)
    const [header = [], ...rows] = csvRows(file.bytes)
    const row = rows.find((r) => r[header.indexOf('SKU')] === 'INJ-P1')
    expect(row?.[header.indexOf('Name')]).toBe(`'${FORMULA}`)
    expect(row?.[header.indexOf('Description')]).toBe("'-1+1")
  })
})
