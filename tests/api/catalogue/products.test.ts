import { and, count, eq, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../../server/db/schema/catalogue'
import { ProductSchema } from '../../../src/shared/product-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, productBody, signedIn, uniqueCode } from './catalogue-fixtures'
import { formBody } from './stock-fixtures'

let t: TestApp
let manager: ApiClient
let categoryId: number
beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager, { category_name: 'Stationery' })).CategoryID
})
afterAll(() => t.close())

const liveCount = async () => {
  const [row] = await t.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, t.demoTenantId), isNull(products.deletedAt)))
  return row?.n ?? 0
}
const byId = (client: ApiClient, id: number | string) => client.get(`get-product-by-id?ProductID=${id}`)
const remove = (client: ApiClient, id: unknown) => client.send('DELETE', 'delete-product', { ProductID: id })
/** The update-product payload of a form that loaded `p`, with what the user changed. */
const updateBody = formBody

describe('POST add-product', () => {
  it('creates a product, trimmed, with the toast text and version 1', async () => {
    const body = productBody(categoryId)
    const res = await manager.post('add-product', {
      ...body,
      Name: '  Blue Pen  ',
      Description: ' Smooth ',
      SKU: ` ${body.SKU} `,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, msg: 'Product created successfully!' })
    expect(v.parse(ProductSchema, res.body.data)).toMatchObject({
      Name: 'Blue Pen',
      Description: 'Smooth',
      SKU: body.SKU,
      Price: 120.5,
      CostPrice: 99,
      Stock: 10,
      ReorderLevel: 2,
      DeliveryLeadTime: 3,
      UnitsofMeasurement: 'pieces',
      TaxPercentage: 18,
      Status: 'Active',
      Currency: 'INR',
      CategoryID: categoryId,
      CategoryName: 'Stationery',
      Images: [],
      Thumbnail: null,
      Version: 1,
    })
  })

  it('takes numbers as strings, and empty cost price and reorder level as 0', async () => {
    const res = await manager.post(
      'add-product',
      productBody(categoryId, { Price: '99.90', Stock: '5', CostPrice: '', ReorderLevel: '', TaxPercentage: '12%' }),
    )
    expect(v.parse(ProductSchema, res.body.data)).toMatchObject({
      Price: 99.9,
      Stock: 5,
      CostPrice: 0,
      ReorderLevel: 0,
      TaxPercentage: 12,
    })
  })

  it.each([
    ['an empty name', { Name: '' }, 'Product Name is required'],
    ['a whitespace name', { Name: '   ' }, 'Product Name is required'],
    ['no name', { Name: undefined }, 'Product Name is required'],
    ['an empty SKU', { SKU: ' ' }, 'SKU is required'],
    ['a SKU with spaces', { SKU: 'A B' }, 'SKU may contain letters, digits, dot, dash, slash and underscore'],
    ['no price', { Price: undefined }, 'Price is required'],
    ['an empty price', { Price: '' }, 'Price is required'],
    ['a negative price', { Price: -1 }, 'Price cannot be negative'],
    ['a price with 3 decimals', { Price: 10.005 }, 'Price can have at most two decimal places'],
    ["price 'abc'", { Price: 'abc' }, 'Price must be a number'],
    ['a negative cost price', { CostPrice: -0.01 }, 'Cost price cannot be negative'],
    ['a price beyond numeric(14,2)', { Price: 1e13 }, 'Price is too large'],
    ['no stock', { Stock: undefined }, 'Stock quantity is required'],
    ['negative stock', { Stock: -1 }, 'Stock quantity cannot be negative'],
    ['fractional stock', { Stock: 1.5 }, 'Stock quantity must be a whole number'],
    ['no category', { CategoryID: undefined }, 'Please select a category'],
    ['an empty category', { CategoryID: '' }, 'Please select a category'],
    ['category 0', { CategoryID: '0' }, 'Please select a category'],
    ["category 'abc'", { CategoryID: 'abc' }, 'Please select a category'],
    ['a category id beyond int4', { CategoryID: 1e12 }, 'Please select a category'],
    ['an unknown category', { CategoryID: 999_999 }, 'Please select a category'],
    ['tax 5%', { TaxPercentage: 5 }, 'GST must be 18%, 12% or 10%'],
    ['an unknown unit', { UnitsofMeasurement: 'kg' }, 'Unit of measurement must be uom, pieces or boxes'],
    ['an unknown status', { Status: 'Gone' }, 'Status must be Active, Inactive or Archived'],
    ['another currency', { Currency: 'USD' }, 'Currency must be INR'],
    ['no delivery lead time', { DeliveryLeadTime: undefined }, 'Delivery lead time is required'],
    ['an image path outside uploads', { Images: ['/etc/passwd'] }, 'Images must be paths returned by the image upload'],
    [
      'an image that was never uploaded',
      { Images: [`/files/products/${'a'.repeat(64)}.png`] },
      `The image /files/products/${'a'.repeat(64)}.png was not found; upload it again`,
    ],
    [
      'the same image twice',
      { Images: [`/files/products/${'b'.repeat(64)}.png`, `/files/products/${'b'.repeat(64)}.png`] },
      'The same image is listed twice',
    ],
    [
      'eleven images',
      { Images: Array.from({ length: 11 }, (_, i) => `/files/products/${String(i).padStart(64, 'c')}.png`) },
      'A product can have at most 10 images',
    ],
    ['a body that is a string', null, 'The request body must be a JSON object'],
  ])('refuses %s with 400 and writes nothing', async (_case, change, msg) => {
    const before = await liveCount()
    const res = await manager.post('add-product', change === null ? 'a string' : productBody(categoryId, change))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await liveCount()).toBe(before)
  })

  it('refuses a SKU already in use, whatever its case or spacing, with 409 naming it', async () => {
    const first = await addProduct(manager, categoryId)
    const before = await liveCount()
    const sku = first.SKU.toLowerCase()
    const res = await manager.post('add-product', productBody(categoryId, { SKU: `  ${sku} ` }))
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ status: false, msg: `A product with the SKU "${sku}" already exists` })
    expect(await liveCount()).toBe(before)
  })

  it('creates one of two concurrent products with the same SKU', async () => {
    const body = productBody(categoryId)
    const results = await Promise.all([manager.post('add-product', body), manager.post('add-product', body)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
  })

  it('creates one product for a repeated request with the same Idempotency-Key', async () => {
    const before = await liveCount()
    const body = productBody(categoryId)
    const headers = { 'Idempotency-Key': `add-product-${uniqueCode('key')}` }
    const first = await manager.post('add-product', body, { headers })
    const second = await manager.post('add-product', body, { headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(await liveCount()).toBe(before + 1)
  })
})

describe('GET get-product-by-id', () => {
  it('returns the product to any signed-in role', async () => {
    const created = await addProduct(manager, categoryId)
    const res = await byId(await signedIn(t, 'warehouse'), created.ProductID)
    expect(res.status).toBe(200)
    expect(v.parse(ProductSchema, res.body.data)).toEqual(created)
  })

  it.each(['abc', '0', '-2', '1e3x', ''])('is 400 Invalid product ID for %j', async (id) => {
    const res = await byId(manager, id)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Invalid product ID')
  })

  it('is 404 for an unknown id', async () => {
    const res = await byId(manager, 987_654)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: false, msg: 'Product not found' })
  })
})

