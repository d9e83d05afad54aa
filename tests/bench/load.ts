import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase, databaseUrl, dropDatabase } from '../api/resilience/pg-admin'
import { LOAD_DATA, type LoadPicks, openSeeder, seedLoadData } from './load-data'
import { listSqlFloor } from './load-floor'
import { drive, type LoadFigures, MIXED_LOOP, signInBuyers, type TrafficResult, trafficSteps } from './load-traffic'
import { ms, settle } from './measure'
import { type ServerProcess, startServer } from './server-process'

const CONNECTIONS = 50
const SECONDS = 30
const LIST_SECONDS = 5
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://ci:ci@127.0.0.1:5432/postgres'

/** What one setup measured. */
interface SetupFigures {
  mixed: TrafficResult
  list: TrafficResult
}

const figures = (f: LoadFigures) =>
  `req/s ${f.rps.toFixed(0).padStart(5)}   p50 ${ms(f.p50).padStart(10)}   p99 ${ms(f.p99).padStart(10)}`

/** What failed in any run: the bench prints every setup, then fails when this is not empty. */
const failures: string[] = []

/** Prints a run's line and notes what failed in it (anything must fail the bench). */
function report(setup: string, label: string, result: TrafficResult): void {
  console.log(
    `    ${label.padEnd(24)} ${figures(result)}   errors ${result.errors} (timeouts ${result.timeouts})   non-2xx ${result.non2xx}`,
  )
  if (result.errors + result.non2xx > 0) {
    failures.push(
      `${label} on ${setup}: ${result.errors} errors and ${result.non2xx} non-2xx answers; first: ${result.firstFailure}`,
    )
  }
}

/**
 * Measures one setup: the raw-SQL floor of the list on the seeded database (before any server
 * runs), then the servers that `start` starts: get-all-po alone and the mixed traffic.
 */
async function measureSetup(
  setup: string,
  target: { pgliteDir: string } | { databaseUrl: string },
  start: () => Promise<ServerProcess[]>,
): Promise<SetupFigures> {
  const seeder = await openSeeder(target)
  let picks: LoadPicks
  try {
    picks = await seedLoadData(seeder.db)
  } finally {
    await seeder.close()
  }
  const floor = await listSqlFloor(target, picks.actor, { connections: CONNECTIONS, seconds: LIST_SECONDS })
  const servers: ServerProcess[] = []
  try {
    servers.push(...(await start()))
    const urls = servers.map((s) => s.url)
    const cookies = await signInBuyers(urls[0] ?? '')
    for (const url of urls) await settle(`${url}/api/get-all-po`, { Domain: 'localhost', Cookie: cookies[0] ?? '' })
    console.log(`\n  ${setup}   (load average ${loadavg()[0]?.toFixed(1)} before the runs)`)
    const list = await drive(urls, cookies, trafficSteps(picks, 'list'), {
      connections: CONNECTIONS,
      seconds: LIST_SECONDS,
    })
    report(setup, `get-all-po alone, ${LIST_SECONDS} s`, list)
    console.log(
      `    ${'its SQL, no HTTP/ORM'.padEnd(24)} ${figures(floor)}   (${floor.statements} statements in turn, ${'pgliteDir' in target ? 'PGlite in the bench process, one query at a time' : 'node-postgres pool of 10'})`,
    )
    console.log(
      `    ${'HTTP + ORM overhead'.padEnd(24)} SQL req/s / endpoint req/s ${(floor.rps / list.rps).toFixed(1)}x   endpoint p50 / SQL p50 ${(list.p50 / floor.p50).toFixed(1)}x`,
    )
    const mixed = await drive(urls, cookies, trafficSteps(picks, 'mixed'), {
      connections: CONNECTIONS,
      seconds: SECONDS,
    })
    report(setup, `mixed traffic, ${SECONDS} s`, mixed)
    return { mixed, list }
  } finally {
    for (const server of servers) await server.stop()
  }
}

/** On a database of its own on the PostgreSQL server, dropped afterwards. */
async function onPostgres(setup: string, ports: number[]): Promise<SetupFigures> {
  const name = await createDatabase(PG_SERVER)
  const url = databaseUrl(PG_SERVER, name)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-pg-'))
  try {
    return await measureSetup(setup, { databaseUrl: url }, async () => {
      const servers: ServerProcess[] = []
      // One after the other: the second finds the migrations applied.
      for (const port of ports) servers.push(await startServer(dataDir, port, { DATABASE_URL: url }))
      return servers
    })
  } finally {
    await dropDatabase(PG_SERVER, name)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * npm run bench -- load: 50 connections for 30 s of mixed traffic against one server process on
 * PGlite, one on PostgreSQL and two on one PostgreSQL database (issue 17), each on freshly seeded
 * data; requests/s, p50/p99, errors and non-2xx (any fails the bench), beside the get-all-po list
 * alone and its SQL sent straight to the database.
 */
export async function benchLoad(port: number): Promise<void> {
  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${SECONDS} s of mixed traffic per setup, each on fresh data: ${LOAD_DATA.products.toLocaleString()} products, ${LOAD_DATA.pos.toLocaleString()} POs x ${LOAD_DATA.linesPerPo} lines, ${LOAD_DATA.buyers} buyers signed in`,
  )
  console.log(
    `  a connection loops ${MIXED_LOOP.join(', ')} as the next buyer in turn; writes carry a fresh Idempotency-Key and UUIDv7 ids`,
  )
  console.log(
    '  two processes: one autocannon whose connections alternate between the two ports (25 each), both servers on one database',
  )
  console.log(
    `  machine: ${cpus().length} cores shared by autocannon, the servers and PostgreSQL (and whatever else runs: see the load averages)`,
  )
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'))
  let pglite: SetupFigures
  try {
    const pgliteDir = path.join(dataDir, 'pgdata')
    pglite = await measureSetup('1 process, PGlite', { pgliteDir }, async () => [await startServer(dataDir, port)])
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const one = await onPostgres('1 process, PostgreSQL', [port])
  const two = await onPostgres('2 processes, PostgreSQL', [port, port + 1])
  console.log('\n  2 processes / 1 process on PostgreSQL')
  console.log(
    `    mixed traffic req/s ${(two.mixed.rps / one.mixed.rps).toFixed(2)}x   get-all-po alone req/s ${(two.list.rps / one.list.rps).toFixed(2)}x`,
  )
  console.log(
    `  PostgreSQL / PGlite, one process: mixed traffic req/s ${(one.mixed.rps / pglite.mixed.rps).toFixed(2)}x`,
  )
  if (failures.length > 0) {
    throw new Error(`load bench: errors and non-2xx answers must be 0\n  ${failures.join('\n  ')}`)
  }
}
