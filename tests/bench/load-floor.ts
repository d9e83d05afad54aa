import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as v from 'valibot'
import type { Db } from '../../server/db/client'
import type { Actor } from '../../server/lib/app-env'
import { listPurchaseOrders } from '../../server/modules/purchase-orders/list'
import { PoListQuerySchema } from '../../src/shared/po-list-query'
import { LIST_QUERY, type LoadFigures } from './load-traffic'

/** A statement as drizzle hands it to the driver. */
interface Statement {
  text: string
  params: unknown[]
}

/**
 * The raw-SQL floor of the get-all-po request of the load: the statements listPurchaseOrders sends
 * for it (caught once through drizzle's logger), then sent straight to the driver, one after
 * another as the service sends them, by `connections` concurrent loops for `seconds`. No HTTP,
 * session, validation or ORM mapping. node-postgres gets a pool of 10 connections, as a server process has.
 */
export async function listSqlFloor(
  target: { pgliteDir: string } | { databaseUrl: string },
  actor: Actor,
  options: { connections: number; seconds: number },
): Promise<LoadFigures & { statements: number }> {
  const caught: Statement[] = []
  const logger = { logQuery: (text: string, params: unknown[]) => caught.push({ text, params }) }
  let db: Db
  let send: (s: Statement) => Promise<unknown>
  let close: () => Promise<void>
  if ('pgliteDir' in target) {
    const client = new PGlite({ dataDir: target.pgliteDir, extensions: { pg_trgm } })
    db = drizzlePglite(client, { logger }) as unknown as Db
    send = (s) => client.query(s.text, s.params)
    close = () => client.close()
  } else {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 })
    db = drizzlePg(pool, { logger }) as unknown as Db
    send = (s) => pool.query(s.text, s.params)
    close = () => pool.end()
  }
  try {
    await listPurchaseOrders(db, actor, v.parse(PoListQuerySchema, LIST_QUERY))
    const statements = [...caught]
    const one = async () => {
      for (const statement of statements) await send(statement)
    }
    for (let i = 0; i < 50; i += 1) await one()
    return { ...(await forSeconds(options.connections, options.seconds, one)), statements: statements.length }
  } finally {
    await close()
  }
}

/** Runs `task` in `connections` concurrent loops for `seconds`; answers requests/s, p50 and p99. */
async function forSeconds(connections: number, seconds: number, task: () => Promise<void>): Promise<LoadFigures> {
  const times: number[] = []
  const started = performance.now()
  const end = started + seconds * 1000
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now()
      await task()
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { rps: times.length / elapsed, p50: at(0.5), p99: at(0.99) }
}
