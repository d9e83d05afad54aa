import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productSearch, products } from '../../../server/db/schema/catalogue'
import { tenants } from '../../../server/db/schema/tenants'
import { likePattern } from '../../../src/shared/list-query'
import { type Product, type ProductRow, ProductRowSchema, ProductSchema } from '../../../src/shared/product-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, qs, rowsOf, signedIn } from './catalogue-fixtures'
import { formBody } from './stock-fixtures'

// A search alone is answered from product_search (a narrow, lower-cased copy of name and SKU kept
// by triggers); with any other filter, from products with ILIKE. Both must give the same answer.
const DOMAIN = 'search.test'
let t: TestApp
let manager: ApiClient
let categoryId = 0
let tenantId = ''
const made: Record<string, Product> = {}

beforeAll(async () => {
  t = await createTestApp()
  tenantId = await t.createTenant('Search Co', [DOMAIN])
  manager = await signedIn(t, 'catalogue_manager', { id: tenantId, domain: DOMAIN })
  categoryId = (await addCategory(manager)).CategoryID
  const product = async (Name: string, SKU: string, Price: number) => {
    made[Name] = await addProduct(manager, categoryId, { Name, SKU, Price, Status: 'Active' })
  }
  await product('Brass Valve 10', 'BV-10', 40)
  await product('brass valve 20', 'BV-20', 10)
  await product('Gate Thing', 'VALVE-99', 30)
  await product('Steel Bolt', 'SB-1', 20)
  await product('Under_score Pipe', 'US-1', 5)
  await product('Percent 100% Seal', 'PC-1', 6)
  await product('Valve Gone', 'VG-1', 7)
  await manager.send('DELETE', 'delete-product', { ProductID: made['Valve Gone']?.ProductID })
  const other = await signedIn(t, 'catalogue_manager')
  await addProduct(other, (await addCategory(other)).CategoryID, { Name: 'Valve Elsewhere' })
})
afterAll(() => t.close())

async function page(params: Record<string, string | number>) {
  const res = await manager.get(`get-all-products?${qs(params)}`)
  const rows = rowsOf<ProductRow>(res, ProductRowSchema)
  return { rows, names: rows.map((r) => r.Name), filtered: res.body.recordsFiltered, total: res.body.recordsTotal }
}

/** The same list through products (every product here is Active, so the status filter changes nothing). */
const throughProducts = (params: Record<string, string | number>) => page({ ...params, status: 'Active' })

const update = (p: Product, change: Record<string, unknown>) => manager.post('update-product', formBody(p, change))

/** product_search holds exactly the live products, with their names and lower-cased name and SKU. */
async function searchTableMatches() {
  const live = await t.db
    .select({
      id: products.id,
      tenantId: products.tenantId,
      name: products.name,
      key: sql<string>`lower(${products.name}) || E'\\x01' || lower(${products.sku})`,
    })
    .from(products)
    .where(sql`${products.deletedAt} is null`)
    .orderBy(products.id)
  const kept = await t.db
    .select({
      id: productSearch.productId,
      tenantId: productSearch.tenantId,
      name: productSearch.name,
      key: productSearch.key,
    })
    .from(productSearch)
    .orderBy(productSearch.productId)
  expect(kept).toEqual(live)
}

describe('get-all-products search', () => {
  it.each([
    [{ search_txt: 'VALVE' }, ['Brass Valve 10', 'Gate Thing', 'brass valve 20']],
    [{ search_txt: 'valve', sSortDir_0: 'desc' }, ['brass valve 20', 'Gate Thing', 'Brass Valve 10']],
    [{ search_txt: 'valve', iSortCol_0: 2 }, ['brass valve 20', 'Gate Thing', 'Brass Valve 10']],
    [{ search_txt: 'bv-' }, ['Brass Valve 10', 'brass valve 20']],
    [{ search_txt: '_' }, ['Under_score Pipe']],
    [{ search_txt: '0%' }, ['Percent 100% Seal']],
    [{ search_txt: 'gone' }, []],
    [{ search_txt: 'elsewhere' }, []],
  ])('%j matches name or SKU, case-insensitively, live products of the tenant only', async (query, expected) => {
    const direct = await page(query)
    expect([...direct.names].sort()).toEqual([...expected].sort())
    expect(direct.filtered).toBe(expected.length)
    expect(direct.total).toBe(6)
    const viaProducts = await throughProducts(query)
    expect(direct.names).toEqual(viaProducts.names)
    expect(direct.filtered).toBe(viaProducts.filtered)
    // The definition the key stands for: name or SKU ILIKE the pattern, on live products of the tenant.
    const pattern = likePattern(query.search_txt)
    const byIlike = await t.db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          eq(products.tenantId, tenantId),
          isNull(products.deletedAt),
          or(ilike(products.name, pattern), ilike(products.sku, pattern)),
        ),
      )
    expect(byIlike.map((r) => r.name).sort()).toEqual([...expected].sort())
  })

  it('pages a search in name order, and counts it past its last page', async () => {
    const whole = await throughProducts({ search_txt: 'valve' })
    const one = async (start: number) =>
      (await page({ search_txt: 'valve', iDisplayLength: 1, iDisplayStart: start })).names
    expect([...(await one(0)), ...(await one(1)), ...(await one(2))]).toEqual(whole.names)
    const past = await page({ search_txt: 'valve', iDisplayStart: 5 })
    expect(past).toMatchObject({ names: [], filtered: 3, total: 6 })
  })

  it('answers a search holding the key separator from products', async () => {
    expect(await page({ search_txt: 'valve\u0001bv' })).toMatchObject({ names: [], filtered: 0 })
  })

  it('follows renames, SKU changes and deletions', async () => {
    const bolt = made['Steel Bolt'] as Product
    const renamed = await update(bolt, { Name: 'Steel Valve' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect((await page({ search_txt: 'valve' })).filtered).toBe(4)
    const gate = made['Gate Thing'] as Product
    expect((await update(gate, { SKU: 'GT-1' })).status).toBe(200)
    expect((await page({ search_txt: 'valve' })).filtered).toBe(3)
    expect((await page({ search_txt: 'gt-1' })).names).toEqual(['Gate Thing'])
    const stock = await update(v.parse(ProductSchema, renamed.body.data), { Stock: 3 })
    expect(stock.status).toBe(200)
    await manager.send('DELETE', 'delete-product', { ProductID: made['brass valve 20']?.ProductID })
    const after = await page({ search_txt: 'valve' })
    expect([...after.names].sort()).toEqual(['Brass Valve 10', 'Steel Valve'])
    expect(after).toMatchObject({ filtered: 2, total: 5 })
    await searchTableMatches()
  })

  it('keeps product_search equal to the live products of every tenant, also when a tenant goes', async () => {
    await t.db
      .update(products)
      .set({ deletedAt: null })
      .where(eq(products.id, made['Valve Gone']?.ProductID ?? 0))
    expect((await page({ search_txt: 'gone' })).names).toEqual(['Valve Gone'])
    const doomedId = await t.createTenant('Doomed Co', ['doomed.test'])
    const doomed = await signedIn(t, 'catalogue_manager', { id: doomedId, domain: 'doomed.test' })
    await addProduct(doomed, (await addCategory(doomed)).CategoryID, { Name: 'Doomed Valve' })
    await searchTableMatches()
    await t.db.delete(tenants).where(eq(tenants.id, doomedId))
    await searchTableMatches()
  })
})
