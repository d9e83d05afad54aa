import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { dashboardSummary } from '../../server/modules/dashboard/service'
import { search } from '../../server/modules/search/service'
import { findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import type { Role } from '../../src/shared/roles'
import { SearchQuerySchema } from '../../src/shared/search-schemas'
import { bulkCatalogue } from './catalogue-data'
import { bulkDashboardData } from './dashboard-data'
import { type Latency, latency, ms } from './measure'
import { bulkPurchaseOrders } from './po-data'
import { startServer } from './server-process'

const PRODUCTS = 100_000
const CATEGORIES = 2_000
const POS = 50_000
const ORDERS = 5_000

/** The demo account of each role: the dashboard is per role. */
const ACCOUNTS: Record<Role, string> = {
  buyer: 'buyer@demo.local',
  approver: 'approver@demo.local',
  warehouse: 'warehouse@demo.local',
  catalogue_manager: 'catalogue@demo.local',
  admin: 'admin@demo.local',
}

/** Searches as people type them: a common word, a SKU, a PO number, a vendor, something found nowhere. */
const SEARCHES = ['steel', 'BN-0012345', 'PO-2025-0001', 'acme', 'zqxj']

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: email, Password: DEMO_PASSWORD }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='))
  if (!res.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`)
  return cookie
}

const row = (label: string, http: Latency | undefined, floor: Latency | undefined) =>
  `  ${label.padEnd(44)} ${(http ? `${ms(http.p50)} / ${ms(http.p95)}` : '').padEnd(22)} ${floor ? `${ms(floor.p50)} / ${ms(floor.p95)}` : ''}`

/**
 * Seeds 100k products, 50k POs, 5k orders, approvals, carts and budgets, then prints get-dashboard
 * per role and search latencies: HTTP p50/p95 (signed in as the demo account of the role) and the
 * service alone (the floor). Budget: p95 <= 50 ms for each.
 */
export async function benchDashboard(port: number, parts: { dashboard: boolean; search: boolean }): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db, { catalogue: false })
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const seedStart = performance.now()
    await bulkCatalogue(database.db, tenantId, CATEGORIES, PRODUCTS)
    await bulkPurchaseOrders(database.db, tenantId, { poCount: POS, vendorCount: 200, creatorCount: 25, linesPerPo: 5 })
    await bulkDashboardData(database.db, tenantId, ORDERS)
    console.log(
      `\nDashboard and search at ${PRODUCTS.toLocaleString()} products, ${POS.toLocaleString()} POs, ${ORDERS.toLocaleString()} orders (seeded in ${Math.round(performance.now() - seedStart)} ms), PGlite`,
    )
    const actors = new Map<Role, Actor>()
    for (const [role, email] of Object.entries(ACCOUNTS) as Array<[Role, string]>) {
      const user = await findUserByEmail(database.db, tenantId, email)
      if (!user) throw new Error(`${email} missing`)
      actors.set(role, { userId: user.id, tenantId, email, fullName: user.fullName, role, sessionIdHash: '' })
    }
    const floors = new Map<string, Latency>()
    const now = () => new Date()
    if (parts.dashboard) {
      for (const [role, actor] of actors) {
        floors.set(`get-dashboard ${role}`, await latency(() => dashboardSummary(database.db, actor, now()), 100, 10))
      }
    }
    if (parts.search) {
      for (const role of ['buyer', 'catalogue_manager'] as const) {
        const actor = actors.get(role)
        if (!actor) continue
        for (const q of SEARCHES) {
          const parsed = v.parse(SearchQuerySchema, { q })
          floors.set(`search "${q}" as ${role}`, await latency(() => search(database.db, actor, parsed), 100, 10))
        }
      }
    }
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      console.log(
        '  endpoint / case                              HTTP p50 / p95         floor p50 / p95 (service, no HTTP)',
      )
      const cookies = new Map<Role, string>()
      for (const [role, email] of Object.entries(ACCOUNTS) as Array<[Role, string]>) {
        cookies.set(role, await signIn(server.url, email))
      }
      const timed = async (role: Role, apiPath: string) => {
        const headers = { Domain: 'localhost', Cookie: cookies.get(role) ?? '' }
        const url = `${server.url}/api/${apiPath}`
        return latency(
          async () => {
            const res = await fetch(url, { headers })
            if (!res.ok) throw new Error(`${apiPath}: ${res.status} ${await res.text()}`)
            await res.arrayBuffer()
          },
          100,
          10,
        )
      }
      if (parts.dashboard) {
        for (const role of actors.keys()) {
          const label = `get-dashboard ${role}`
          console.log(row(label, await timed(role, 'get-dashboard'), floors.get(label)))
        }
      }
      if (parts.search) {
        for (const role of ['buyer', 'catalogue_manager'] as const) {
          for (const q of SEARCHES) {
            const label = `search "${q}" as ${role}`
            console.log(row(label, await timed(role, `search?q=${encodeURIComponent(q)}`), floors.get(label)))
          }
        }
      }
      console.log('  budget: p95 <= 50 ms for every figure')
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