describe('POST update-product', () => {
  it('updates the product with the spec payload, bumping its version; the Stock it carries is not written', async () => {
    const created = await addProduct(manager, categoryId)
    const other = await addCategory(manager, { category_name: 'Other shelf' })
    const res = await manager.post(
      'update-product',
      updateBody(created, { Name: ' Renamed ', Price: 10, Stock: 0, CategoryID: String(other.CategoryID) }),
    )
    expect(res.status).toBe(200)
    expect(res.body.msg).toBe('Product updated successfully!')
    expect(v.parse(ProductSchema, res.body.data)).toMatchObject({
      Name: 'Renamed',
      Price: 10,
      Stock: created.Stock,
      CategoryID: other.CategoryID,
      CategoryName: 'Other shelf',
      Version: 2,
    })
  })

  it('refuses a stale Version with 409 and the current product, and writes nothing', async () => {
    const created = await addProduct(manager, categoryId)
    const first = await manager.post('update-product', updateBody(created, { Name: 'First edit' }))
    expect(first.status).toBe(200)
    const stale = await manager.post('update-product', updateBody(created, { Name: 'Second edit' }))
    expect(stale.status).toBe(409)
    expect(stale.body.status).toBe(false)
    expect(stale.body.msg).toMatch(/changed by someone else/)
    expect(v.parse(ProductSchema, stale.body.data)).toMatchObject({ Name: 'First edit', Version: 2 })
    expect(v.parse(ProductSchema, (await byId(manager, created.ProductID)).body.data).Name).toBe('First edit')
  })

  it('saves without a Version (a client written to the spec alone) and still bumps it', async () => {
    const created = await addProduct(manager, categoryId)
    const { Version: _version, ...body } = updateBody(created, { Name: 'Spec client edit' })
    const res = await manager.post('update-product', body)
    expect(res.body.data).toMatchObject({ Name: 'Spec client edit', Version: 2 })
  })

  it("keeps the product's own SKU in another case but refuses another product's SKU", async () => {
    const created = await addProduct(manager, categoryId)
    const other = await addProduct(manager, categoryId)
    expect((await manager.post('update-product', updateBody(created, { SKU: created.SKU.toLowerCase() }))).status).toBe(
      200,
    )
    const res = await manager.post('update-product', updateBody(created, { SKU: other.SKU, Version: undefined }))
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe(`A product with the SKU "${other.SKU}" already exists`)
  })

  it.each([
    ['an unknown product', { ProductID: 999_999 }, 404, 'Product not found'],
    ["ProductID 'abc'", { ProductID: 'abc' }, 400, 'Product ID is required'],
    ['no ProductID', { ProductID: undefined }, 400, 'Product ID is required'],
    ['ProductID 0', { ProductID: 0 }, 400, 'Product ID is required'],
    ["Version 'x'", { Version: 'x' }, 400, 'Version must be a whole number'],
    ['an unknown category', { CategoryID: 999_999 }, 400, 'Please select a category'],
    ['a negative price', { Price: -5 }, 400, 'Price cannot be negative'],
  ])('refuses %s', async (_case, change, status, msg) => {
    const created = await addProduct(manager, categoryId)
    const res = await manager.post('update-product', updateBody(created, change))
    expect(res.status).toBe(status)
    expect(res.body.msg).toBe(msg)
    expect(v.parse(ProductSchema, (await byId(manager, created.ProductID)).body.data)).toEqual(created)
  })
})

describe('DELETE delete-product', () => {
  it('deletes out of sight: 404 afterwards, gone from the list, and its SKU free again', async () => {
    const created = await addProduct(manager, categoryId)
    const before = await liveCount()
    const res = await remove(manager, created.ProductID)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: true, msg: 'Product deleted', data: null })
    expect(await liveCount()).toBe(before - 1)
    expect((await byId(manager, created.ProductID)).status).toBe(404)
    expect((await manager.post('update-product', updateBody(created))).status).toBe(404)
    expect((await remove(manager, created.ProductID)).status).toBe(404)
    const [row] = await t.db.select().from(products).where(eq(products.id, created.ProductID))
    expect(row?.deletedAt).toBeInstanceOf(Date)
    const reused = await manager.post('add-product', productBody(categoryId, { SKU: created.SKU }))
    expect(reused.status).toBe(200)
  })

  it.each([['abc'], [0], [null]])('is 400 for ProductID %j', async (id) => {
    const res = await remove(manager, id)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Invalid product ID')
  })
})
