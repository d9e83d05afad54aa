import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import type { Db } from '../../../server/db/client'
import { createTestApp, type TestApp } from '../helpers/test-app'

const journal = JSON.parse(
  readFileSync(new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A bare request as a load balancer's probe makes it: no Domain, no Origin, no cookie. */
async function probe(app: { request: (path: string) => Response | Promise<Response> }, path: string) {
  const res = await app.request(path)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('issue 17: /api/health and /api/ready', () => {
  it('health answers 200 to a bare probe without touching the database', async () => {
    const broken = createApp({ ...t.deps, db: neverAnswers() })
    expect(await probe(broken, '/api/health')).toEqual({
      status: 200,
      body: { status: true, msg: '', data: { up: true } },
    })
  })

  it('ready answers 200 with every migration of the journal applied', async () => {
    const res = await probe(t.app, '/api/ready')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Ready',
      data: { database: 'ok', migrations: { applied: journal.entries.length, expected: journal.entries.length } },
    })
  })

  it('ready answers 503 while the last migration is not applied, and 200 again once it is', async () => {
    const last = journal.entries.at(-1)?.when ?? 0
    const rows = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last} returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] }
    const [removed] = rows.rows
    expect(removed).toBeDefined()
    try {
      const res = await probe(t.app, '/api/ready')
      expect(res.status).toBe(503)
      expect(res.body.status).toBe(false)
      expect(String(res.body.msg)).toMatch(/migrations are not applied/)
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash}, ${last})`,
      )
    }
    expect((await probe(t.app, '/api/ready')).status).toBe(200)
  })

  it('ready answers 503 when the database refuses', async () => {
    const res = await probe(createApp({ ...t.deps, db: refuses() }), '/api/ready')
    expect(res).toEqual({ status: 503, body: { status: false, msg: 'The database is unavailable' } })
  })

  it('ready answers 503 within about 2 s when the database does not answer', async () => {
    const started = performance.now()
    const res = await probe(createApp({ ...t.deps, db: neverAnswers() }), '/api/ready')
    expect(res).toEqual({ status: 503, body: { status: false, msg: 'The database did not answer within 2 s' } })
    expect(performance.now() - started).toBeLessThan(4_000)
  })
})

/** A database handle whose queries never settle, as behind a pool that has no free connection. */
function neverAnswers(): Db {
  return { execute: () => new Promise(() => {}) } as unknown as Db
}

/** A database handle whose queries fail as they do once the pool has been ended. */
function refuses(): Db {
  return {
    execute: () => Promise.reject(new Error('Cannot use a pool after calling end on the pool')),
  } as unknown as Db
}
