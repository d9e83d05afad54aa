import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { QueryClient } from '@tanstack/react-query'
import { and, eq } from 'drizzle-orm'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { v7 as uuidv7 } from 'uuid'
import { openDatabase } from '../../server/db/client'
import { suppliers } from '../../server/db/schema/suppliers'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import { listUnits } from '../../server/modules/purchase-orders/units'
import { createUser, findTenantIdByDomain } from '../../server/modules/users/service'
import { startQueryPersistence } from '../../src/lib/offline/query-persister'
import { USER_HEADER } from '../../src/shared/outbox-protocol'
import { openOutboxStorage } from '../../sw/outbox/dexie-storage'
import { createOutbox } from '../../sw/outbox/outbox'
import { ms } from './measure'
import { benchOfflineReady } from './offline-ready'
import { benchReconnect } from './offline-reconnect'
import { startServer } from './server-process'

const WRITES = 1_000
const BASELINE = 100
const ENTITIES = 5_000
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER')

/**
 * Outbox replay of 1,000 writes queued offline, against the local server (PGlite); restore time of
 * a persisted query cache of 5,000 entities (Node, fake-indexeddb); precache size of the build, and the
 * time a first visit over slow 4G takes to become offline-ready.
 */
export async function benchOffline(port: number, dist: string): Promise<void> {
  await benchReplay(port)
  await benchRestore()
  const precached = printPrecache(dist)
  if (precached > 0) await benchOfflineReady(port, precached)
}

