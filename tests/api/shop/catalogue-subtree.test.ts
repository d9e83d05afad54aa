import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductListQuerySchema, ProductRowSchema } from '../../../src/shared/product-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, qs, signedIn } from './shop-fixtures'

// A tenant of its own, so the lists below are exact.
const DOMAIN = 'subtree.test'
let t: TestApp
let buyer: ApiClient
const id: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  const tenant = { id: await t.createTenant('Subtree Co', [DOMAIN]), domain: DOMAIN }
  const manager = await signedIn(t, 'catalogue_manager', tenant)
  buyer = await signedIn(t, 'buyer', tenant)
  const category = async (name: string, parent?: string) => {
    id[name] = (
      await addCategory(manager, { category_name: name, parent_category_id: parent ? id[parent] : 0 })
    ).CategoryID
  }
  await category('Office')
  await category('Writing', 'Office')
  await category('Pens', 'Writing')
  await category('Paper', 'Office')
  await category('Tools')
  const product = async (name: string, categoryName: string, extra: Record<string, unknown> = {}) => {
    id[name] = (await addProduct(manager, id[categoryName] ?? 0, { Name: name, ...extra })).ProductID
  }
  await product('Desk tray', 'Office')
  await product('Notebook', 'Writing')
  await product('Ball pen', 'Pens')
  await product('Fountain pen', 'Pens', { Status: 'Inactive' })
  await product('Gone pen', 'Pens')
  await product('A4 ream', 'Paper')
  await product('Hammer', 'Tools')
  await manager.send('DELETE', 'delete-product', { ProductID: id['Gone pen'] })

  const elsewhere = {
    id: await t.createTenant('Elsewhere Co', ['elsewhere-subtree.test']),
    domain: 'elsewhere-subtree.test',
  }
  const otherManager = await signedIn(t, 'catalogue_manager', elsewhere)
  id.Foreign = (await addCategory(otherManager)).CategoryID
  await addProduct(otherManager, id.Foreign)
})
afterAll(() => t.close())

const names = async (params: Record<string, string | number>) => {
  const res = await buyer.get(`get-all-products?${qs(params)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return {
    names: v.parse(v.array(ProductRowSchema), res.body.data).map((r) => r.Name),
    filtered: res.body.recordsFiltered,
  }
}

describe('GET get-all-products with includeSubcategories', () => {
  it.each([
    ['Office alone', { CategoryID: 'Office' }, ['Desk tray']],
    ['Office alone (false)', { CategoryID: 'Office', includeSubcategories: 'false' }, ['Desk tray']],
    [
      'Office and below',
      { CategoryID: 'Office', includeSubcategories: 'true' },
      ['A4 ream', 'Ball pen', 'Desk tray', 'Fountain pen', 'Notebook'],
    ],
    [
      'active products of Office and below',
      { CategoryID: 'Office', includeSubcategories: 'true', status: 'Active' },
      ['A4 ream', 'Ball pen', 'Desk tray', 'Notebook'],
    ],
    [
      'Writing and below',
      { CategoryID: 'Writing', includeSubcategories: 'true' },
      ['Ball pen', 'Fountain pen', 'Notebook'],
    ],
    ['a leaf', { CategoryID: 'Pens', includeSubcategories: 'true' }, ['Ball pen', 'Fountain pen']],
    [
      'with a search',
      { CategoryID: 'Office', includeSubcategories: 'true', search_txt: 'pen' },
      ['Ball pen', 'Fountain pen'],
    ],
    ["another tenant's category", { CategoryID: 'Foreign', includeSubcategories: 'true' }, []],
    [
      'no category (the flag alone changes nothing)',
      { includeSubcategories: 'true' },
      ['A4 ream', 'Ball pen', 'Desk tray', 'Fountain pen', 'Hammer', 'Notebook'],
    ],
  ] as Array<[string, Record<string, string>, string[]]>)('%s', async (_label, query, expected) => {
    const category = query.CategoryID
    const params = { ...query, ...(category ? { CategoryID: id[category] ?? 0 } : {}) }
    expect(await names(params)).toEqual({ names: expected, filtered: expected.length })
  })

  it('refuses a flag that is not true or false', async () => {
    const res = await buyer.get(`get-all-products?${qs({ CategoryID: id.Office ?? 0, includeSubcategories: 'yes' })}`)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('includeSubcategories must be true or false')
  })

  it('takes a boolean in the shared schema too', () => {
    for (const flag of [true, false, 'true', 'false']) {
      expect(v.safeParse(ProductListQuerySchema, { includeSubcategories: flag }).success).toBe(true)
    }
    expect(v.safeParse(ProductListQuerySchema, { includeSubcategories: 1 }).success).toBe(false)
  })
})
