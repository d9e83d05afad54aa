import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../../../server/db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openDatabase({})
  const name = `test_${Date.now()}_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    ...database,
    close: async () => {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
