import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryRow, CategoryRowSchema } from '../../../src/shared/category-schemas'
import { PRODUCT_IMAGE_PATH_RE, thumbnailPath } from '../../../src/shared/image-data-url'
import { type ProductRow, ProductRowSchema } from '../../../src/shared/product-schemas'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, pngDataUrl, qs, rowsOf, signedIn } from './catalogue-fixtures'

// One tenant of its own, so the counts and orders below are exact.
const DOMAIN = 'lists.test'
let t: TestApp
let manager: ApiClient
const ids: Record<string, number> = {}
let firstImage = ''

beforeAll(async () => {
  t = await createTestApp()
  const tenantId = await t.createTenant('Lists Co', [DOMAIN])
  manager = await signedIn(t, 'catalogue_manager', { id: tenantId, domain: DOMAIN })
  const category = async (name: string, code: string, gst: number, status: string, parent?: string) => {
    const created = await addCategory(manager, {
      category_name: name,
      category_code: code,
      gst,
      status,
      parent_category_id: parent ? ids[parent] : 0,
    })
    ids[name] = created.CategoryID
  }
  await category('Alpha', 'Z-1', 18, 'Active')
  await category('Bravo', 'Y-2', 12, 'Inactive')
  await category('Charlie', 'X-3', 10, 'Active', 'Alpha')
  await category('Delta', 'W-4', 18, 'Archived', 'Alpha')
  await category('Echo', 'V-5', 12, 'Active', 'Charlie')

  const upload = async (colour: string) => {
    const res = await manager.post('add-product-image', { ProductImage: await pngDataUrl(20, 20, colour) })
    return v.parse(v.object({ ProductImagePath: v.pipe(v.string(), v.regex(PRODUCT_IMAGE_PATH_RE)) }), res.body.data)
      .ProductImagePath
  }
  firstImage = await upload('#112233')
  const product = async (Name: string, SKU: string, Price: number, Stock: number, Status: string, category: string) => {
    const extra = Name === 'Banana Paper' ? { Images: [firstImage, await upload('#445566')] } : {}
    const created = await addProduct(manager, ids[category] ?? 0, { Name, SKU, Price, Stock, Status, ...extra })
    ids[Name] = created.ProductID
  }
  await product('Apple Pen', 'PEN-001', 30, 5, 'Active', 'Alpha')
  await product('Banana Paper', 'PAP-002', 250.5, 100, 'Active', 'Bravo')
  await product('Cherry Ink', 'INK-003', 75, 0, 'Inactive', 'Alpha')
  await product('Date Stapler', 'STP-004', 120, 20, 'Archived', 'Charlie')
  await product('Elder Marker', 'MRK-005', 30, 50, 'Active', 'Charlie')
  await product('Fig Deleted', 'DEL-006', 1, 1, 'Active', 'Bravo')
  await manager.send('DELETE', 'delete-product', { ProductID: ids['Fig Deleted'] })
})
afterAll(() => t.close())

const categoryPage = async (params: Record<string, string | number> = {}) => {
  const res = await manager.get(`get-all-categories?${qs(params)}`)
  return { res, rows: rowsOf<CategoryRow>(res, CategoryRowSchema) }
}
const productPage = async (params: Record<string, string | number> = {}) => {
  const res = await manager.get(`get-all-products?${qs(params)}`)
  return { res, rows: rowsOf<ProductRow>(res, ProductRowSchema) }
}
const counts = (res: ApiResponse) => [res.body.recordsTotal, res.body.recordsFiltered]