async function benchReplay(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-offline-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db)
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const email = 'bench-offline-buyer@demo.local'
    const buyer = await createUser(database.db, {
      tenantId,
      email,
      fullName: 'Bench Offline Buyer',
      role: 'buyer',
      password: DEMO_PASSWORD,
    })
    const [vendor] = await database.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.status, 'Active')))
      .limit(1)
    const unitId = (await listUnits(database.db, tenantId))[0]?.id
    await database.close()
    if (!vendor || unitId === undefined) throw new Error('the demo seed has no Active vendor or unit')

    const server = await startServer(dataDir, port)
    try {
      const login = await fetch(`${server.url}/api/validate-user`, {
        method: 'POST',
        headers: { Domain: 'localhost', Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: email, Password: DEMO_PASSWORD }),
      })
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
      const products = (await (
        await fetch(`${server.url}/api/get-all-products?status=Active&iDisplayLength=100`, {
          headers: { Domain: 'localhost', Cookie: cookie },
        })
      ).json()) as { data: Array<{ ProductID: number; Stock: number }> }
      const productIds = products.data.filter((p) => p.Stock > 1000).map((p) => p.ProductID)

      let online = false
      let failures = 0
      // The browser's part: cookie and Origin on every request the worker sends.
      const browserFetch = async (request: Request) => {
        if (!online) throw new TypeError('Failed to fetch')
        const headers = new Headers(request.headers)
        headers.set('Cookie', cookie)
        headers.set('Origin', server.url)
        const response = await fetch(request.url, {
          method: request.method,
          headers,
          body: request.method === 'DELETE' ? undefined : await request.text(),
        })
        if (!response.ok) failures += 1
        return response
      }
      let now = Date.now()
      const storage = openOutboxStorage('bench-outbox', { indexedDB: new IDBFactory(), IDBKeyRange })
      const sentAt: number[] = []
      const outbox = createOutbox({
        storage,
        fetch: browserFetch,
        clock: { now: () => now },
        onEvent: (event) => {
          if (event.type === 'sent') sentAt.push(performance.now())
        },
      })
      await outbox.signedIn(buyer.id)

      const send = (op: string, body: Record<string, unknown>) =>
        outbox.handle(
          new Request(`${server.url}/api/${op}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Domain: 'localhost', [USER_HEADER]: buyer.id },
            body: JSON.stringify(body),
          }),
        )
      const today = new Date().toISOString().slice(0, 10)
      const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
      const po = (poId: string, quantity: number) => ({
        poId,
        poNumber: '',
        PoDate: today,
        vendorName: vendor.id,
        supplyPartnerContact: '',
        billingAddress: 'Demo Supplies, 1 MG Road, Pune',
        deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
        purchaseType: 'Goods',
        PaymentTerms: 'Net 30',
        deliveryDate: later,
        products: [
          { Particular: 'Steel bolt M8', Quantity: quantity, UOMID: unitId, BudgetedRate: 12, GSTPercentage: '18%' },
        ],
      })
      // The mix: 40 % cart writes (one document, strictly in order), 60 % PO create, edit and submit (a document per PO).
      const lines: string[] = []
      const queueMix = async (write: typeof send, writes: number) => {
        for (let i = 0; i < (writes * 2) / 5; i += 1) {
          if (i % 2 === 0 || lines.length === 0) {
            const CartID = uuidv7()
            lines.push(CartID)
            await write('add-to-cart', { CartID, ProductID: productIds[i % productIds.length], Quantity: 1 })
          } else {
            await write('update-cart-item', { CartID: lines[lines.length - 1], Quantity: 2 })
          }
        }
        for (let i = 0; i < writes / 5; i += 1) {
          const poId = uuidv7()
          await write('add-po', po(poId, 10))
          await write('update-po', { ...po(poId, 20), version: 1 })
          await write('update-po-status', { poId, status: 'Pending Approval', remarks: '' })
        }
      }
      // Baseline: the same mix sent straight to the server one at a time, without the outbox.
      online = true
      const direct = async (op: string, body: Record<string, unknown>) => {
        const headers = { 'Content-Type': 'application/json', Domain: 'localhost', 'Idempotency-Key': uuidv7() }
        return browserFetch(
          new Request(`${server.url}/api/${op}`, { method: 'POST', headers, body: JSON.stringify(body) }),
        )
      }
      const baselineStart = performance.now()
      await queueMix(direct, BASELINE)
      const baselineMs = (performance.now() - baselineStart) / BASELINE
      online = false
      await queueMix(send, WRITES)
      const queued = (await outbox.state()).pending.length
      online = true
      now += 120_000
      const start = performance.now()
      const cpuBefore = process.cpuUsage()
      let result = await outbox.replay()
      while (result.pending > 0 && result.nextAttemptAt !== null) {
        now = Math.max(now, result.nextAttemptAt)
        result = await outbox.replay()
      }
      const seconds = (performance.now() - start) / 1000
      const cpu = process.cpuUsage(cpuBefore)
      const clientCpu = (cpu.user + cpu.system) / 1e6
      const refused = (await outbox.state()).failed
      storage.close()
      const sent = queued - result.pending - refused.length
      console.log(
        `\nOutbox replay against the local server (PGlite; outbox in fake-indexeddb, 4 documents at a time; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
      )
      console.log(
        `  baseline: the same mix sent directly, one at a time   ${ms(baselineMs)} per write (${BASELINE} writes)`,
      )
      console.log(
        `  writes queued offline ${queued}   sent ${sent}   refused or failed ${failures}   left ${result.pending}`,
      )
      console.log(
        `  CPU of this process (outbox, fake-indexeddb, HTTP client) during the replay ${clientCpu.toFixed(1)} s`,
      )
      const rate = (from: number, to: number) =>
        ((to - from) / (((sentAt[to] ?? 0) - (sentAt[from] ?? 0)) / 1000)).toFixed(0)
      console.log(`  writes/s over the first 200 sent ${rate(0, 199)}, over the last 200 ${rate(sent - 200, sent - 1)}`)
      console.log(
        `  replay ${seconds.toFixed(2)} s   ${(sent / seconds).toFixed(0)} writes/s   budget 15 s  ${verdict(seconds <= 15 && queued === WRITES)}`,
      )
      if (refused.length > 0) console.log(`  refused: ${refused.map((f) => `${f.op} ${f.status} ${f.msg}`).join('; ')}`)
      const ratio = (seconds * 1000) / Math.max(sent, 1) / baselineMs
      console.log(
        `  replay per write / direct per write  ${ratio.toFixed(2)}   goal <= 1.2  ${verdict(ratio <= 1.2 && sent === WRITES)}`,
      )
      await benchReconnect({ url: server.url, cookie, userId: buyer.id, productIds })
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A product as the detail query caches it (about 600 bytes of JSON). */
const entity = (id: number) => ({
  ProductID: id,
  Name: `Product ${id} stainless fastener assortment`,
  Description: 'Zinc plated, 40 mm, box of 100. Suitable for general assembly and maintenance work.',
  SKU: `SKU-${id}`,
  Price: 100 + (id % 900),
  CostPrice: 80 + (id % 700),
  Stock: id % 500,
  ReorderLevel: 10,
  DeliveryLeadTime: 3,
  UnitsofMeasurement: 'pieces',
  TaxPercentage: 18,
  Status: 'Active',
  Currency: 'INR',
  CategoryID: 1 + (id % 40),
  CategoryName: 'Fasteners',
  Images: [`/files/ab/${String(id).padStart(8, '0')}.webp`],
  UpdatedAt: '2026-01-05T09:00:00.000Z',
  Version: 1,
})

async function benchRestore(): Promise<void> {
  const idb = { indexedDB: new IDBFactory(), IDBKeyRange }
  const options = { userId: 'bench-user', buster: 'bench-build', indexedDB: idb }
  const source = new QueryClient()
  const saving = await startQueryPersistence(source, options)
  for (let id = 1; id <= ENTITIES; id += 1) source.setQueryData(['products', 'detail', id], entity(id))
  await saving.flush()
  await saving.stop()
  const bytes = JSON.stringify(entity(1)).length * ENTITIES
  const times: number[] = []
  for (let run = 0; run < 5; run += 1) {
    const client = new QueryClient()
    const start = performance.now()
    const restoring = await startQueryPersistence(client, options)
    times.push(performance.now() - start)
    if (client.getQueryCache().getAll().length !== ENTITIES) throw new Error('restore lost queries')
    await restoring.stop()
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[2] ?? 0
  console.log(
    `\nPersisted query cache restore (${ENTITIES} entities, about ${kb(bytes)} of JSON; Node + fake-indexeddb)`,
  )
  console.log(`  first ${ms(times[0] ?? 0)}   median of 5 ${ms(median)}   budget 300 ms  ${verdict(median <= 300)}`)
}

/** Prints the precache's files and bytes; returns the number of files (0 without a built worker). */
function printPrecache(dist: string): number {
  const sw = path.join(dist, 'sw.js')
  if (!existsSync(sw)) {
    console.log(`\nPrecache: ${sw} not found (build first)`)
    return 0
  }
  // The manifest names the web app manifest's icons twice (vite-plugin-pwa adds them beside the glob's); Workbox
  // caches each file once.
  const urls = new Set(
    [...readFileSync(sw, 'utf8').matchAll(/url:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? ''),
  )
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const file = path.join(dist, url)
    if (!existsSync(file)) continue
    raw += statSync(file).size
    gzip += gzipSync(readFileSync(file)).length
  }
  console.log(`\nPrecache (${dist}/sw.js manifest)`)
  console.log(`  ${urls.size} files   ${kb(raw)} raw   ${kb(gzip)} gzipped`)
  return urls.size
}
