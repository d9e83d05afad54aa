import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

/** The database handle every service takes; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>

/** An open database with its kind and a way to close it. */
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory without a folder), and migrates it. */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server ends (restart, admin shutdown, a dropped test database) is
    // removed from the pool and the next query opens a new one; without a listener the process dies.
    pool.on('error', () => {})
    const db = drizzlePg(pool)
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const client = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client)
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