describe('GET get-all-categories', () => {
  it('lists the tenant categories by name with parent names, counts and the totals', async () => {
    const { res, rows } = await categoryPage()
    expect(res.body).toMatchObject({ status: true, recordsTotal: 5, recordsFiltered: 5 })
    expect(rows.map((r) => [r.CategoryName, r.ParentCategoryName, r.ProductCount, r.ChildCount])).toEqual([
      ['Alpha', null, 2, 2],
      ['Bravo', null, 1, 0],
      ['Charlie', 'Alpha', 2, 1],
      ['Delta', 'Alpha', 0, 0],
      ['Echo', 'Charlie', 0, 0],
    ])
    expect(rows[2]).toMatchObject({ CategoryCode: 'X-3', ParentCategoryID: ids.Alpha, GST: 10, HasImage: false })
  })

  it.each([
    [0, 'asc', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    [0, 'desc', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
    [1, 'asc', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
    [1, 'desc', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    [2, 'asc', ['Charlie', 'Delta', 'Echo', 'Alpha', 'Bravo']],
    [2, 'desc', ['Bravo', 'Alpha', 'Echo', 'Delta', 'Charlie']],
    [3, 'asc', ['Alpha', 'Charlie', 'Echo', 'Delta', 'Bravo']],
    [3, 'desc', ['Bravo', 'Delta', 'Echo', 'Charlie', 'Alpha']],
    [4, 'asc', ['Charlie', 'Bravo', 'Echo', 'Alpha', 'Delta']],
    [4, 'desc', ['Delta', 'Alpha', 'Echo', 'Bravo', 'Charlie']],
    [5, 'asc', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    [5, 'desc', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
  ])('sorts by column %i %s', async (column, direction, expected) => {
    const { rows } = await categoryPage({ iSortCol_0: column, sSortDir_0: direction })
    expect(rows.map((r) => r.CategoryName)).toEqual(expected)
  })

  it('pages with iDisplayStart and iDisplayLength', async () => {
    const { res, rows } = await categoryPage({ iDisplayStart: 2, iDisplayLength: 2 })
    expect(rows.map((r) => r.CategoryName)).toEqual(['Charlie', 'Delta'])
    expect(counts(res)).toEqual([5, 5])
    expect((await categoryPage({ iDisplayStart: 10 })).rows).toEqual([])
  })

  it.each([
    ['part of a name', { search_txt: 'har' }, ['Charlie']],
    ['a code in another case', { search_txt: 'y-2' }, ['Bravo']],
    ['a name in capitals, padded', { search_txt: '  ECHO ' }, ['Echo']],
    ['a % sign, literally', { search_txt: '%' }, []],
    ['an underscore, literally', { search_txt: '_' }, []],
    ['top level only', { parentCatID: 0 }, ['Alpha', 'Bravo']],
    ['the children of Alpha', { parentCatID: 'Alpha' }, ['Charlie', 'Delta']],
    ['a status', { status: 'Inactive' }, ['Bravo']],
    ['children of Alpha that are Active', { parentCatID: 'Alpha', status: 'Active' }, ['Charlie']],
  ])('filters by %s', async (_case, filter, expected) => {
    const params = Object.fromEntries(
      Object.entries(filter).map(([k, value]) => [
        k,
        k === 'parentCatID' && typeof value === 'string' ? (ids[value] ?? 0) : value,
      ]),
    )
    const { res, rows } = await categoryPage(params)
    expect(rows.map((r) => r.CategoryName)).toEqual(expected)
    expect(counts(res)).toEqual([5, expected.length])
  })

  it.each([
    ['iDisplayLength 0', { iDisplayLength: 0 }],
    ['iDisplayLength 101', { iDisplayLength: 101 }],
    ["iDisplayStart 'abc'", { iDisplayStart: 'abc' }],
    ['iSortCol_0 6', { iSortCol_0: 6 }],
    ["sSortDir_0 'up'", { sSortDir_0: 'up' }],
    ['an unknown status', { status: 'Gone' }],
    ['parentCatID -1', { parentCatID: -1 }],
    ['search text of 101 characters', { search_txt: 'x'.repeat(101) }],
  ])('is 400 for %s', async (_case, params) => {
    const res = await manager.get(`get-all-categories?${qs(params)}`)
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
  })

  it('is 400 when a parameter is repeated', async () => {
    expect((await manager.get('get-all-categories?status=Active&status=Inactive')).status).toBe(400)
  })
})

describe('GET get-all-products', () => {
  it('lists live products by name with category names, thumbnails and the totals', async () => {
    const { res, rows } = await productPage()
    expect(counts(res)).toEqual([5, 5])
    expect(rows.map((r) => [r.Name, r.SKU, r.Price, r.CategoryName])).toEqual([
      ['Apple Pen', 'PEN-001', 30, 'Alpha'],
      ['Banana Paper', 'PAP-002', 250.5, 'Bravo'],
      ['Cherry Ink', 'INK-003', 75, 'Alpha'],
      ['Date Stapler', 'STP-004', 120, 'Charlie'],
      ['Elder Marker', 'MRK-005', 30, 'Charlie'],
    ])
    expect(rows[1]?.Thumbnail).toBe(thumbnailPath(firstImage))
    expect(rows[0]?.Thumbnail).toBeNull()
  })

  it.each([
    [0, 'asc', ['Apple Pen', 'Banana Paper', 'Cherry Ink', 'Date Stapler', 'Elder Marker']],
    [0, 'desc', ['Elder Marker', 'Date Stapler', 'Cherry Ink', 'Banana Paper', 'Apple Pen']],
    [1, 'asc', ['Cherry Ink', 'Elder Marker', 'Banana Paper', 'Apple Pen', 'Date Stapler']],
    [2, 'asc', ['Apple Pen', 'Elder Marker', 'Cherry Ink', 'Date Stapler', 'Banana Paper']],
    [2, 'desc', ['Banana Paper', 'Date Stapler', 'Cherry Ink', 'Elder Marker', 'Apple Pen']],
    [3, 'asc', ['Cherry Ink', 'Apple Pen', 'Date Stapler', 'Elder Marker', 'Banana Paper']],
    [4, 'asc', ['Apple Pen', 'Banana Paper', 'Elder Marker', 'Date Stapler', 'Cherry Ink']],
    [5, 'asc', ['Apple Pen', 'Cherry Ink', 'Banana Paper', 'Date Stapler', 'Elder Marker']],
    [5, 'desc', ['Elder Marker', 'Date Stapler', 'Banana Paper', 'Cherry Ink', 'Apple Pen']],
    [6, 'asc', ['Apple Pen', 'Banana Paper', 'Cherry Ink', 'Date Stapler', 'Elder Marker']],
  ])('sorts by column %i %s', async (column, direction, expected) => {
    const { rows } = await productPage({ iSortCol_0: column, sSortDir_0: direction })
    expect(rows.map((r) => r.Name)).toEqual(expected)
  })

  it('pages with iDisplayStart and iDisplayLength', async () => {
    const { res, rows } = await productPage({ iDisplayStart: 3, iDisplayLength: 10 })
    expect(rows.map((r) => r.Name)).toEqual(['Date Stapler', 'Elder Marker'])
    expect(counts(res)).toEqual([5, 5])
  })

  it.each([
    ['part of a name, any case', { search_txt: 'aPPle' }, ['Apple Pen']],
    ['part of a SKU', { search_txt: 'pap-0' }, ['Banana Paper']],
    ['text in several names', { search_txt: 'er' }, ['Banana Paper', 'Cherry Ink', 'Date Stapler', 'Elder Marker']],
    ['the SKU of a deleted product', { search_txt: 'DEL-006' }, []],
    ['a category', { CategoryID: 'Alpha' }, ['Apple Pen', 'Cherry Ink']],
    ['a status', { status: 'Archived' }, ['Date Stapler']],
    ['a category and a status', { CategoryID: 'Charlie', status: 'Active' }, ['Elder Marker']],
  ])('filters by %s', async (_case, filter, expected) => {
    const params = Object.fromEntries(
      Object.entries(filter).map(([k, value]) => [k, k === 'CategoryID' ? (ids[value] ?? 0) : value]),
    )
    const { res, rows } = await productPage(params)
    expect(rows.map((r) => r.Name)).toEqual(expected)
    expect(counts(res)).toEqual([5, expected.length])
  })

  it.each([
    ['CategoryID 0', { CategoryID: 0 }],
    ["CategoryID 'abc'", { CategoryID: 'abc' }],
    ['iSortCol_0 7', { iSortCol_0: 7 }],
    ['iDisplayStart -1', { iDisplayStart: -1 }],
    ['an unknown status', { status: 'deleted' }],
  ])('is 400 for %s', async (_case, params) => {
    const res = await manager.get(`get-all-products?${qs(params)}`)
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
  })

  it('is 401 signed out', async () => {
    expect((await t.client({ domain: DOMAIN }).get('get-all-products')).status).toBe(401)
  })
})
