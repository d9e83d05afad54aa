import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../../server/db/schema/catalogue'
import { CategorySchema } from '../../../src/shared/category-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addCategory,
  addProduct,
  BAD_IMAGES,
  categoryBody,
  jpegWithExif,
  oversizedImage,
  pngDataUrl,
  signedIn,
} from './catalogue-fixtures'

let t: TestApp
let manager: ApiClient
beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
})
afterAll(() => t.close())

const categoryCount = async () => {
  const [row] = await t.db.select({ n: count() }).from(categories).where(eq(categories.tenantId, t.demoTenantId))
  return row?.n ?? 0
}
const byId = async (client: ApiClient, id: number | string) => client.get(`get-category-by-id?CategoryID=${id}`)

describe('POST add-category', () => {
  it('creates a category with the spec payload, trimmed, and answers with the toast text', async () => {
    const body = categoryBody({ category_name: '  Copier Paper  ', category_description: ' A4 and A3 ', gst: '12%' })
    const res = await manager.post('add-category', { ...body, category_code: ` ${body.category_code} ` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, msg: 'Category created successfully!' })
    expect(v.parse(CategorySchema, res.body.data)).toMatchObject({
      CategoryName: 'Copier Paper',
      CategoryCode: body.category_code,
      CategoryDescription: 'A4 and A3',
      ParentCategoryID: 0,
      ParentCategoryName: null,
      Status: 'Active',
      GST: 12,
      HasImage: false,
      ProductCount: 0,
      ChildCount: 0,
      CategoryImage: null,
    })
  })

  it('defaults a missing status to Active and takes the parent id as a string', async () => {
    const parent = await addCategory(manager)
    const { status: _status, ...body } = categoryBody({ parent_category_id: String(parent.CategoryID) })
    const res = await manager.post('add-category', body)
    expect(v.parse(CategorySchema, res.body.data)).toMatchObject({
      Status: 'Active',
      ParentCategoryID: parent.CategoryID,
      ParentCategoryName: parent.CategoryName,
    })
  })

  it.each([
    ['an empty parent id', ''],
    ['parent id 0', 0],
    ["parent id '0'", '0'],
    ['a null parent id', null],
  ])('treats %s as top level', async (_case, parent) => {
    const created = await addCategory(manager, { parent_category_id: parent })
    expect(created.ParentCategoryID).toBe(0)
  })

  it('re-encodes the image as an inline data URL without its metadata', async () => {
    const created = await addCategory(manager, { category_image: await jpegWithExif() })
    expect(created.HasImage).toBe(true)
    const stored = created.CategoryImage ?? ''
    expect(stored).toMatch(/^data:image\/jpeg;base64,/)
    const meta = await sharp(Buffer.from(stored.split(',')[1] ?? '', 'base64')).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
  })

  it.each([
    ['an empty name', { category_name: '' }, 'Category name is required'],
    ['a whitespace name', { category_name: '   ' }, 'Category name is required'],
    ['no name', { category_name: undefined }, 'Category name is required'],
    ['a name of 121 characters', { category_name: 'x'.repeat(121) }, 'Category name must be at most 120 characters'],
    ['an empty code', { category_code: ' ' }, 'Category code is required'],
    [
      'a code with spaces',
      { category_code: 'A B' },
      'Category code may contain letters, digits, dot, dash and underscore',
    ],
    ['GST 5', { gst: 5 }, 'GST must be 18%, 12% or 10%'],
    ["GST 'abc'", { gst: 'abc' }, 'GST must be 18%, 12% or 10%'],
    ['no GST', { gst: undefined }, 'GST is required'],
    ['an unknown status', { status: 'Deleted' }, 'Status must be Active, Inactive or Archived'],
    ["parent 'abc'", { parent_category_id: 'abc' }, 'Parent category is not valid'],
    ['parent -1', { parent_category_id: -1 }, 'Parent category is not valid'],
    ['parent 1.5', { parent_category_id: 1.5 }, 'Parent category is not valid'],
    ['a parent id beyond int4', { parent_category_id: 99_999_999_999 }, 'Parent category is not valid'],
    ['an unknown parent', { parent_category_id: 999_999 }, 'Parent category not found'],
    ['an image that is a number', { category_image: 42 }, 'The image must be a base64 data URL'],
  ])('refuses %s with 400 and writes nothing', async (_case, change, msg) => {
    const before = await categoryCount()
    const res = await manager.post('add-category', categoryBody(change))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await categoryCount()).toBe(before)
  })

  it.each(BAD_IMAGES)('refuses %s as the image', async (_case, image, msg) => {
    const before = await categoryCount()
    const res = await manager.post('add-category', categoryBody({ category_image: image }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await categoryCount()).toBe(before)
  })

  it('refuses an image over 5 MB with 400 and a 20 MB body with 413', async () => {
    const over = await manager.post('add-category', categoryBody({ category_image: oversizedImage() }))
    expect(over.status).toBe(400)
    expect(over.body.msg).toBe('The image must be at most 5 MB')
    const huge = `data:image/png;base64,${Buffer.alloc(20 * 1024 * 1024).toString('base64')}`
    const tooBig = await manager.post('add-category', categoryBody({ category_image: huge }))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toEqual({ status: false, msg: 'Request body is too large' })
  })

  it('refuses a code already used in the tenant, whatever its case, with 409 naming it', async () => {
    const first = await addCategory(manager)
    const before = await categoryCount()
    const code = first.CategoryCode.toLowerCase()
    const res = await manager.post('add-category', categoryBody({ category_code: code }))
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ status: false, msg: `The category code "${code}" is already in use` })
    expect(await categoryCount()).toBe(before)
  })

  it('creates one of two concurrent categories with the same code', async () => {
    const body = categoryBody()
    const results = await Promise.all([manager.post('add-category', body), manager.post('add-category', body)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
  })

  it('is 400 for a body that is not JSON, and 415 for another content type', async () => {
    const bad = await manager.send('POST', 'add-category', undefined, { rawBody: '{"category_name":' })
    expect(bad.status).toBe(400)
    const form = await manager.send('POST', 'add-category', undefined, {
      rawBody: 'category_name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
  })
})

describe('GET get-category-by-id', () => {
  it('returns the category with its parent name, counts and image, to any signed-in role', async () => {
    const parent = await addCategory(manager, { category_image: await pngDataUrl() })
    const child = await addCategory(manager, { parent_category_id: parent.CategoryID })
    await addProduct(manager, parent.CategoryID)
    const buyer = await signedIn(t, 'buyer')
    const res = await byId(buyer, parent.CategoryID)
    expect(res.status).toBe(200)
    expect(v.parse(CategorySchema, res.body.data)).toMatchObject({
      CategoryID: parent.CategoryID,
      ProductCount: 1,
      ChildCount: 1,
      HasImage: true,
      CategoryImage: parent.CategoryImage,
    })
    const childRes = await byId(buyer, child.CategoryID)
    expect(childRes.body.data).toMatchObject({ ParentCategoryName: parent.CategoryName })
  })

  it.each(['abc', '0', '-1', '1.5', '', '99999999999'])('is 400 Invalid category ID for %j', async (id) => {
    const res = await byId(manager, id)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg: 'Invalid category ID' })
  })

  it('is 400 without CategoryID and 404 for an id that does not exist', async () => {
    expect((await manager.get('get-category-by-id')).status).toBe(400)
    const res = await byId(manager, 987_654)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: false, msg: 'Category not found' })
  })

  it('is 401 signed out', async () => {
    expect((await byId(t.client(), 1)).status).toBe(401)
  })
})

