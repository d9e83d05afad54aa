import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import type { Db } from '../../../server/db/client'
import { createTestApp, type TestApp } from '../helpers/test-app'

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A pino logger whose lines the test can read. */
function memoryLogger(level = 'debug') {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ level }, stream), lines }
}

describe('issue 17: a request id in every answer and log line', () => {
  it('answers a new UUIDv7 in X-Request-Id, a different one per request', async () => {
    const client = t.client()
    const first = await client.get('health')
    const second = await client.get('get-dashboard')
    const ids = [first.headers.get('X-Request-Id'), second.headers.get('X-Request-Id')]
    expect(ids[0]).toMatch(UUID_V7)
    expect(ids[1]).toMatch(UUID_V7)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('keeps a sane incoming X-Request-Id, on success and on errors alike', async () => {
    const client = t.client()
    for (const path of ['health', 'get-dashboard', 'no-such-endpoint']) {
      const res = await client.get(path, { headers: { 'X-Request-Id': 'lb-7f3a9c:42' } })
      expect(res.headers.get('X-Request-Id'), path).toBe('lb-7f3a9c:42')
    }
    const unknownTenant = await t.client({ domain: 'nobody.test' }).get('get-dashboard', {
      headers: { 'X-Request-Id': 'abc-123' },
    })
    expect(unknownTenant.status).toBe(400)
    expect(unknownTenant.headers.get('X-Request-Id')).toBe('abc-123')
  })

  it.each([
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'a b'],
    ['with a quote', 'a"b'],
  ])('replaces an incoming id %s with a UUIDv7', async (_label, incoming) => {
    const res = await t.client().get('health', { headers: { 'X-Request-Id': incoming } })
    expect(res.headers.get('X-Request-Id')).toMatch(UUID_V7)
  })

  it('logs each request at debug, and its warnings, with the id the answer carries', async () => {
    const { logger, lines } = memoryLogger()
    const refuses = {
      execute: () => Promise.reject(new Error('Cannot use a pool after calling end on the pool')),
    } as unknown as Db
    const app = createApp({ ...t.deps, logger, db: refuses })
    const res = await app.request('/api/ready', { headers: { 'X-Request-Id': 'probe-1' } })
    expect(res.status).toBe(503)
    expect(res.headers.get('X-Request-Id')).toBe('probe-1')
    expect(lines.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      [40, 'not ready', 'probe-1'],
      [20, 'request', 'probe-1'],
    ])
    expect(lines[1]).toMatchObject({ method: 'GET', path: '/api/ready', status: 503 })
  })

  it('logs nothing for a request at the default info level', async () => {
    const { logger, lines } = memoryLogger('info')
    const app = createApp({ ...t.deps, logger })
    expect((await app.request('/api/health')).status).toBe(200)
    expect(lines).toEqual([])
  })
})
