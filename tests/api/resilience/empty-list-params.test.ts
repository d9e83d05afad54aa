import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { signedIn } from '../purchase-orders/po-fixtures'

/** Every export of the shared modules, where the routes' query schemas live. */
const SCHEMAS: Record<string, unknown> = {}
const sharedDir = path.resolve('src/shared')
for (const file of readdirSync(sharedDir).filter((name) => name.endsWith('.ts'))) {
  Object.assign(SCHEMAS, await import(pathToFileURL(path.join(sharedDir, file)).href))
}

/** The optional parameters of a query schema. */
function optionalParams(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries ?? {}
  return Object.keys(entries).filter((key) => entries[key]?.type === 'optional')
}

/** Every GET route that validates its query string, read from the routes files, with its schema's optional parameters. */
function queryRoutes(): Array<{ path: string; schema: string; params: string[] }> {
  const modules = path.resolve('server/modules')
  const routes = []
  for (const dir of readdirSync(modules)) {
    let source: string
    try {
      source = readFileSync(path.join(modules, dir, 'routes.ts'), 'utf8')
    } catch {
      continue
    }
    for (const match of source.matchAll(/\.get\(\s*'\/([\w-]+)'[^\n]*?\bquery\((\w+)\)/g)) {
      const [, route = '', schema = ''] = match
      routes.push({ path: route, schema, params: optionalParams(SCHEMAS[schema]) })
    }
  }
  return routes
}

/** Status and body text of a GET through the app (exports answer CSV, not JSON). */
async function getRaw(t: TestApp, client: ApiClient, url: string) {
  const res = await t.app.request(`/api/${url}`, { headers: { Domain: client.domain, Cookie: client.cookieHeader() } })
  return { status: res.status, text: await res.text() }
}

/** What a route needs besides its optional parameters: a role allowed to call it, its required parameters. */
const NEEDS: Record<string, { role?: Role; required?: (ids: { productId: number }) => string }> = {
  'get-product-stock-history': { role: 'warehouse', required: ({ productId }) => `ProductID=${productId}&` },
  'get-budgets': { role: 'admin' },
  'get-budget-report': { role: 'admin', required: () => 'from=2026-04-01&to=2027-03-31&' },
  'export-budget-report': { role: 'admin', required: () => 'from=2026-04-01&to=2027-03-31&' },
  'get-low-stock': { role: 'catalogue_manager' },
  search: { required: () => 'q=steel&' },
}

let t: TestApp
let reader: ApiClient
const clients = new Map<Role, ApiClient>()
let productId = 0
beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true })
  reader = await signedIn(t, 'approver')
  clients.set('approver', reader)
  const list = await reader.get('get-all-products')
  productId = Number((list.body.data as Array<{ ProductID: number }>)[0]?.ProductID)
})
afterAll(() => t.close())

/** A signed-in client of the role, one per role. */
async function clientFor(role: Role): Promise<ApiClient> {
  const known = clients.get(role)
  if (known) return known
  const client = await signedIn(t, role)
  clients.set(role, client)
  return client
}

describe('issue 10.9: an empty query parameter means no filter, on every list endpoint', () => {
  const routes = queryRoutes().filter((route) => route.params.length > 0)

  it('finds the list endpoints and their schemas', () => {
    for (const route of queryRoutes()) expect(SCHEMAS[route.schema], route.schema).toBeDefined()
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'export-po',
        'export-products',
        'get-all-categories',
        'get-all-orders',
        'get-all-po',
        'get-all-products',
        'get-all-vendors',
        'get-po-filter-options',
      ]),
    )
  })

  it.each(
    routes.map((route) => [route.path, route.params] as const),
  )('GET %s answers each empty optional parameter as if it were left out', async (route, params) => {
    const needs = NEEDS[route] ?? {}
    const client = await clientFor(needs.role ?? 'approver')
    const required = needs.required?.({ productId }) ?? ''
    const baseline = await getRaw(t, client, `${route}?${required}`)
    expect(baseline.status, baseline.text).toBe(200)
    expect(baseline.text.length).toBeGreaterThan(0)
    for (const param of params) {
      const res = await getRaw(t, client, `${route}?${required}${param}=`)
      expect(res.status, `${param}=: ${res.text.slice(0, 200)}`).toBe(200)
      expect(res.text, `${param}=`).toBe(baseline.text)
    }
    const allEmpty = await getRaw(t, client, `${route}?${required}${params.map((param) => `${param}=`).join('&')}`)
    expect(allEmpty.status, allEmpty.text.slice(0, 200)).toBe(200)
    expect(allEmpty.text).toBe(baseline.text)
  })

  it('serves get-all-categories with the query as the spec writes it (parentCatID= and status= empty)', async () => {
    const res = await reader.get(
      'get-all-categories?search_txt=&iDisplayStart=0&iDisplayLength=10&iSortCol_0=0&sSortDir_0=asc&parentCatID=&status=',
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body.data as unknown[]).length).toBeGreaterThan(0)
  })

  it('still applies a filter that is given, and still refuses a bad one', async () => {
    const all = await reader.get('get-all-categories')
    const top = await reader.get('get-all-categories?parentCatID=0&status=')
    expect(top.status).toBe(200)
    expect(Number(top.body.recordsFiltered)).toBeLessThan(Number(all.body.recordsFiltered))
    expect((await reader.get('get-all-categories?parentCatID=abc')).status).toBe(400)
    expect((await reader.get('get-all-po?status=&status=Draft')).status).toBe(200)
  })

  it('keeps a required parameter required when it is empty', async () => {
    const res = await reader.get('get-po-by-id?poId=')
    expect(res.status).toBe(400)
  })
})
