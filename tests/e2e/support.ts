import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Password of the seeded demo accounts. */
export const DEMO_PASSWORD = 'Demo@12345'

const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox')

/** The 6-digit code of the newest e-mail to an address in the server's outbox folder. */
export async function latestCode(to: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
        for (const file of files.reverse()) {
          const text = await readFile(path.join(OUTBOX, file), 'utf8')
          if (!new RegExp(`^To: ${to}$`, 'mi').test(text)) continue
          code = /verification code is (\d{6})/.exec(text)?.[1]
          return code
        }
        return undefined
      },
      { message: `an e-mail with a code to ${to}` },
    )
    .toMatch(/^\d{6}$/)
  return code ?? ''
}

/** Number of e-mails to an address in the outbox folder. */
export async function mailCount(to: string): Promise<number> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
  let count = 0
  for (const file of files) {
    if (new RegExp(`^To: ${to}$`, 'mi').test(await readFile(path.join(OUTBOX, file), 'utf8'))) count += 1
  }
  return count
}

/** Signs in through the password step and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Logs out through the header's account menu (its dialog, if changes are unsent, is left to the caller). */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu$/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
}

/** Fails on any serious or critical axe violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([])
}

/** The desktop and phone viewports every journey captures its screens at. */
export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** Where journeys save the screens they capture (looked at by a person, not compared). */
export const SCREENS_DIR = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`

/** Resolves once the layout has reacted to a resize: two frames have passed and every animation has ended. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Saves screens/{name}.png at desktop width and {name}-phone.png at phone width, then returns to desktop. */
export async function captureScreens(page: Page, name: string): Promise<void> {
  for (const [viewport, suffix] of [
    [DESKTOP, ''],
    [PHONE, '-phone'],
  ] as const) {
    await page.setViewportSize(viewport)
    await settled(page)
    await page.screenshot({ path: `${SCREENS_DIR}/${name}${suffix}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
  await settled(page)
}

/** Calls the API from the signed-in page (its session cookie and origin), answering the envelope's data. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Domain: window.location.hostname, Accept: 'application/json' }
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID()
      const response = await fetch(`/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: await response.json() }
    },
    { method, path, body },
  )
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200)
  return answer.json.data as T
}