describe('POST update-category', () => {
  const update = (category: v.InferOutput<typeof CategorySchema>, change: Record<string, unknown> = {}) =>
    manager.post('update-category', {
      category_id: category.CategoryID,
      category_name: category.CategoryName,
      category_description: category.CategoryDescription,
      parent_category_id: category.ParentCategoryID,
      category_code: category.CategoryCode,
      category_image: category.CategoryImage,
      status: category.Status,
      gst: category.GST,
      ...change,
    })

  it('updates every field with the spec payload and the toast text', async () => {
    const category = await addCategory(manager)
    const parent = await addCategory(manager)
    const res = await update(category, {
      category_name: ' Renamed ',
      category_description: 'New words',
      parent_category_id: parent.CategoryID,
      category_code: `${category.CategoryCode}-X`,
      status: 'Archived',
      gst: 10,
    })
    expect(res.status).toBe(200)
    expect(res.body.msg).toBe('Category updated successfully!')
    expect(v.parse(CategorySchema, (await byId(manager, category.CategoryID)).body.data)).toMatchObject({
      CategoryName: 'Renamed',
      CategoryDescription: 'New words',
      ParentCategoryID: parent.CategoryID,
      CategoryCode: `${category.CategoryCode}-X`,
      Status: 'Archived',
      GST: 10,
    })
  })

  it('keeps the stored image when the same data URL comes back, replaces or removes it otherwise', async () => {
    const category = await addCategory(manager, { category_image: await pngDataUrl(30, 30, '#ff0000') })
    const same = v.parse(CategorySchema, (await update(category)).body.data)
    expect(same.CategoryImage).toBe(category.CategoryImage)
    const replaced = v.parse(
      CategorySchema,
      (await update(category, { category_image: await jpegWithExif() })).body.data,
    )
    expect(replaced.CategoryImage).toMatch(/^data:image\/jpeg;base64,/)
    const removedWithEmpty = v.parse(CategorySchema, (await update(replaced, { category_image: '' })).body.data)
    expect(removedWithEmpty).toMatchObject({ CategoryImage: null, HasImage: false })
    const again = await addCategory(manager, { category_image: await pngDataUrl() })
    const removedWithNull = v.parse(CategorySchema, (await update(again, { category_image: null })).body.data)
    expect(removedWithNull.CategoryImage).toBeNull()
  })

  it('lets a category keep its own code in another case, but not take another category code', async () => {
    const category = await addCategory(manager)
    const other = await addCategory(manager)
    expect((await update(category, { category_code: category.CategoryCode.toLowerCase() })).status).toBe(200)
    const res = await update(category, { category_code: other.CategoryCode.toUpperCase() })
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe(`The category code "${other.CategoryCode.toUpperCase()}" is already in use`)
  })

  it('refuses to make a category its own parent', async () => {
    const category = await addCategory(manager)
    const res = await update(category, { parent_category_id: category.CategoryID })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg: 'A category cannot be its own parent' })
  })

  it('refuses to move a category under its child or its grandchild, and writes nothing', async () => {
    const top = await addCategory(manager, { category_name: 'Top' })
    const child = await addCategory(manager, { category_name: 'Child', parent_category_id: top.CategoryID })
    const grandchild = await addCategory(manager, { category_name: 'Grandchild', parent_category_id: child.CategoryID })
    const underChild = await update(top, { parent_category_id: child.CategoryID })
    expect(underChild.status).toBe(400)
    expect(underChild.body.msg).toBe('"Child" is a subcategory of "Top", so it cannot be its parent')
    const underGrandchild = await update(top, { parent_category_id: grandchild.CategoryID, category_name: 'Changed' })
    expect(underGrandchild.status).toBe(400)
    expect(underGrandchild.body.msg).toBe('"Grandchild" is a subcategory of "Top", so it cannot be its parent')
    expect(v.parse(CategorySchema, (await byId(manager, top.CategoryID)).body.data)).toMatchObject({
      CategoryName: 'Top',
      ParentCategoryID: 0,
    })
  })

  it('lets only one of two concurrent moves through when together they would make a loop', async () => {
    const a = await addCategory(manager)
    const b = await addCategory(manager)
    const results = await Promise.all([
      update(a, { parent_category_id: b.CategoryID }),
      update(b, { parent_category_id: a.CategoryID }),
    ])
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([200, 400])
  })

  it('moves a subtree under another branch and back to the top level', async () => {
    const a = await addCategory(manager)
    const b = await addCategory(manager, { parent_category_id: a.CategoryID })
    const other = await addCategory(manager)
    expect((await update(b, { parent_category_id: other.CategoryID })).body.data).toMatchObject({
      ParentCategoryID: other.CategoryID,
    })
    expect((await update(a, { parent_category_id: other.CategoryID })).status).toBe(200)
    expect((await update(a, { parent_category_id: 0 })).body.data).toMatchObject({ ParentCategoryID: 0 })
  })

  it('is 400 for an unknown parent, 404 for an unknown category and 400 for a bad id', async () => {
    const category = await addCategory(manager)
    const parentMissing = await update(category, { parent_category_id: 999_999 })
    expect(parentMissing.status).toBe(400)
    expect(parentMissing.body.msg).toBe('Parent category not found')
    const missing = await update(category, { category_id: 999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.msg).toBe('Category not found')
    for (const id of ['abc', 0, '0', null]) {
      const res = await update(category, { category_id: id })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('Invalid category ID')
    }
  })
})

