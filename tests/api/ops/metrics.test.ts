import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { Counter, Histogram, renderMetrics } from '../../../server/lib/metrics'
import { createScheduler } from '../../../server/lib/scheduler'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { openTestDatabase } from '../helpers/test-database'
import { addCategory, addProduct, addToCart, signedIn } from '../shop/shop-fixtures'

const TOKEN = 'metrics-token-for-tests-0123456789'

let t: TestApp
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  t = await createTestApp()
  app = createApp({ ...t.deps, metricsToken: TOKEN, poolStats: () => ({ total: 4, idle: 3, waiting: 1 }) })
})
afterAll(() => t.close())

async function scrape(headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) {
  const res = await app.request('/metrics', { headers })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('issue 17: /metrics behind METRICS_TOKEN', () => {
  it('does not exist without a token configured (404, not the app page)', async () => {
    const staticRoot = mkdtempSync(path.join(tmpdir(), 'metrics-static-'))
    writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><title>app</title>')
    try {
      const withPage = createApp({ ...t.deps, staticRoot })
      expect((await withPage.request('/Manage-PO')).headers.get('Content-Type')).toMatch(/^text\/html/)
      const res = await withPage.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ status: false, msg: 'Not found' })
    } finally {
      rmSync(staticRoot, { recursive: true, force: true })
    }
  })

  it.each([
    ['no Authorization', {}],
    ['another token', { Authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token without Bearer', { Authorization: TOKEN }],
    ['Basic auth', { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }],
  ])('answers 401 to %s', async (_label, headers) => {
    const res = await scrape(headers)
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
    expect(res.text).not.toContain('http_requests_total')
  })

  it('serves the Prometheus text format with the bearer token', async () => {
    const res = await scrape()
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    for (const line of res.text.trimEnd().split('\n')) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) [a-z_]+ .+|[a-z_]+(\{[a-z_]+="[^"]*"(,[a-z_]+="[^"]*")*\})? [0-9.e+-]+|\+Inf)$/,
      )
    }
    expect(res.text).toContain('# TYPE http_requests_total counter')
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram')
  })

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    const before = await scrape()
    const series = 'http_requests_total{route="/api/*",method="GET",status="4xx"}'
    await app.request('/api/no-such-endpoint-4711', { headers: { Domain: 'localhost' } })
    await app.request('/api/no-such-endpoint-4712', { headers: { Domain: 'localhost' } })
    await app.request(`/files/docs/${'ab'.repeat(32)}.pdf`)
    await app.request('/api/health')
    const after = await scrape()
    expect((sample(after.text, series) ?? 0) - (sample(before.text, series) ?? 0)).toBe(2)
    expect(after.text).not.toContain('4711')
    expect(after.text).not.toContain('abab')
    expect(sample(after.text, 'http_requests_total{route="/files/docs/:name",method="GET",status="4xx"}')).toBe(1)
    expect(sample(after.text, 'http_requests_total{route="/api/health",method="GET",status="2xx"}')).toBeGreaterThan(0)
  })

  it('keeps a latency histogram per route with cumulative buckets', async () => {
    const res = await scrape()
    const labels = 'route="/api/health",method="GET"'
    const count = sample(res.text, `http_request_duration_seconds_count{${labels}}`) ?? 0
    expect(count).toBeGreaterThan(0)
    expect(sample(res.text, `http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(count)
    const buckets = res.text
      .split('\n')
      .filter((l) => l.startsWith(`http_request_duration_seconds_bucket{${labels},`))
      .map((l) => Number(l.split(' ')[1]))
    expect(buckets.length).toBe(12)
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b))
    expect(sample(res.text, `http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThanOrEqual(0)
  })

  it('counts outbox replays: writes answered from the response stored under their Idempotency-Key', async () => {
    const manager = await signedIn(t, 'catalogue_manager')
    const product = await addProduct(manager, (await addCategory(manager)).CategoryID, { Stock: 50 })
    const buyer = await signedIn(t, 'buyer')
    const before = sample((await scrape()).text, 'outbox_replays_total') ?? 0
    const options = { headers: { 'Idempotency-Key': `metrics-${uuidv7()}` } }
    const cartId = uuidv7()
    expect((await addToCart(buyer, product.ProductID, 2, cartId, options)).status).toBe(200)
    expect((await addToCart(buyer, product.ProductID, 2, cartId, options)).headers.get('Idempotent-Replayed')).toBe(
      'true',
    )
    expect((await addToCart(buyer, product.ProductID, 2, cartId, options)).status).toBe(200)
    expect((await addToCart(buyer, product.ProductID, 3, uuidv7())).status).toBe(200)
    expect(sample((await scrape()).text, 'outbox_replays_total')).toBe(before + 2)
  })

  it('counts job runs by job and outcome', async () => {
    const scheduler = createScheduler({
      db: t.db,
      now: t.clock.now,
      logger: t.deps.logger,
      jobs: [
        { name: 'metrics-ok', intervalSeconds: 60, run: async () => {} },
        { name: 'metrics-fails', intervalSeconds: 60, run: () => Promise.reject(new Error('no')) },
      ],
    })
    await scheduler.tick()
    const text = (await scrape()).text
    expect(sample(text, 'job_runs_total{job="metrics-ok",outcome="ok"}')).toBe(1)
    expect(sample(text, 'job_runs_total{job="metrics-fails",outcome="error"}')).toBe(1)
  })

  it('reports the pool usage given to the app', async () => {
    const text = (await scrape()).text
    expect(sample(text, 'db_pool_connections{state="total"}')).toBe(4)
    expect(sample(text, 'db_pool_connections{state="idle"}')).toBe(3)
    expect(sample(text, 'db_pool_waiting_requests')).toBe(1)
    expect((await t.app.request('/metrics')).status).toBe(404)
  })

  it.skipIf(!process.env.DATABASE_URL)('reads the pool usage from node-postgres on PostgreSQL', async () => {
    const database = await openTestDatabase()
    try {
      const stats = database.poolStats?.()
      expect(stats?.total).toBeGreaterThan(0)
      expect(stats?.waiting).toBe(0)
    } finally {
      await database.close()
    }
  })
})

describe('the exposition writer', () => {
  it('escapes label values and writes cumulative buckets with sum and count', () => {
    const counter = new Counter('things_total', 'Things.', ['name'])
    counter.inc({ name: 'a "quoted"\\ \nname' }, 2)
    const histogram = new Histogram('wait_seconds', 'Waits.', ['kind'], [0.1, 1])
    for (const value of [0.05, 0.5, 5]) histogram.observe({ kind: 'x' }, value)
    expect(renderMetrics([counter, histogram])).toBe(
      [
        '# HELP things_total Things.',
        '# TYPE things_total counter',
        'things_total{name="a \\"quoted\\"\\\\ \\nname"} 2',
        '# HELP wait_seconds Waits.',
        '# TYPE wait_seconds histogram',
        'wait_seconds_bucket{kind="x",le="0.1"} 1',
        'wait_seconds_bucket{kind="x",le="1"} 2',
        'wait_seconds_bucket{kind="x",le="+Inf"} 3',
        'wait_seconds_sum{kind="x"} 5.55',
        'wait_seconds_count{kind="x"} 3',
        '',
      ].join('\n'),
    )
  })
})
