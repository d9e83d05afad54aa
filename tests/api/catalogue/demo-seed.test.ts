import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../../server/db/seed'
import { type CategoryRow, CategoryRowSchema } from '../../../src/shared/category-schemas'
import { PRODUCT_IMAGE_PATH_RE, thumbnailPath } from '../../../src/shared/image-data-url'
import { ProductSchema } from '../../../src/shared/product-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { qs, rowsOf, signedIn } from './catalogue-fixtures'

let t: TestApp
let buyer: ApiClient
beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true })
  buyer = await signedIn(t, 'buyer')
})
afterAll(() => t.close())

describe('the demo catalogue seeded on first start', () => {
  it('has a category tree three levels deep with the GST rates of the forms', async () => {
    const rows = rowsOf<CategoryRow>(
      await buyer.get(`get-all-categories?${qs({ iDisplayLength: 100 })}`),
      CategoryRowSchema,
    )
    expect(rows.length).toBeGreaterThanOrEqual(10)
    const byName = new Map(rows.map((r) => [r.CategoryName, r]))
    const gloves = byName.get('Gloves')
    const ppe = byName.get(gloves?.ParentCategoryName ?? '')
    expect(ppe?.ParentCategoryName).toBe('Safety')
    expect(new Set(rows.map((r) => r.GST))).toEqual(new Set([10, 12, 18]))
  })

  it('has about 30 products in INR, each with one or two images that are served', async () => {
    const res = await buyer.get(`get-all-products?${qs({ iDisplayLength: 100 })}`)
    const ids = v.parse(v.array(v.object({ ProductID: v.number() })), res.body.data).map((r) => r.ProductID)
    expect(ids.length).toBeGreaterThanOrEqual(25)
    for (const id of ids) {
      const product = v.parse(ProductSchema, (await buyer.get(`get-product-by-id?ProductID=${id}`)).body.data)
      expect(product.Currency).toBe('INR')
      expect(product.Price).toBeGreaterThan(0)
      expect(product.Images.length).toBeGreaterThanOrEqual(1)
      expect(product.Images.length).toBeLessThanOrEqual(2)
      for (const image of product.Images) expect(image).toMatch(PRODUCT_IMAGE_PATH_RE)
    }
    const first = v.parse(ProductSchema, (await buyer.get(`get-product-by-id?ProductID=${ids[0]}`)).body.data)
    const image = await t.app.request(first.Images[0] ?? '')
    expect(image.status).toBe(200)
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(480)
    expect((await t.app.request(thumbnailPath(first.Images[0] ?? ''))).status).toBe(200)
  })

  it('runs only once: a second start finds the tenant and seeds nothing', async () => {
    expect(await seedIfEmpty(t.db)).toBe(false)
  })
})
