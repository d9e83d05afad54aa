import { count, max } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '../../../server/db/schema/catalogue'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, signedIn } from './catalogue-fixtures'

let t: TestApp
let manager: ApiClient
let categoryId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
  productId = (await addProduct(manager, categoryId)).ProductID
})
afterAll(() => t.close())

const RUNS = { seed: 20_260_301, numRuns: 40 }

/** Mostly a valid value for a field, sometimes a wrong one, now and then any JSON value at all. */
const field = (valid: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrong, weight: 3 }, { arbitrary: fc.jsonValue(), weight: 1 })

const badIds = fc.constantFrom(0, -1, 'abc', '', 1.5, 1e12, 99_999_999_999, '9'.repeat(30), 987_654, null)
const money = field(
  fc.constantFrom(0, 1, 10.5, '99.99', 123_456.78),
  fc.constantFrom(-1, 1.005, 'abc', '', 1e15, Number.MAX_VALUE, '1e400'),
)
const whole = field(fc.nat({ max: 1000 }), fc.constantFrom(-1, 1.5, 'x', 1e12, ''))
const text = (valid: string) => field(fc.constantFrom(valid, ` ${valid} `), fc.string({ maxLength: 300 }))

const categoryBody = () =>
  fc.record(
    {
      category_id: field(fc.constant(categoryId), badIds),
      category_name: text('Pens'),
      category_code: field(fc.stringMatching(/^[A-Z][A-Z0-9-]{1,10}$/), fc.string({ maxLength: 50 })),
      category_description: text('Writing'),
      parent_category_id: field(fc.constantFrom(0, '', String(categoryId)), badIds),
      category_image: field(
        fc.constantFrom(null, ''),
        fc.string({ maxLength: 60 }).map((s) => `data:image/png;base64,${s}`),
      ),
      status: field(fc.constantFrom('Active', 'Inactive', 'Archived'), fc.string({ maxLength: 10 })),
      gst: field(fc.constantFrom(18, '12%', '10'), fc.constantFrom(5, '5%', -18, 'x')),
    },
    { requiredKeys: ['category_name', 'category_code', 'gst'] },
  )

const productBody = () =>
  fc.record(
    {
      ProductID: field(fc.constant(productId), badIds),
      Name: text('Pen'),
      Description: text('Blue'),
      SKU: field(fc.stringMatching(/^[A-Z][A-Z0-9-]{1,10}$/), fc.string({ maxLength: 80 })),
      Price: money,
      CostPrice: money,
      Stock: whole,
      ReorderLevel: whole,
      DeliveryLeadTime: whole,
      UnitsofMeasurement: field(fc.constantFrom('uom', 'pieces', 'boxes'), fc.string({ maxLength: 10 })),
      TaxPercentage: field(fc.constantFrom(18, 12, '10%'), fc.constantFrom(0, 5, 'x')),
      Status: field(fc.constantFrom('Active', 'Archived'), fc.string({ maxLength: 10 })),
      Currency: field(fc.constant('INR'), fc.string({ maxLength: 5 })),
      CategoryID: field(fc.constantFrom(categoryId, String(categoryId)), badIds),
      Images: field(fc.constant([]), fc.array(fc.string({ maxLength: 90 }), { maxLength: 12 })),
      Version: field(fc.nat({ max: 5 }), fc.constantFrom(-1, 'x', 1e12)),
    },
    { requiredKeys: ['Name', 'SKU', 'Price', 'Stock', 'CategoryID'] },
  )

const snapshot = async () => {
  const [c] = await t.db.select({ n: count(), last: max(categories.updatedAt) }).from(categories)
  const [p] = await t.db.select({ n: count(), last: max(products.updatedAt) }).from(products)
  return JSON.stringify([c, p])
}

/** Fails unless the answer is clean (below 500, `{ status: false, msg }` for a 4xx) and a 4xx changed nothing. */
async function expectClean(call: () => Promise<ApiResponse>, input: unknown) {
  const before = await snapshot()
  const res = await call()
  const context = JSON.stringify(input).slice(0, 300)
  expect(res.status, context).toBeLessThan(500)
  if (res.status >= 400) {
    expect(res.body.status, context).toBe(false)
    expect(typeof res.body.msg, context).toBe('string')
    expect(await snapshot(), context).toBe(before)
  }
}

const WRITES = [
  ['POST', 'add-category', categoryBody],
  ['POST', 'update-category', categoryBody],
  ['DELETE', 'delete-category', categoryBody],
  ['POST', 'add-product', productBody],
  ['POST', 'update-product', productBody],
  ['DELETE', 'delete-product', productBody],
] as const

describe('no input makes a catalogue endpoint fail with a 5xx or write on a 4xx', () => {
  it.each(WRITES)('%s %s with near-valid payloads', async (method, path, body) => {
    await fc.assert(
      fc.asyncProperty(body(), (input) => expectClean(() => manager.send(method, path, input), input)),
      RUNS,
    )
  })

  const anyJsonTargets: Array<[string, string]> = [
    ...WRITES.map(([method, path]): [string, string] => [method, path]),
    ['POST', 'add-product-image'],
    ['POST', 'import-products'],
  ]
  it.each(anyJsonTargets)('%s %s with any JSON value', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), (input) => expectClean(() => manager.send(method, path, input), input)),
      RUNS,
    )
  })

  it('POST import-products with any text as CSV', async () => {
    const csv = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 14 }), { maxLength: 6 })
        .map((rows) => ['SKU,Name,CategoryCode,Price,Stock', ...rows.map((r) => r.join(','))].join('\n')),
    )
    await fc.assert(
      fc.asyncProperty(csv, fc.boolean(), (text, dryRun) =>
        expectClean(() => manager.post('import-products', { csv: text, dryRun }), text),
      ),
      RUNS,
    )
  })

  it.each([
    'get-all-categories',
    'get-all-products',
    'get-category-by-id',
    'get-product-by-id',
  ])('GET %s with any query string', async (path) => {
    const params = fc.dictionary(
      fc.constantFrom(
        'search_txt',
        'iDisplayStart',
        'iDisplayLength',
        'iSortCol_0',
        'sSortDir_0',
        'status',
        'parentCatID',
        'CategoryID',
        'ProductID',
      ),
      fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('%', '_', '\\', "'", '1e999')),
    )
    await fc.assert(
      fc.asyncProperty(params, (query) =>
        expectClean(() => manager.get(`${path}?${new URLSearchParams(query).toString()}`), query),
      ),
      RUNS,
    )
  })
})
