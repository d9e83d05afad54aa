import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from './db/seed'
import { readConfig } from './env'
import { createMailer } from './lib/mail'

const startedAt = performance.now()
let config: ReturnType<typeof readConfig>
try {
  config = readConfig(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const logger = pino({ level: config.logLevel })
mkdirSync(config.dataDir, { recursive: true })
const pgliteDir = path.join(config.dataDir, 'pgdata')
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir })
const filesDir = path.join(config.dataDir, 'files')
mkdirSync(filesDir, { recursive: true })
const seeded = await seedIfEmpty(database.db, { filesDir })
const app = createApp({
  db: database.db,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  }),
  logger,
  now: () => new Date(),
  session: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
  trustProxy: config.trustProxy,
  staticRoot: config.staticDir ?? fileURLToPath(new URL('../dist', import.meta.url)),
  filesDir,
})

const pidFile = path.join(config.dataDir, 'server.pid')
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  if (database.kind === 'pglite') {
    writeFileSync(pidFile, String(process.pid))
    // PGlite has no autovacuum daemon: once the server is up, vacuum (so index-only scans, such as
    // deep list pages, skip the heap) and refresh planner statistics.
    void database.db
      .execute(sql`vacuum (analyze)`)
      .catch((error: unknown) => logger.warn({ err: error }, 'vacuum failed'))
  }
  const ms = Math.round(performance.now() - startedAt)
  const url = `http://localhost:${config.port}`
  logger.info({ ms, database: database.kind, seeded }, `listening on ${url}`)
  console.log(
    [
      '',
      `  Procurement back office is running at ${url}  (ready in ${ms} ms, ${database.kind === 'pglite' ? `embedded database in ${pgliteDir}` : 'PostgreSQL'})`,
      `  Sign in with ${DEMO_USERS.filter((u) => !u.invited)
        .map((u) => u.email)
        .join(', ')}`,
      `  password ${DEMO_PASSWORD}; ${DEMO_USERS.find((u) => u.invited)?.email} is invited and signs in with a code.`,
      config.smtpUrl ? '' : `  E-mail is written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it).`,
      '',
    ].join('\n'),
  )
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  server.close()
  await database.close()
  if (database.kind === 'pglite') writeFileSync(pidFile, '')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
