import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { measureBuild, measurePage, printBundle } from './bundle'
import { startServer } from './server-process'

const only = new Set(process.argv.slice(2))
const wanted = (name: string) => only.size === 0 || only.has(name)
const PORT = 3200

spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'))

try {
  const empty = await startServer(dataDir, PORT)
  if (wanted('bundle')) printBundle(await measurePage(`${empty.url}/`), measureBuild())
  await empty.stop()
  const seeded = await startServer(dataDir, PORT)

  if (wanted('startup')) {
    console.log('\nStart-up to first /api/health answer (embedded PGlite)')
    console.log(`  empty data folder (create, migrate, seed)  ${Math.round(empty.readyMs)} ms`)
    console.log(`  seeded data folder                         ${Math.round(seeded.readyMs)} ms`)
  }

  if (wanted('sign-in')) {
    const result = await autocannon({
      url: `${seeded.url}/api/validate-user`,
      method: 'POST',
      connections: 8,
      duration: 10,
      headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: seeded.url },
      body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local', Password: 'Demo@12345' }),
    })
    const ok = result['2xx']
    console.log('\nSign-in (POST /api/validate-user, argon2id, 8 connections, 10 s, PGlite)')
    console.log(
      `  requests/s ${result.requests.average.toFixed(0)}   p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms`,
    )
    console.log(`  2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}`)
  }
  await seeded.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
