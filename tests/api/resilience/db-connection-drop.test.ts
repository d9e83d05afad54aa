import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, poBody, signedIn, unitIds } from '../purchase-orders/po-fixtures'
import { createDatabase, databaseUrl, dropDatabase, terminateUntil } from './pg-admin'

const serverUrl = process.env.DATABASE_URL
const UNAVAILABLE = { status: false, msg: 'The database is unavailable. Please try again shortly.' }

/** A write either went through or was told to come back: never a 500, never a dropped request. */
function expectDoneOrRetryLater(res: ApiResponse): void {
  if (res.status >= 200 && res.status < 300) return
  expect(res.status, JSON.stringify(res.body)).toBe(503)
  expect(res.body).toEqual(UNAVAILABLE)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
}

/** The rows of a raw query (the Db type leaves execute's result untyped). */
async function selectRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe.skipIf(!serverUrl)('issue 10.2: PostgreSQL dropping connections in use', () => {
  let t: TestApp
  let buyer: ApiClient
  let vendorId: string
  let unitId: number
  let appDbUrl: string

  beforeAll(async () => {
    t = await createTestApp()
    buyer = await signedIn(t, 'buyer')
    vendorId = (await addVendor(t)).id
    unitId = (await unitIds(buyer)).Nos ?? 0
    const rows = await selectRows<{ name: string }>(t, sql`select current_database() as name`)
    appDbUrl = databaseUrl(serverUrl ?? '', rows[0]?.name ?? '')
  })
  afterAll(() => t?.close())

  it('answers the writes in flight 503 with Retry-After, then serves again', async () => {
    const statuses: number[] = []
    let ended = 0
    for (let round = 0; round < 3; round += 1) {
      const writes = Promise.all(Array.from({ length: 20 }, () => addPo(buyer, poBody(vendorId, unitId))))
      ended += await terminateUntil(appDbUrl, writes)
      for (const res of await writes) {
        expectDoneOrRetryLater(res)
        statuses.push(res.status)
      }
    }
    expect(ended).toBeGreaterThan(0)
    expect(statuses).toContain(503)

    // Back to normal, with every pool slot usable (a connection lost mid-transaction is not leaked).
    expect((await addPo(buyer, poBody(vendorId, unitId))).status).toBe(200)
    const lists = await Promise.all(Array.from({ length: 15 }, () => buyer.get('get-all-po')))
    expect(lists.map((res) => res.status)).toEqual(lists.map(() => 200))
    // No half-written PO: each one that was saved has its line.
    const orphans = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from purchase_orders po where not exists (select 1 from purchase_order_lines l where l.po_id = po.id)`,
    )
    expect(orphans[0]?.n).toBe(0)
  })
})

describe.skipIf(!serverUrl)('issue 10.2: the server process outlives PostgreSQL dropping its connections', () => {
  let dbName: string
  let server: ServerProcess
  let cookie = ''
  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { body, cookie })

  beforeAll(async () => {
    dbName = await createDatabase(serverUrl ?? '')
    server = await startServerProcess(databaseUrl(serverUrl ?? '', dbName))
    cookie = await server.signIn('buyer@demo.local')
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    if (dbName) await dropDatabase(serverUrl ?? '', dbName)
  })

  it('stays up, answers 503 with Retry-After, and serves again', async () => {
    const vendors = await call('GET', 'get-all-vendors?status=Active')
    const vendorId = String((vendors.body.data as Array<{ id: string }>)[0]?.id)
    const units = await call('GET', 'get-units-of-measure')
    const unitId = (units.body.data as Array<{ id: number; name: string }>).find((u) => u.name === 'Nos')?.id ?? 0
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const po = () => poBody(vendorId, unitId, { PoDate: day(0), deliveryDate: day(15), poValidity: day(30) })
    const statuses: number[] = []
    for (let round = 0; round < 3; round += 1) {
      const writes = Promise.all(Array.from({ length: 20 }, () => call('POST', 'add-po', po())))
      await terminateUntil(databaseUrl(serverUrl ?? '', dbName), writes)
      for (const res of await writes) {
        expectDoneOrRetryLater({ ...res, setCookies: [] })
        statuses.push(res.status)
      }
    }
    expect(statuses).toContain(503)
    expect(server.exitCode(), server.output()).toBeNull()
    expect((await call('GET', 'health')).status).toBe(200)
    expect((await call('POST', 'add-po', po())).status).toBe(200)
    const lists = await Promise.all(Array.from({ length: 15 }, () => call('GET', 'get-all-po')))
    expect(lists.map((res) => res.status)).toEqual(lists.map(() => 200))
    expect(server.output()).not.toMatch(/uncaught|unhandled/i)
  })
})
