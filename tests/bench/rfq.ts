import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { compareRfq } from '../../server/modules/rfqs/compare'
import { listRfqs } from '../../server/modules/rfqs/list'
import { findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import { RfqListQuerySchema } from '../../src/shared/rfq-list-query'
import { clientLatency, type Latency, latency, ms, settle } from './measure'
import { benchPartners, bigComparison, bulkRfqs } from './rfq-data'
import { startServer } from './server-process'

const RFQS = 20_000
const PARTNERS = 20
const ITEMS = 50
const ROUNDS = 3

type Query = Record<string, string>

/** The measured get-all-rfq requests. */
const LIST_SCENARIOS: Record<string, Query> = {
  'all (newest first)': {},
  'status Sent (deadline ahead)': { status: 'Sent' },
  'status Closed for bids (stored or past deadline)': { status: 'Closed for bids' },
  'status Awarded, page 50': { status: 'Awarded', iDisplayStart: '500' },
  'search "valves"': { search_txt: 'valves' },
  'deep page (offset 10,000)': { iDisplayStart: '10000' },
}

/**
 * Seeds 20,000 RFQs and one RFQ of 50 items x 20 partners x 3 rounds, then prints get-all-rfq and
 * get-rfq-comparison latencies over HTTP, from a fresh client process and from this one, beside the
 * in-process floor (budgets: 25 ms and 50 ms p95).
 */
export async function benchRfqs(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rfq-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db, { catalogue: false })
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const buyer = await findUserByEmail(database.db, tenantId, 'buyer@demo.local')
    if (!buyer) throw new Error('demo buyer missing')
    const seedStart = performance.now()
    const partners = await benchPartners(database.db, tenantId, PARTNERS)
    await bulkRfqs(database.db, tenantId, buyer.id, RFQS, partners)
    const bigId = await bigComparison(database.db, tenantId, buyer.id, partners, { itemCount: ITEMS, rounds: ROUNDS })
    await database.db.execute(sql`analyze`)
    console.log(
      `\nRequests for quotation at ${RFQS.toLocaleString()} RFQs (3 partners, 2 items each) and one of ${ITEMS} items x ${PARTNERS} partners x ${ROUNDS} rounds (seeded in ${Math.round(performance.now() - seedStart)} ms), PGlite`,
    )
    const actor: Actor = {
      userId: buyer.id,
      tenantId,
      email: buyer.email,
      fullName: buyer.fullName,
      role: 'buyer',
      sessionIdHash: '',
    }
    const floors = new Map<string, Latency>()
    for (const [name, q] of Object.entries(LIST_SCENARIOS)) {
      const parsed = v.parse(RfqListQuerySchema, q)
      floors.set(`get-all-rfq ${name}`, await latency(() => listRfqs(database.db, actor, parsed, new Date()), 100, 10))
    }
    floors.set('get-rfq-comparison', await latency(() => compareRfq(database.db, actor, bigId, new Date()), 50, 5))
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      const cookie = await signIn(server.url)
      const headers = { Domain: 'localhost', Cookie: cookie }
      await settle(`${server.url}/api/get-all-rfq`, headers)
      const get = async (url: string) => {
        const res = await fetch(url, { headers })
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
        return res
      }
      console.log(
        '  endpoint / case                                                  HTTP p50 / p95        (from this process)   floor p50 / p95   rows',
      )
      const line = async (label: string, url: string, runs: number) => {
        const body = (await (await get(url)).json()) as {
          recordsFiltered?: number
          data: { quotes?: { item: unknown[] } }
        }
        const here = await latency(async () => (await get(url)).arrayBuffer(), runs, 10)
        const http = await clientLatency(url, headers, runs, 10)
        const floor = floors.get(label)
        const rows = body.recordsFiltered ?? body.data.quotes?.item.length ?? ''
        console.log(
          `  ${label.padEnd(64)} ${`${ms(http.p50)} / ${ms(http.p95)}`.padEnd(21)} ${`${ms(here.p50)} / ${ms(here.p95)}`.padEnd(21)} ${(floor ? `${ms(floor.p50)} / ${ms(floor.p95)}` : '').padEnd(17)} ${rows}`,
        )
      }
      for (const [name, query] of Object.entries(LIST_SCENARIOS)) {
        await line(`get-all-rfq ${name}`, `${server.url}/api/get-all-rfq?${new URLSearchParams(query)}`, 200)
      }
      const comparisonUrl = `${server.url}/api/get-rfq-comparison?RFQID=${bigId}`
      await line('get-rfq-comparison', comparisonUrl, 100)
      const answer = await fetch(comparisonUrl, { headers: { ...headers, 'Accept-Encoding': 'br, gzip' } })
      const sent = `${answer.headers.get('Content-Length') ?? '?'} bytes ${answer.headers.get('Content-Encoding') ?? 'uncompressed'}`
      console.log(`  get-rfq-comparison answer: ${sent} (${Buffer.byteLength(await answer.text())} bytes of JSON)`)
      console.log('  budgets: get-all-rfq p95 <= 25 ms; get-rfq-comparison (50 x 20 x 3) p95 <= 50 ms')
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local', Password: DEMO_PASSWORD }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sid='))
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie
}
