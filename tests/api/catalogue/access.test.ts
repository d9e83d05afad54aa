import { count } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '../../../server/db/schema/catalogue'
import { CategoryRowSchema } from '../../../src/shared/category-schemas'
import { ProductRowSchema } from '../../../src/shared/product-schemas'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, categoryBody, pngDataUrl, productBody, rowsOf, signedIn } from './catalogue-fixtures'

const OTHER = { domain: 'other-shop.test', id: '' }
let t: TestApp
let manager: ApiClient
let categoryId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  OTHER.id = await t.createTenant('Other Shop', [OTHER.domain])
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
  productId = (await addProduct(manager, categoryId)).ProductID
})
afterAll(() => t.close())

const totals = async () => {
  const [c] = await t.db.select({ n: count() }).from(categories)
  const [p] = await t.db.select({ n: count() }).from(products)
  return [c?.n, p?.n]
}

/** Every catalogue write with a valid body for the demo tenant's records. */
const writes = async (): Promise<Array<[string, string, unknown]>> => [
  ['POST', 'add-category', categoryBody()],
  ['POST', 'update-category', { ...categoryBody(), category_id: categoryId }],
  ['DELETE', 'delete-category', { category_id: categoryId }],
  ['POST', 'add-product', productBody(categoryId)],
  ['POST', 'update-product', { ...productBody(categoryId), ProductID: productId }],
  ['DELETE', 'delete-product', { ProductID: productId }],
  ['POST', 'add-product-image', { ProductImage: await pngDataUrl(8, 8) }],
  ['POST', 'import-products', { csv: 'SKU,Name\nX-1,Thing', dryRun: false }],
]

describe('roles', () => {
  it.each<Role>([
    'buyer',
    'warehouse',
    'approver',
  ])('a %s cannot write: 403 everywhere, nothing changes', async (role) => {
    const client = await signedIn(t, role)
    const before = await totals()
    for (const [method, path, body] of await writes()) {
      const res = await client.send(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body).toEqual({ status: false, msg: 'You do not have permission to do this' })
    }
    expect(await totals()).toEqual(before)
  })

  it.each<Role>(['buyer', 'warehouse', 'approver', 'catalogue_manager', 'admin'])('a %s can read', async (role) => {
    const client = await signedIn(t, role)
    for (const path of [
      'get-all-categories',
      `get-category-by-id?CategoryID=${categoryId}`,
      'get-all-products',
      `get-product-by-id?ProductID=${productId}`,
      'export-products',
    ]) {
      const res = await t.app.request(`/api/${path}`, {
        headers: { Domain: 'localhost', Cookie: client.cookieHeader() },
      })
      expect(res.status, path).toBe(200)
    }
  })

  it('an admin can write', async () => {
    const admin = await signedIn(t, 'admin')
    const category = await addCategory(admin)
    await addProduct(admin, category.CategoryID)
  })

  it('signed out, every catalogue endpoint is 401', async () => {
    const client = t.client()
    for (const [method, path, body] of await writes()) expect((await client.send(method, path, body)).status).toBe(401)
    expect((await client.get('get-all-products')).status).toBe(401)
  })
})

describe('tenants', () => {
  it("another tenant sees none of this tenant's categories or products", async () => {
    const other = await signedIn(t, 'admin', OTHER)
    const categoriesRes = await other.get('get-all-categories')
    expect(rowsOf(categoriesRes, CategoryRowSchema)).toEqual([])
    expect(categoriesRes.body).toMatchObject({ recordsTotal: 0, recordsFiltered: 0 })
    expect(rowsOf(await other.get('get-all-products'), ProductRowSchema)).toEqual([])
    expect((await other.get(`get-category-by-id?CategoryID=${categoryId}`)).status).toBe(404)
    expect((await other.get(`get-product-by-id?ProductID=${productId}`)).status).toBe(404)
  })

  it("another tenant cannot change or delete this tenant's records: 404, nothing changes", async () => {
    const other = await signedIn(t, 'catalogue_manager', OTHER)
    const before = await manager.get(`get-product-by-id?ProductID=${productId}`)
    const beforeCategory = await manager.get(`get-category-by-id?CategoryID=${categoryId}`)
    const attempts: Array<[string, string, unknown, string]> = [
      ['POST', 'update-category', { ...categoryBody(), category_id: categoryId }, 'Category not found'],
      ['DELETE', 'delete-category', { category_id: categoryId }, 'Category not found'],
      ['POST', 'update-product', { ...productBody(categoryId), ProductID: productId }, 'Product not found'],
      ['DELETE', 'delete-product', { ProductID: productId }, 'Product not found'],
    ]
    for (const [method, path, body, msg] of attempts) {
      const res = await other.send(method, path, body)
      expect(res.status, path).toBe(404)
      expect(res.body.msg).toBe(msg)
    }
    expect((await manager.get(`get-product-by-id?ProductID=${productId}`)).body).toEqual(before.body)
    expect((await manager.get(`get-category-by-id?CategoryID=${categoryId}`)).body).toEqual(beforeCategory.body)
  })

  it("another tenant cannot use this tenant's category as a parent or a product's category", async () => {
    const other = await signedIn(t, 'catalogue_manager', OTHER)
    const child = await other.post('add-category', categoryBody({ parent_category_id: categoryId }))
    expect(child.status).toBe(400)
    expect(child.body.msg).toBe('Parent category not found')
    const product = await other.post('add-product', productBody(categoryId))
    expect(product.status).toBe(400)
    expect(product.body.msg).toBe('Please select a category')
  })

  it('codes and SKUs are unique per tenant: another tenant may use the same ones', async () => {
    const mine = await manager.get(`get-product-by-id?ProductID=${productId}`)
    const { SKU } = v.parse(v.object({ SKU: v.string() }), mine.body.data)
    const myCategory = await manager.get(`get-category-by-id?CategoryID=${categoryId}`)
    const { CategoryCode } = v.parse(v.object({ CategoryCode: v.string() }), myCategory.body.data)
    const other = await signedIn(t, 'catalogue_manager', OTHER)
    const theirs = await addCategory(other, { category_code: CategoryCode })
    await addProduct(other, theirs.CategoryID, { SKU })
  })
})
