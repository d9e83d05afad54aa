import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { startServer } from './server-process'
import { SLOW_4G, startSlowNetwork } from './slow-network'

const TRIALS = 3
const READY_LIMIT_MS = 180_000
const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : 'never')

/** One first visit: when the sign-in page showed, and when the worker had precached the whole app. */
interface FirstVisit {
  shownMs: number
  readyMs: number
  cached: number
  offlineShows: boolean
}

/**
 * A first visit to `/` in Chromium over a slow 4G link (a throttling proxy in front of the server): the time
 * from navigation to the sign-in form, and to the service worker's activation, when every file of the app is
 * in its precache and the app opens offline (a warehouse user's first visit, or an update, issue 12). Then the
 * page is reloaded offline to check that it does open.
 */
export async function benchOfflineReady(port: number, precached: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-offline-ready-'))
  const server = await startServer(dataDir, port)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const visits: FirstVisit[] = []
    for (let trial = 0; trial < TRIALS; trial += 1) visits.push(await firstVisit(browser, port + 100, port))
    const median = (pick: (visit: FirstVisit) => number) =>
      [...visits.map(pick)].sort((a, b) => a - b)[Math.floor(visits.length / 2)] ?? 0
    console.log(
      `\nFirst visit to / over slow 4G (${SLOW_4G.rttMs} ms round trip, ${(SLOW_4G.downKbps / 1024).toFixed(1)} Mbps down; a throttling proxy, Chromium), median of ${TRIALS}`,
    )
    console.log(`  sign-in form shown        ${seconds(median((v) => v.shownMs))}`)
    console.log(
      `  offline-ready (worker active, ${precached} files precached)  ${seconds(median((v) => v.readyMs))}   each: ${visits.map((v) => seconds(v.readyMs)).join(', ')}`,
    )
    const incomplete = visits.filter((v) => !Number.isFinite(v.readyMs) || v.cached < precached || !v.offlineShows)
    console.log(
      incomplete.length === 0
        ? `  every visit: all ${precached} files cached, and the page opened offline after`
        : `  FAILED: ${incomplete.map((v) => `${Number.isFinite(v.readyMs) ? 'ready' : 'no worker in 3 min'}, ${v.cached} files cached, ${v.offlineShows ? 'opened' : 'did not open'} offline`).join('; ')}`,
    )
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Each visit has a slow network of its own, closed to go offline: Playwright's `setOffline` does not cut a
 * service worker's own requests, so a file missing from the precache would still load from the server.
 */
async function firstVisit(browser: Browser, proxyPort: number, serverPort: number): Promise<FirstVisit> {
  const network = await startSlowNetwork(proxyPort, serverPort)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${network.url}/`)
    await page.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 60_000 })
    const shownMs = await page.evaluate(() => performance.now())
    // A failed install leaves no worker to wait for: after 3 minutes the visit counts as never ready.
    const readyMs = await page.evaluate(
      (limit) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => performance.now()),
          new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), limit)),
        ]),
      READY_LIMIT_MS,
    )
    const cached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'))
      let count = 0
      for (const name of names) count += (await (await caches.open(name)).keys()).length
      return count
    })
    await network.close()
    const offlineShows = await page
      .reload()
      .then(() => page.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 15_000 }))
      .then(
        () => true,
        () => false,
      )
    return { shownMs, readyMs, cached, offlineShows }
  } finally {
    await context.close()
    await network.close()
  }
}
