import { writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import pino from 'pino'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from './db/seed'
import { readConfig } from './env'
import { gracefulCloser } from './lib/graceful-close'
import { importLegacyFiles } from './lib/legacy-files'
import { createMailer } from './lib/mail'
import { makeOwnerOnlyDir, OWNER_ONLY_UMASK, restrictToOwner } from './lib/owner-only'
import { isDatabaseUnavailable } from './lib/pg-errors'
import { createScheduler } from './lib/scheduler'
import { serverJobs } from './modules/ops/jobs'

const startedAt = performance.now()
// Everything the server writes (database, outbox e-mails, pid file) is its own account's alone.
process.umask(OWNER_ONLY_UMASK)
let config: ReturnType<typeof readConfig>
try {
  config = readConfig(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const logger = pino({ level: config.logLevel })
// Last resort only: database connection errors are handled where they arise (server/db/client.ts).
// One that still escapes leaves nothing broken behind (the pool drops the connection), so the
// server keeps serving; anything else may have, so it is logged and the process exits for its supervisor.
function lastResort(kind: string) {
  return (error: unknown) => {
    const survivable = isDatabaseUnavailable(error)
    logger[survivable ? 'error' : 'fatal']({ err: error }, kind)
    if (!survivable) process.exit(1)
  }
}
process.on('uncaughtException', lastResort('uncaught exception'))
process.on('unhandledRejection', lastResort('unhandled promise rejection'))
makeOwnerOnlyDir(config.dataDir)
// A data folder from before, or restored by hand, may still be readable by others.
restrictToOwner(config.dataDir)
const pgliteDir = path.join(config.dataDir, 'pgdata')
const pidFile = path.join(config.dataDir, 'server.pid')
// Before PGlite opens the folder: `npm run admin` refuses to open it while this pid is alive.
if (!config.databaseUrl) writeFileSync(pidFile, String(process.pid))
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir })
await importLegacyFiles(database.db, path.join(config.dataDir, 'files'), logger, new Date())
const seeded = await seedIfEmpty(database.db)
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, 'outbox'),
  from: config.mailFrom,
  logger,
})
const app = createApp({
  db: database.db,
  mailer,
  logger,
  now: () => new Date(),
  session: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
  trustProxy: config.trustProxy,
  trustProxyHops: config.trustProxyHops,
  authRatePerMinute: config.authRatePerMinute,
  staticRoot: config.staticDir ?? fileURLToPath(new URL('../dist', import.meta.url)),
  metricsToken: config.metricsToken,
  poolStats: database.poolStats,
  publicUrl: config.publicUrl,
})
const scheduler = createScheduler({
  db: database.db,
  jobs: serverJobs(database.kind, mailer),
  now: () => new Date(),
  logger,
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  scheduler.start()
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

const closer = gracefulCloser(server as Server)
let stopping = false
// SIGTERM (a supervisor, a rolling deploy) or SIGINT: stop accepting connections, let the requests in
// flight finish (cut after SHUTDOWN_GRACE_SECONDS), stop the scheduler, close the database, exit 0.
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  const graceMs = config.shutdownGraceSeconds * 1000
  const deadline = Date.now() + graceMs
  const closed = closer.close(graceMs)
  logger.info({ signal, inFlight: closer.inFlight() }, 'shutting down: no new connections')
  const [outcome] = await Promise.all([
    closed,
    // A job still running at the deadline fails when the database closes; its claim expires and another run takes it.
    Promise.race([scheduler.stop(), delay(Math.max(0, deadline - Date.now()))]),
  ])
  if (outcome === 'forced') logger.warn({ graceMs }, 'requests still running at the deadline were cut')
  let code = 0
  try {
    await database.close()
  } catch (error) {
    logger.error({ err: error }, 'closing the database failed')
    code = 1
  }
  if (database.kind === 'pglite') writeFileSync(pidFile, '')
  logger.info({ signal }, 'stopped')
  process.exit(code)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
