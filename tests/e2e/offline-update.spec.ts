import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { startOfflineProxy } from './offline-proxy'
import { captureScreens, DESKTOP } from './support'

/**
 * Issue 11.8: an open tab learns of a new build without a reload and offers "Reload to update" as a
 * real button. The app is opened through the proxy on the journey server (this build); then a
 * second build is "deployed": a second server serving it, to which the proxy sends new connections.
 * (That server has its own empty database, so the tab stays on the sign-in page: what is updated is
 * the app, not the data. Kept writes across a new worker are covered by tests/api/offline.)
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? SERVER_PORT + 79)
const NEXT_PORT = Number(process.env.E2E_NEXT_PORT ?? SERVER_PORT + 80)

/** The next build: E2E_NEXT_STATIC_DIR when given, else built here with another build id (about half a minute). */
function nextBuild(scratch: string): string {
  const given = process.env.E2E_NEXT_STATIC_DIR
  if (given && existsSync(path.join(given, 'sw.js'))) return given
  const outDir = path.join(scratch, 'next-build')
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    env: { ...process.env, BUILD_ID: `next-${Date.now()}` },
    stdio: 'ignore',
  })
  return outDir
}

/** Starts a server for the next build on its own data folder; resolves once it answers. */
async function startNextServer(staticDir: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(NEXT_PORT), DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://localhost:${NEXT_PORT}/api/health`).catch(() => null)
        return res?.status ?? 0
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200)
  return child
}

/** The id of the build the page runs (index.html's `<meta name="build-id">`, written by vite.config.ts). */
const runningBuild = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? '')

test('issue 11.8: an open tab is offered the new version, with a Reload button reachable by keyboard', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const scratch = mkdtempSync(path.join(tmpdir(), 'e2e-update-'))
  const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: proxy.origin })
  let next: ChildProcess | undefined
  try {
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByLabel('Email')).toBeVisible()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 })
    const before = await runningBuild(page)
    expect(before).not.toBe('')
    await expect(page.getByRole('region', { name: 'Update available' })).toHaveCount(0)

    // A new build goes live while the tab stays open.
    next = await startNextServer(nextBuild(scratch), path.join(scratch, 'data'))
    await proxy.retarget(NEXT_PORT)
    // The user comes back to the window: the tab asks for a new version (it also does every minute).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const prompt = page.getByRole('region', { name: 'Update available' })
    await expect(prompt).toBeVisible({ timeout: 60_000 })
    await expect(prompt).toContainText('A new version of the app is available.')
    await captureScreens(page, 'offline-update-prompt')

    // Keyboard only: Tab reaches "Reload to update", Enter reloads into the new version.
    const reload = prompt.getByRole('button', { name: 'Reload to update' })
    for (let i = 0; i < 20 && !(await reload.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab')
    }
    await expect(reload).toBeFocused()
    await page.keyboard.press('Enter')
    // Read while the reload may still be under way (an evaluate cut by the navigation counts as not yet).
    await expect.poll(() => runningBuild(page).catch(() => before), { timeout: 30_000 }).not.toBe(before)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Update available' })).toHaveCount(0)
  } finally {
    await context.close()
    await proxy.close()
    next?.kill()
    rmSync(scratch, { recursive: true, force: true })
  }
})
