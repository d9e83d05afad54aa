import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchApprovals } from './approvals'
import { measureBuild, measurePage, printBundle } from './bundle'
import { benchCatalogue } from './catalogue'
import { benchDashboard } from './dashboard'
import { benchLighthouse } from './lighthouse'
import { benchLoad } from './load'
import { throughput } from './measure'
import { benchOffline } from './offline'
import { benchPurchaseOrders } from './po'
import { benchRfqs } from './rfq'
import { benchSecurity } from './security'
import { startServer } from './server-process'
import { benchShop } from './shop'
import { benchUpdate } from './update'

/**
 * npm run bench [bundle] [startup] [sign-in] [catalogue] [shop] [po] [dashboard] [search] [approvals] [rfq] [offline] [update] [lighthouse] [security] [load]: prints the figures the issues ask for.
 * BENCH_DIST builds into and serves another folder than dist/ (side by side with other checkouts' work);
 * BENCH_PORT moves the ports (default 3200, and the next few for the later benches).
 */
const only = new Set(process.argv.slice(2))
const wanted = (name: string) => only.size === 0 || only.has(name)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const DIST = process.env.BENCH_DIST ?? 'dist'
process.env.STATIC_DIR = path.resolve(DIST)

spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST], { stdio: 'inherit' })

if (wanted('bundle') || wanted('startup') || wanted('sign-in')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'))
  try {
    const empty = await startServer(dataDir, PORT)
    if (wanted('bundle')) printBundle(await measurePage(`${empty.url}/`), measureBuild(DIST))
    await empty.stop()
    // The sign-in bench is 4 connections from one address for 10 s, far over the per-address limit
    // of the sign-in endpoints (AUTH_RATE_PER_MINUTE, 60 by default): it measures argon2, not the limit.
    const seeded = await startServer(dataDir, PORT, { AUTH_RATE_PER_MINUTE: '1000000' })
    if (wanted('startup')) {
      console.log('\nStart-up to first /api/health answer (embedded PGlite)')
      console.log(`  empty data folder (create, migrate, seed)  ${Math.round(empty.readyMs)} ms`)
      console.log(`  seeded data folder                         ${Math.round(seeded.readyMs)} ms`)
    }
    if (wanted('sign-in')) {
      const result = await throughput(
        `${seeded.url}/api/validate-user`,
        { 'Content-Type': 'application/json', Domain: 'localhost', Origin: seeded.url },
        {
          method: 'POST',
          seconds: 10,
          // One account from one address: more than 5 in flight would trip the sign-in throttle, which counts attempts first.
          connections: 4,
          body: JSON.stringify({
            AppID: 5,
            DomainName: 'localhost',
            Username: 'buyer@demo.local',
            Password: 'Demo@12345',
          }),
        },
      )
      console.log('\nSign-in (POST /api/validate-user, argon2id, 4 connections, 10 s, PGlite)')
      console.log(`  requests/s ${result.rps.toFixed(0)}   failed ${result.non2xx}`)
    }
    await seeded.stop()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (wanted('catalogue')) await benchCatalogue(PORT + 1)
if (wanted('shop')) await benchShop(PORT + 2)
if (wanted('po')) await benchPurchaseOrders(PORT + 3)
if (wanted('offline')) await benchOffline(PORT + 4, DIST)
if (wanted('update')) benchUpdate()
if (wanted('dashboard') || wanted('search'))
  await benchDashboard(PORT + 10, { dashboard: wanted('dashboard'), search: wanted('search') })
if (wanted('approvals')) await benchApprovals(PORT + 8)
if (wanted('rfq')) await benchRfqs(PORT + 9)
if (wanted('security')) await benchSecurity(PORT + 6)
// Only when named: it needs PostgreSQL (BENCH_DATABASE_URL) and takes minutes.
if (only.has('load')) await benchLoad(PORT + 7)
if (wanted('lighthouse')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  try {
    await benchLighthouse(PORT + 5, dataDir)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
