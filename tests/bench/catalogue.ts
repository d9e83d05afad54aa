import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { openDatabase } from '../../server/db/client'
import { categories } from '../../server/db/schema/catalogue'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { listCategories } from '../../server/modules/categories/list'
import { listProducts } from '../../server/modules/products/list'
import { findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import { CategoryListQuerySchema } from '../../src/shared/category-schemas'
import { ProductListQuerySchema } from '../../src/shared/product-schemas'
import { bulkCatalogue } from './catalogue-data'
import { latency, ms, settle, throughput } from './measure'
import { startServer } from './server-process'

const PRODUCTS = 100_000
const CATEGORIES = 2_000

/** Query strings of the measured list requests, by endpoint. */
const SCENARIOS = {
  'get-all-products': {
    'first page': { iDisplayStart: '0', iDisplayLength: '10', iSortCol_0: '0', sSortDir_0: 'asc' },
    'deep page (50,000)': { iDisplayStart: '50000', iDisplayLength: '10', iSortCol_0: '0', sSortDir_0: 'asc' },
    'search "valve" (8% of products match)': { search_txt: 'valve', iDisplayStart: '0', iDisplayLength: '10' },
    'search "bn-00421" (SKU prefix)': { search_txt: 'bn-00421', iDisplayStart: '0', iDisplayLength: '10' },
    'search "valve bolt 4"': { search_txt: 'valve bolt 4', iDisplayStart: '0', iDisplayLength: '10' },
    'status + category, price desc': { status: 'Active', CategoryID: '__LEAF__', iSortCol_0: '2', sSortDir_0: 'desc' },
  },
  'get-all-categories': {
    'first page': { iDisplayStart: '0', iDisplayLength: '10', iSortCol_0: '0', sSortDir_0: 'asc' },
    'deep page (1,500)': { iDisplayStart: '1500', iDisplayLength: '10', iSortCol_0: '0', sSortDir_0: 'asc' },
    'search "leaf category 12"': { search_txt: 'leaf category 12', iDisplayStart: '0', iDisplayLength: '10' },
    'status + parent, name desc': { status: 'Active', parentCatID: '__MIDDLE__', iSortCol_0: '0', sSortDir_0: 'desc' },
  },
} as const

/** Seeds 100k products and 2k categories, then prints list latencies (HTTP and in-process floor) and requests/s. */
export async function benchCatalogue(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-catalogue-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db, { catalogue: false })
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const admin = await findUserByEmail(database.db, tenantId, 'admin@demo.local')
    if (!admin) throw new Error('demo admin missing')
    const seedStart = performance.now()
    await bulkCatalogue(database.db, tenantId, CATEGORIES, PRODUCTS)
    console.log(
      `\nCatalogue at ${PRODUCTS.toLocaleString()} products and ${CATEGORIES.toLocaleString()} categories (seeded in ${Math.round(performance.now() - seedStart)} ms), PGlite`,
    )
    const ids = await pickIds(database.db, tenantId)
    const actor: Actor = {
      userId: admin.id,
      tenantId,
      email: admin.email,
      fullName: admin.fullName,
      role: 'admin',
      sessionIdHash: '',
    }
    const params = (query: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(query).map(([k, val]) => [
          k,
          val.replace('__LEAF__', ids.leaf).replace('__MIDDLE__', ids.middle),
        ]),
      )

    const floors = new Map<string, string>()
    for (const [endpoint, cases] of Object.entries(SCENARIOS)) {
      for (const [name, query] of Object.entries(cases)) {
        const q = params(query)
        const run =
          endpoint === 'get-all-products'
            ? () => listProducts(database.db, actor, v.parse(ProductListQuerySchema, q))
            : () => listCategories(database.db, actor, v.parse(CategoryListQuerySchema, q))
        const floor = await latency(run, 100, 10)
        floors.set(`${endpoint} ${name}`, `${ms(floor.p50)} / ${ms(floor.p95)}`)
      }
    }
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      const cookie = await signIn(server.url)
      const headers = { Domain: 'localhost', Cookie: cookie }
      await settle(`${server.url}/api/get-all-products`, headers)
      console.log(
        '  endpoint / case                                    HTTP p50 / p95         req/s   floor p50 / p95 (service, no HTTP)',
      )
      for (const [endpoint, cases] of Object.entries(SCENARIOS)) {
        for (const [name, query] of Object.entries(cases)) {
          const url = `${server.url}/api/${endpoint}?${new URLSearchParams(params(query))}`
          const http = await latency(async () => {
            const res = await fetch(url, { headers })
            if (!res.ok) throw new Error(`${url}: ${res.status}`)
            await res.arrayBuffer()
          })
          const load = await throughput(url, headers, { connections: 4, seconds: 3 })
          const label = `${endpoint} ${name}`
          console.log(
            `  ${label.padEnd(58)} ${`${ms(http.p50)} / ${ms(http.p95)}`.padEnd(22)} ${load.rps.toFixed(0).padStart(5)}   ${floors.get(label)}`,
          )
        }
      }
      console.log('  budget: p95 <= 25 ms for the first page and a search at 100k products')
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function pickIds(db: Parameters<typeof bulkCatalogue>[0], tenantId: string) {
  const idOf = async (code: string) => {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.code, code)))
    if (!row) throw new Error(`benchmark category ${code} missing`)
    return String(row.id)
  }
  return { leaf: await idOf('BENCH-LEAF-7'), middle: await idOf('BENCH-MIDDLE-3') }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'admin@demo.local', Password: DEMO_PASSWORD }),
  })
  const cookie = res.headers.get('set-cookie')?.split(';')[0]
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie
}
