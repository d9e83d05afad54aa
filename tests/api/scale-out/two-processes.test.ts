import { randomUUID } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailer } from '../../../server/lib/mail'
import { serverJobs } from '../../../server/modules/ops/jobs'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { authBody } from '../helpers/test-app'
import { poBody } from '../purchase-orders/po-fixtures'
import { createDatabase, databaseUrl, dropDatabase, pgQuery } from '../resilience/pg-admin'

const serverUrl = process.env.DATABASE_URL
const METRICS_TOKEN = 'two-processes-metrics-token'
const PDF = Buffer.from(`%PDF-1.4\nscale-out ${randomUUID()}\n%%EOF\n`)

/** The `job_runs_total` of one job with outcome ok in a process's /metrics text. */
function jobRuns(metrics: string, job: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`job_runs_total{job="${job}",outcome="ok"}`))
  return line ? Number(line.split(' ').pop()) : 0
}

describe.skipIf(!serverUrl)('issue 17: two server processes on one PostgreSQL answer alike', () => {
  let dbName: string
  let dbUrl: string
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    dbName = await createDatabase(serverUrl ?? '')
    dbUrl = databaseUrl(serverUrl ?? '', dbName)
    // The first migrates and seeds; the second starts on the migrated database, as a rolling start does.
    a = await startServerProcess(dbUrl, { METRICS_TOKEN })
    b = await startServerProcess(dbUrl, { METRICS_TOKEN })
  }, 180_000)

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    if (dbName) await dropDatabase(serverUrl ?? '', dbName)
  })

  it('accepts on one process a session signed in on the other', async () => {
    const cookie = await a.signIn('buyer@demo.local')
    const me = await b.call('GET', 'current-user', { cookie })
    expect(me.status, me.text).toBe(200)
    expect(JSON.stringify(me.body)).toContain('buyer@demo.local')
  })

  it('serves from one process a file uploaded through the other', async () => {
    const cookie = await a.signIn('buyer@demo.local')
    const upload = await a.call('POST', 'add-po-document', {
      cookie,
      body: { Document: `data:application/pdf;base64,${PDF.toString('base64')}` },
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(upload.status, upload.text).toBe(200)
    const documentPath = String((upload.body.data as { DocumentPath: string }).DocumentPath)
    const file = await fetch(`${b.base}${documentPath}`, { headers: { Domain: 'localhost', Cookie: cookie } })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF)
  })

  it('counts sign-in failures across both processes', async () => {
    const wrong = { body: authBody('approver@demo.local', { Password: 'Wrong@12345' }) }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await (attempt % 2 === 0 ? a : b).call('POST', 'validate-user', wrong)).status)
    }
    // Five failures per account and address in a window, whichever process answered them.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('gives an idempotent write replayed to the other process one effect', async () => {
    const cookie = await a.signIn('buyer@demo.local')
    const vendors = await a.call('GET', 'get-all-vendors?status=Active', { cookie })
    const vendorId = String((vendors.body.data as Array<{ id: string }>)[0]?.id)
    const units = await a.call('GET', 'get-units-of-measure', { cookie })
    const unitId = (units.body.data as Array<{ id: number; name: string }>).find((u) => u.name === 'Nos')?.id ?? 0
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const body = poBody(vendorId, unitId, { PoDate: day(0), deliveryDate: day(15), poValidity: day(30) })
    const headers = { 'Idempotency-Key': randomUUID() }
    const first = await a.call('POST', 'add-po', { cookie, body, headers })
    const replay = await b.call('POST', 'add-po', { cookie, body, headers })
    expect(first.status, first.text).toBe(200)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
    const rows = await pgQuery(
      dbUrl,
      `select count(*)::int as n from purchase_orders where id = '${String(body.poId)}'`,
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('runs each scheduled job once per due time, on one of the two processes', async () => {
    const jobs = serverJobs('postgres', createMemoryMailer()).map((job) => job.name)
    expect(jobs).toContain('approval-escalation')
    await delay(1_000)
    const auth = { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }
    const [metricsA, metricsB] = await Promise.all([a.call('GET', 'metrics', auth), b.call('GET', 'metrics', auth)])
    for (const job of jobs) expect(jobRuns(metricsA.text, job) + jobRuns(metricsB.text, job), job).toBe(1)
  })
})