describe('DELETE delete-category', () => {
  const remove = (client: ApiClient, id: unknown) => client.send('DELETE', 'delete-category', { category_id: id })

  it('deletes a category without subcategories or products', async () => {
    const category = await addCategory(manager)
    const res = await remove(manager, category.CategoryID)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: true, msg: 'Category deleted', data: null })
    expect((await byId(manager, category.CategoryID)).status).toBe(404)
    expect((await remove(manager, category.CategoryID)).status).toBe(404)
  })

  it('refuses a category with subcategories or products, saying how many', async () => {
    const parent = await addCategory(manager, { category_name: 'Busy' })
    await addCategory(manager, { parent_category_id: parent.CategoryID })
    await addProduct(manager, parent.CategoryID)
    await addProduct(manager, parent.CategoryID)
    const res = await remove(manager, parent.CategoryID)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      status: false,
      msg: '"Busy" has 1 subcategory and 2 products: move or delete them first, or set the category to Archived',
    })
    expect((await byId(manager, parent.CategoryID)).status).toBe(200)
  })

  it('does not count deleted products', async () => {
    const category = await addCategory(manager)
    const product = await addProduct(manager, category.CategoryID)
    await manager.send('DELETE', 'delete-product', { ProductID: product.ProductID })
    expect((await remove(manager, category.CategoryID)).status).toBe(200)
  })

  it.each([['abc'], [0], [-3], [null]])('is 400 for category_id %j', async (id) => {
    const res = await remove(manager, id)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Invalid category ID')
  })
})
