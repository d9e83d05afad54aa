import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { authBody, createTestApp, type TestApp } from '../helpers/test-app'
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

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe.skipIf(!serverUrl)('issue 10.2: the server process outlives PostgreSQL dropping its connections', () => {
  let dbName: string
  let dataDir: string
  let child: ChildProcess
  let output = ''
  let base: string
  let cookie = ''

  /** A call as the web app makes it, signed in once `cookie` is set. */
  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        Domain: 'localhost',
        Origin: base,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> }
  }

  beforeAll(async () => {
    const url = serverUrl ?? ''
    dbName = await createDatabase(url)
    dataDir = mkdtempSync(path.join(tmpdir(), 'robust-pg-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(url, dbName),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: dataDir,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
    })
    child.stderr?.on('data', (chunk) => {
      output += String(chunk)
    })
    const deadline = Date.now() + 90_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
      await delay(100)
    }
    const signIn = await fetch(`${base}/api/validate-user`, {
      method: 'POST',
      headers: { Domain: 'localhost', Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(authBody('buyer@demo.local', { Password: 'Demo@12345' })),
    })
    expect(signIn.status).toBe(200)
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  }, 120_000)

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    if (dbName) await dropDatabase(serverUrl ?? '', dbName)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
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
    expect(child.exitCode, output).toBeNull()
    expect((await call('GET', 'health')).status).toBe(200)
    expect((await call('POST', 'add-po', po())).status).toBe(200)
    const lists = await Promise.all(Array.from({ length: 15 }, () => call('GET', 'get-all-po')))
    expect(lists.map((res) => res.status)).toEqual(lists.map(() => 200))
    expect(output).not.toMatch(/uncaught|unhandled/i)
  })
})
