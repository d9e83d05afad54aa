import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { v7 as uuidv7 } from 'uuid'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import { createUser, findTenantIdByDomain } from '../../server/modules/users/service'
import { ms, runConcurrent } from './measure'
import { startServer } from './server-process'

const BUYERS = 300
const CONCURRENCY = 8

/** Add-to-cart and create-order requests/s and latency on PGlite, each order from its own buyer's cart. */
export async function benchShop(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-shop-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db)
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    for (let i = 0; i < BUYERS; i += 1) {
      await createUser(database.db, {
        tenantId,
        email: `bench-buyer-${i}@demo.local`,
        fullName: `Bench Buyer ${i}`,
        role: 'buyer',
        password: DEMO_PASSWORD,
      })
    }
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      const call = async (cookie: string, method: string, endpoint: string, body?: unknown) => {
        const res = await fetch(`${server.url}/api/${endpoint}`, {
          method,
          headers: {
            Domain: 'localhost',
            Origin: server.url,
            Cookie: cookie,
            'Content-Type': 'application/json',
            'Idempotency-Key': uuidv7(),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${await res.text()}`)
        return res
      }
      const cookies: string[] = []
      for (let i = 0; i < BUYERS; i += 1) {
        const res = await fetch(`${server.url}/api/validate-user`, {
          method: 'POST',
          headers: { Domain: 'localhost', Origin: server.url, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            AppID: 5,
            DomainName: 'localhost',
            Username: `bench-buyer-${i}@demo.local`,
            Password: DEMO_PASSWORD,
          }),
        })
        cookies.push(res.headers.get('set-cookie')?.split(';')[0] ?? '')
      }
      const list = await (
        await call(cookies[0] ?? '', 'GET', 'get-all-products?status=Active&iDisplayLength=100')
      ).json()
      const productIds = (list as { data: Array<{ ProductID: number; Stock: number }> }).data
        .filter((p) => p.Stock > 100)
        .map((p) => p.ProductID)
      const productFor = (i: number) => productIds[i % productIds.length] ?? 0

      const adds = await runConcurrent(BUYERS * 2, CONCURRENCY, async (i) => {
        await call(cookies[i % BUYERS] ?? '', 'POST', 'add-to-cart', {
          CartID: uuidv7(),
          ProductID: productFor(i),
          Quantity: 1,
        })
      })
      const orders = await runConcurrent(BUYERS, CONCURRENCY, async (i) => {
        const requiredBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
        await call(cookies[i] ?? '', 'POST', 'create-order', {
          OrderID: uuidv7(),
          DeliveryAddress: 'Warehouse 3, Bhiwandi',
          RequiredBy: requiredBy,
          AcceptPriceChanges: true,
        })
      })
      console.log(
        `\nShop writes on PGlite (${CONCURRENCY} concurrent clients, demo catalogue, each order from its own cart of 2 lines)`,
      )
      console.log(
        `  add-to-cart    ${adds.rps.toFixed(0).padStart(5)} req/s   p50 ${ms(adds.p50)}   p95 ${ms(adds.p95)}   (${BUYERS * 2} requests)`,
      )
      console.log(
        `  create-order   ${orders.rps.toFixed(0).padStart(5)} req/s   p50 ${ms(orders.p50)}   p95 ${ms(orders.p95)}   (${BUYERS} orders)`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
