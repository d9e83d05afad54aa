import { type Browser, expect, type Page, test } from '@playwright/test'
import { type OfflineProxy, startOfflineProxy } from './offline-proxy'
import { captureScreens, DEMO_PASSWORD, DESKTOP, logOut, signIn } from './support'

/**
 * Issue 11 through the offline proxy (it cuts the page and the service worker alike): a logout made
 * offline ends the session as soon as the network returns, before any kept write is sent; a screen
 * left right after its data arrived still opens offline.
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? SERVER_PORT + 78)
const SERVER = `http://localhost:${SERVER_PORT}`
const NEVER_SEEN = 'You are offline and this screen has not been opened on this device yet.'

/** Asks the server directly (not through the proxy) with a cookie: the status of GET /api/{path}. */
async function statusWith(cookie: string, path: string): Promise<number> {
  const response = await fetch(`${SERVER}/api/${path}`, { headers: { Domain: 'localhost', Cookie: cookie } })
  return response.status
}

/** A fresh API session of `email` on the server (another device): reads what the server holds. */
async function serverSession(email: string) {
  const login = await fetch(`${SERVER}/api/validate-user`, {
    method: 'POST',
    headers: { Domain: 'localhost', Origin: SERVER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: email, Password: DEMO_PASSWORD }),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return {
    async cartQuantity(productId: number): Promise<number> {
      const res = await fetch(`${SERVER}/api/get-cart`, { headers: { Domain: 'localhost', Cookie: cookie } })
      const body = (await res.json()) as { data: { CartItems: Array<{ ProductID: number; Quantity: number }> } }
      return body.data.CartItems.find((l) => l.ProductID === productId)?.Quantity ?? 0
    },
  }
}

/** Waits until the service worker controls the page (it answers navigations offline and keeps writes). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 })
}

async function openThroughProxy(
  browser: Browser,
): Promise<{ page: Page; proxy: OfflineProxy; close(): Promise<void> }> {
  const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: proxy.origin })
  const page = await context.newPage()
  return {
    page,
    proxy,
    close: async () => {
      await context.close()
      await proxy.close()
    },
  }
}

test('issue 11.1: a logout made offline ends the session when the network returns; the kept write waits for the same user', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { page, proxy, close } = await openThroughProxy(browser)
  try {
    await signIn(page, 'buyer@demo.local')
    await controlled(page)
    await page.goto('/catalogue')
    const firstCard = page.getByRole('article').first()
    await expect(firstCard).toBeVisible()
    const productLink = firstCard.getByRole('link').last()
    const productName = (await productLink.textContent())?.trim() ?? ''
    expect(productName).not.toBe('')
    const productId = Number((await productLink.getAttribute('href'))?.split('/').pop())
    await productLink.click()
    await expect(page).toHaveURL(/\/Product-Detail\/\d+$/)
    // The product's own heading: until its page has loaded the catalogue, with a button per card, stays on screen.
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    const server = await serverSession('buyer@demo.local')
    const before = await server.cartQuantity(productId)
    const session = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')

    // Offline: a cart write is kept on the device.
    await proxy.cut()
    await page.getByLabel('Quantity', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText(/^Saved offline: 2 (pieces|boxes|uom) of .* when you are back online$/)).toBeVisible()
    const badge = page.getByTestId('pending-badge')
    await expect(badge).toContainText('1')

    // Issue 11.9: the panel says what happened in words, and when it tries again.
    await page.getByRole('button', { name: 'Dismiss notification' }).first().click()
    await badge.click()
    const panel = page.getByRole('dialog', { name: 'Changes on this device' })
    await expect(
      panel.getByText(/^Could not reach the server\. (It will try again at \d\d:\d\d\.|Trying again now\.)$/),
    ).toBeVisible()
    await expect(panel.getByText(/Network: Failed to fetch/)).toHaveCount(0)
    await expect(panel.getByText(/ · \d+ attempts? · /)).toBeVisible()
    await captureScreens(page, 'offline-panel-waiting')
    await page.keyboard.press('Escape')

    // Log out anyway: the app forgets the user at once.
    await logOut(page)
    await page
      .getByRole('dialog', { name: 'Log out with unsent changes?' })
      .getByRole('button', { name: 'Log out anyway' })
      .click()
    await expect(page.getByLabel('Email')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

    // The network returns: the logout reaches the server by itself, so that session is dead for anyone holding it.
    await proxy.restore()
    await expect.poll(() => statusWith(session, 'current-user'), { timeout: 15_000 }).toBe(401)

    // Opening the app again shows the sign-in page, and the server says nobody is signed in.
    await page.goto('/')
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page).not.toHaveURL(/dashboard/)
    const who = await page.evaluate(
      async () => (await fetch('/api/current-user', { headers: { Domain: location.hostname } })).status,
    )
    expect(who).toBe(401)
    // The kept write was not sent with the ended session.
    expect(await server.cartQuantity(productId)).toBe(before)

    // The same user signs in again on this device: the kept write goes, once.
    await page.getByLabel('Email').fill('buyer@demo.local')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect.poll(() => server.cartQuantity(productId), { timeout: 30_000 }).toBe(before + 2)
    await expect(page.getByTestId('pending-badge')).toHaveCount(0)
  } finally {
    await close()
  }
})

test('issue 11.4: a screen whose data arrived is kept for offline, whatever happens to the page next', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { page, proxy, close } = await openThroughProxy(browser)
  try {
    await signIn(page, 'buyer@demo.local')
    await controlled(page)
    await page.goto('/Manage-PO')
    const firstRow = page.getByRole('table').getByRole('row').nth(1)
    await expect(firstRow).toBeVisible()
    const firstRowText = (await firstRow.textContent()) ?? ''
    // Left at once, and not politely: the tab is killed (a phone reclaiming memory), so no
    // pagehide or visibilitychange handler gets to save anything.
    const cdp = await page.context().newCDPSession(page)
    const crashed = page.waitForEvent('crash')
    void cdp.send('Page.crash').catch(() => undefined)
    await crashed
    const next = await page.context().newPage()
    await next.goto('/dashboard')
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible()
    await controlled(next)

    await proxy.cut()
    await next.goto('/Manage-PO')
    await expect(next.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
    await expect(next.getByRole('table').getByRole('row').nth(1)).toHaveText(firstRowText)
    await expect(next.getByText(NEVER_SEEN)).toHaveCount(0)
  } finally {
    await close()
  }
})
