import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { PoolStats } from '../lib/app-metrics'
import { makeOwnerOnlyDir, restrictToOwner } from '../lib/owner-only'

/** The database handle every service takes; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>

/** An open database with its kind and a way to close it. */
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** Usage of the connection pool (PostgreSQL only), for /metrics. */
  poolStats?: () => PoolStats
}

/** The drizzle migrations applied at start (and compared with the database by /api/ready). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory without a folder), and migrates it. */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl)
    const db = drizzlePg(pool)
    await migratePg(db, { migrationsFolder })
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), poolStats }
  }
  const dir = options.pgliteDir
  if (dir) makeOwnerOnlyDir(dir)
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } })
  const db = drizzlePglite(client)
  await migratePglite(db, { migrationsFolder })
  // PGlite creates its files readable and writable by everyone: the folder and its files are the
  // owner's alone, as PostgreSQL's are (again at close, for the files it created meanwhile).
  if (dir) restrictToOwner(dir)
  const close = async () => {
    await client.close()
    if (dir) restrictToOwner(dir)
  }
  return { db: db as unknown as Db, kind: 'pglite', close }
}

/** How long a request waits for a connection before it is answered 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 10_000

/**
 * A node-postgres pool that survives the server ending connections (restart, admin shutdown,
 * pg_terminate_backend, a crash): the broken connection is dropped and the next query opens a new one.
 */
function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
  // An idle connection that dies is removed by the pool, which then emits this.
  pool.on('error', () => {})
  const checkedOut = new Set<pg.PoolClient>()
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_error, client) => checkedOut.delete(client))
  pool.on('connect', (client) => {
    // pg-pool listens for errors only on idle clients; a client checked out (every drizzle
    // transaction holds one) that loses its connection emits 'error' with no listener, which ends
    // the process. The query in flight fails on its own (the request answers 503), so here the
    // client is only given back: drizzle leaks it when `begin` fails, and enough leaks would exhaust the pool.
    client.on('error', () => {
      if (!checkedOut.has(client)) return
      const release = client.release
      // drizzle still calls release() when its transaction ends; a second call would throw.
      client.release = () => {}
      release(true)
    })
  })
  return pool
}
