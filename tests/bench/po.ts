import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { exportPurchaseOrders } from '../../server/modules/purchase-orders/export'
import { poFilterOptions } from '../../server/modules/purchase-orders/filter-options'
import { listPurchaseOrders } from '../../server/modules/purchase-orders/list'
import { poPdf } from '../../server/modules/purchase-orders/pdf'
import { getPurchaseOrder } from '../../server/modules/purchase-orders/read'
import { findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import { PoExportQuerySchema, PoFilterOptionsQuerySchema, PoListQuerySchema } from '../../src/shared/po-list-query'
import { type Latency, latency, ms, runConcurrent, settle, throughput } from './measure'
import { bulkPurchaseOrders } from './po-data'
import { startServer } from './server-process'

const POS = 50_000
const VENDORS = 200
const CREATORS = 25
const LINES = 5
const CREATES = 400
const CONCURRENCY = 8

type Query = Record<string, string>

/** Values the scenarios refer to, picked from the seeded data. */
interface Picks {
  vendors: string[]
  activeVendor: string
  pdfPoId: string
  poDateFrom: string
  poDateTo: string
}

/** The measured get-all-po requests. */
function listScenarios(p: Picks): Record<string, Query> {
  return {
    'tab all (newest first)': { name: 'all' },
    'tab drafts': { name: 'drafts' },
    'tab inprogress': { name: 'inprogress' },
    'tab completed': { name: 'completed' },
    'tab withdrawn': { name: 'withdrawn' },
    '3 vendors + status + PO date + value': {
      name: 'all',
      vendorIds: p.vendors.join(','),
      status: 'Closed',
      poDateFrom: p.poDateFrom,
      poDateTo: p.poDateTo,
      valueMin: '10000',
      valueMax: '50000',
    },
    'deep page (offset 25,000)': { name: 'all', offset: '25000' },
    'inprogress, Total Value desc': { name: 'inprogress', sort: '-totalValue' },
    'completed, Vendor Name asc': { name: 'completed', sort: 'vendorName' },
  }
}

/** The measured get-po-filter-options requests. */
const OPTION_SCENARIOS: Record<string, Query> = {
  'search "acme" (a vendor name)': { search_txt: 'acme' },
  'search "po-2025-0012" (PO numbers)': { search_txt: 'po-2025-0012' },
  'no search (first 20 of each)': {},
}

/**
 * Seeds 50k purchase orders of 5 lines, then prints get-all-po and filter-option latencies (HTTP
 * and in-process floor), add-po requests/s, PDF time and CSV/XLSX export time of 10,000 rows.
 */
export async function benchPurchaseOrders(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-po-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db, { catalogue: false })
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const buyer = await findUserByEmail(database.db, tenantId, 'buyer@demo.local')
    if (!buyer) throw new Error('demo buyer missing')
    const seedStart = performance.now()
    await bulkPurchaseOrders(database.db, tenantId, {
      poCount: POS,
      vendorCount: VENDORS,
      creatorCount: CREATORS,
      linesPerPo: LINES,
    })
    console.log(
      `\nPurchase orders at ${POS.toLocaleString()} POs x ${LINES} lines, ${VENDORS} vendors, ${CREATORS} creators (seeded in ${Math.round(performance.now() - seedStart)} ms), PGlite`,
    )
    const picks = await pick(database.db, tenantId)
    const actor: Actor = {
      userId: buyer.id,
      tenantId,
      email: buyer.email,
      fullName: buyer.fullName,
      role: 'buyer',
      sessionIdHash: '',
    }
    const lists = listScenarios(picks)
    const floors = new Map<string, Latency>()
    for (const [name, q] of Object.entries(lists)) {
      const parsed = v.parse(PoListQuerySchema, q)
      floors.set(`get-all-po ${name}`, await latency(() => listPurchaseOrders(database.db, actor, parsed), 100, 10))
    }
    for (const [name, q] of Object.entries(OPTION_SCENARIOS)) {
      const parsed = v.parse(PoFilterOptionsQuerySchema, q)
      floors.set(
        `get-po-filter-options ${name}`,
        await latency(() => poFilterOptions(database.db, actor, parsed), 100, 10),
      )
    }
    floors.set(
      'pdf',
      await latency(async () => poPdf(await getPurchaseOrder(database.db, actor, picks.pdfPoId)), 50, 5),
    )
    for (const format of ['csv', 'xlsx'] as const) {
      const q = v.parse(PoExportQuerySchema, { format, status: 'Closed' })
      floors.set(`export ${format}`, await latency(() => exportPurchaseOrders(database.db, actor, q, new Date()), 5, 1))
    }
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      const cookie = await signIn(server.url)
      const headers = { Domain: 'localhost', Cookie: cookie }
      await settle(`${server.url}/api/get-all-po`, headers)
      const get = async (url: string) => {
        const res = await fetch(url, { headers })
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
        return res
      }
      console.log(
        '  endpoint / case                                            HTTP p50 / p95         req/s   floor p50 / p95 (service, no HTTP)   rows',
      )
      const line = async (endpoint: string, name: string, query: Query) => {
        const url = `${server.url}/api/${endpoint}?${new URLSearchParams(query)}`
        const body = (await (await get(url)).json()) as { recordsFiltered?: number }
        const http = await latency(async () => (await get(url)).arrayBuffer())
        const load = await throughput(url, headers, { connections: 4, seconds: 3 })
        const label = `${endpoint} ${name}`
        const floor = floors.get(label)
        console.log(
          `  ${label.padEnd(58)} ${`${ms(http.p50)} / ${ms(http.p95)}`.padEnd(22)} ${load.rps.toFixed(0).padStart(5)}   ${(floor ? `${ms(floor.p50)} / ${ms(floor.p95)}` : '').padEnd(36)} ${body.recordsFiltered ?? ''}`,
        )
      }
      for (const [name, query] of Object.entries(lists)) await line('get-all-po', name, query)
      for (const [name, query] of Object.entries(OPTION_SCENARIOS)) await line('get-po-filter-options', name, query)
      console.log('  budget: p95 <= 25 ms for every get-all-po figure')

      const pdfUrl = `${server.url}/api/po-pdf?poId=${picks.pdfPoId}`
      const pdf = await latency(async () => (await get(pdfUrl)).arrayBuffer(), 100, 10)
      const pdfFloor = floors.get('pdf')
      console.log(
        `\n  po-pdf (5 lines)          HTTP p50 ${ms(pdf.p50)}   p95 ${ms(pdf.p95)}   floor p50 ${ms(pdfFloor?.p50 ?? 0)}   p95 ${ms(pdfFloor?.p95 ?? 0)}`,
      )
      for (const format of ['csv', 'xlsx'] as const) {
        const url = `${server.url}/api/export-po?${new URLSearchParams({ format, status: 'Closed' })}`
        let bytes = 0
        const time = await latency(
          async () => {
            bytes = (await (await get(url)).arrayBuffer()).byteLength
          },
          5,
          1,
        )
        const floor = floors.get(`export ${format}`)
        console.log(
          `  export-po ${format.padEnd(4)} 10,000 rows HTTP p50 ${ms(time.p50)}   max ${ms(time.p95)}   floor p50 ${ms(floor?.p50 ?? 0)}   (${Math.round(bytes / 1024)} KB)`,
        )
      }

      const units = (await (await get(`${server.url}/api/get-units-of-measure`)).json()) as {
        data: Array<{ id: number }>
      }
      const unitId = units.data[0]?.id ?? 0
      const today = new Date().toISOString().slice(0, 10)
      const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
      const creates = await runConcurrent(CREATES, CONCURRENCY, async (i) => {
        const res = await fetch(`${server.url}/api/add-po`, {
          method: 'POST',
          headers: { ...headers, Origin: server.url, 'Content-Type': 'application/json', 'Idempotency-Key': uuidv7() },
          body: JSON.stringify({
            poId: uuidv7(),
            poNumber: '',
            PoDate: today,
            vendorName: picks.activeVendor,
            supplyPartnerContact: 'Ravi Kumar, 9876543210',
            billingAddress: 'Demo Supplies, 1 MG Road, Pune',
            deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
            purchaseType: 'Goods',
            PaymentTerms: 'Net 30',
            deliveryDate: inDays(14),
            shippingMode: 'Road',
            incoTerms: 'FOB',
            poValidity: inDays(30),
            products: Array.from({ length: LINES }, (_, l) => ({
              Particular: `Bench item ${l + 1}`,
              ItemDescription: `Request ${i}`,
              Quantity: 1 + l,
              UOMID: unitId,
              BudgetedRate: 100 + l * 25.5,
              GSTPercentage: '18%',
              DocumentPath: null,
            })),
          }),
        })
        if (!res.ok) throw new Error(`add-po: ${res.status} ${await res.text()}`)
        await res.arrayBuffer()
      })
      console.log(
        `  add-po (${LINES} lines, ${CONCURRENCY} concurrent)  ${creates.rps.toFixed(0).padStart(5)} req/s   p50 ${ms(creates.p50)}   p95 ${ms(creates.p95)}   (${CREATES} POs)`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Three vendors of middling volume, an Active vendor, a Closed PO for the PDF and a PO date range. */
async function pick(db: Parameters<typeof bulkPurchaseOrders>[0], tenantId: string): Promise<Picks> {
  const vendors = (await db.execute(sql`
    select vendor_id as id from purchase_orders where tenant_id = ${tenantId}::uuid
    group by vendor_id order by count(*) desc, vendor_id`)) as unknown as { rows: Array<{ id: string }> }
  const ranked = vendors.rows.map((r) => r.id)
  const [active] = (
    (await db.execute(sql`
      select id from suppliers where tenant_id = ${tenantId}::uuid and status = 'Active' order by name limit 1`)) as unknown as {
      rows: Array<{ id: string }>
    }
  ).rows
  const [pdfPo] = (
    (await db.execute(sql`
      select id from purchase_orders where tenant_id = ${tenantId}::uuid and status = 'Closed'
      order by created_at desc limit 1`)) as unknown as { rows: Array<{ id: string }> }
  ).rows
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
  return {
    vendors: [ranked[20], ranked[60], ranked[100]].filter((id): id is string => id !== undefined),
    activeVendor: active?.id ?? '',
    pdfPoId: pdfPo?.id ?? '',
    poDateFrom: day(365),
    poDateTo: day(30),
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local', Password: DEMO_PASSWORD }),
  })
  const cookie = res.headers.get('set-cookie')?.split(';')[0]
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie
}
