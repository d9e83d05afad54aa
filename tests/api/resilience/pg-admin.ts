import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Runs one statement on its own connection to `url`; returns the rows. */
export async function pgQuery(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(statement)).rows
  } finally {
    await client.end()
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Creates an empty database on the server of `serverUrl`; returns its name. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const name = `resilience_${Date.now()}_${randomBytes(4).toString('hex')}`
  await pgQuery(serverUrl, `create database ${name}`)
  return name
}

/** Drops a database made by createDatabase, ending its connections. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await pgQuery(serverUrl, `drop database if exists ${name} with (force)`)
}

/**
 * Ends every other connection to the database (the app's pool) as an administrator or a crash
 * would, over and over until `until` settles; returns how many connections it ended.
 */
export async function terminateUntil(url: string, until: Promise<unknown>): Promise<number> {
  let settled = false
  void until.finally(() => {
    settled = true
  })
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  let ended = 0
  try {
    while (!settled) {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      ended += rows.filter((row: { ended: boolean }) => row.ended).length
      await new Promise((resolve) => setTimeout(resolve, 3))
    }
  } finally {
    await admin.end()
  }
  return ended
}
