import { expect, type Page, test } from '@playwright/test'
import { startOfflineProxy } from './offline-proxy'
import { choose, dayFromToday, fillLine, typeDay } from './po-support'
import { captureScreens, DEMO_PASSWORD, DESKTOP, expectAccessible, logOut } from './support'

/**
 * The offline journey of issue 6: the app is opened through a TCP proxy in front of the journey
 * server, so cutting the proxy takes the network away from the page and the service worker alike.
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? SERVER_PORT + 77)
/** Saves screens/offline-{name}.png at desktop width and offline-{name}-phone.png at phone width. */
const offlineScreens = (page: Page, name: string) => captureScreens(page, `offline-${name}`)

/** Closes every toast, so a screenshot shows the header under them. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' })
  for (let i = 0; i < 6 && (await close.count()) > 0; i += 1) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined)
  }
}

/** Follows a link of the side navigation (a client-side move: no document request). */
async function navTo(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: label, exact: true })
    .click()
}

/** GET through the page (same origin, its cookies): the server's answer, or null without one. */
function apiGet(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { Domain: window.location.hostname, Accept: 'application/json' } })
    return res.ok ? res.json() : null
  }, path)
}

const badge = (page: Page) => page.getByTestId('pending-badge')

test('offline: browse saved screens, add to cart and create a PO, then sync each exactly once', async ({ browser }) => {
  test.setTimeout(240_000)
  const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: proxy.origin })
  const page = await context.newPage()
  try {
    // Online: sign in, let the service worker take control, and see the screens once.
    await page.goto('/')
    await page.getByLabel('Email').fill('buyer@demo.local')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await navTo(page, 'Catalogue')
    const firstCard = page.getByRole('article').first()
    await expect(firstCard).toBeVisible()
    const productLink = firstCard.getByRole('link').last()
    const productName = (await productLink.textContent())?.trim() ?? ''
    expect(productName).not.toBe('')
    await productLink.click()
    await expect(page).toHaveURL(/\/Product-Detail\/\d+$/)
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
    const productUrl = new URL(page.url()).pathname
    const productId = Number(productUrl.split('/').pop())
    const cartBefore = (await apiGet(page, 'get-cart')) as {
      data: { CartItems: { ProductID: number; Quantity: number }[] }
    }
    const quantityBefore = cartBefore.data.CartItems.find((l) => l.ProductID === productId)?.Quantity ?? 0

    await page.getByRole('link', { name: /^Cart/ }).first().click()
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible()
    await navTo(page, 'Purchase Orders')
    await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
    await page.getByRole('link', { name: 'Create PO' }).first().click()
    await expect(page.getByRole('heading', { name: 'Create Purchase Order' })).toBeVisible()
    // The vendor list and the units of measure are fetched once, so the form works offline.
    await page.getByRole('combobox', { name: 'Vendor Name:' }).click()
    await expect(page.getByRole('option', { name: 'Kaveri Electricals Pvt Ltd', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await navTo(page, 'Dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // Offline: the proxy is cut, so the page and the service worker both lose the server.
    await proxy.cut()
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
    await navTo(page, 'Catalogue')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByTestId('offline-banner')).toBeVisible()
    await offlineScreens(page, 'catalogue')

    // Add to cart offline: kept, marked pending, counted.
    await page.getByRole('link', { name: productName, exact: true }).first().click()
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
    await page.getByLabel('Quantity', { exact: true }).fill('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(
      page.getByText(/Saved offline: 3 .* will be added to your cart when you are back online/),
    ).toBeVisible()
    await expect(badge(page)).toBeVisible()
    await expect(badge(page)).toContainText('1')
    await page.getByRole('link', { name: /^Cart/ }).first().click()
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: productName, exact: true })
    await expect(line).toBeVisible()
    await expect(line.getByTestId('pending-marker')).toBeVisible()
    await expect(page.getByText('Some changes are not synced yet')).toBeVisible()
    await dismissToasts(page)
    await offlineScreens(page, 'cart')
    await expectAccessible(page)

    // Create a PO offline: saved on the device, listed first and marked pending.
    await navTo(page, 'Purchase Orders')
    await page.getByRole('link', { name: 'Create PO' }).first().click()
    await expect(page.getByRole('heading', { name: 'Create Purchase Order' })).toBeVisible()
    // Issue 46 item 12: typing a partner's name offline finds it among those the device has (the
    // server search cannot answer); the list says so, and the pick fills the field.
    const vendor = 'Kaveri Electricals Pvt Ltd'
    const vendorField = page.getByRole('combobox', { name: 'Vendor Name:' })
    await vendorField.fill('Kaveri')
    await expect(page.getByText('Saved on this device (offline)')).toBeVisible()
    await expect(page.getByText('No Active supply partner matches')).toHaveCount(0)
    await page.getByRole('option', { name: vendor, exact: true }).click()
    await expect(vendorField).toHaveValue(vendor)
    await page.getByLabel(/^Delivery Address:/).fill('Stores, Plant 2, Chakan MIDC, Pune 410501')
    await choose(page, page, 'Purchase Type:', 'Goods')
    await choose(page, page, 'Payment Terms:', 'Net 30')
    await typeDay(page, 'Delivery Date:', dayFromToday(14))
    await choose(page, page, 'Shipping Mode:', 'Road')
    await choose(page, page, 'Inco Terms:', 'FOB')
    await typeDay(page, 'PO Validity:', dayFromToday(30))
    const particular = `Offline bolts ${Date.now().toString(36)}`
    await fillLine(page, 1, { name: particular, quantity: '40', unit: 'Nos', rate: '12.5', gst: '18%' })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('Saved offline: the purchase order will be sent when you are back online.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/Manage-PO$/)
    await expect(badge(page)).toContainText('2')
    const pendingRow = page.locator('tr[data-pending]')
    await expect(pendingRow).toHaveCount(1)
    await expect(pendingRow).toContainText(vendor)
    await expect(pendingRow.getByTestId('pending-marker')).toBeVisible()
    await dismissToasts(page)
    await offlineScreens(page, 'po-list')

    // The PO made offline opens offline, and can be submitted for approval offline (queued behind its creation).
    await pendingRow.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'View', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Purchase Order (numbered when sent)' })).toBeVisible()
    await expect(page.getByText('Saved offline: not sent yet')).toBeVisible()
    await expect(page.getByLabel('Product name, line 1')).toHaveValue(particular)
    await page.getByRole('button', { name: 'Submit for approval' }).click()
    const submit = page.getByRole('dialog', { name: /^Submit for approval/ })
    await submit.getByRole('button', { name: 'Submit for approval' }).click()
    await expect(page.getByText('Saved offline: the change will be sent when you are back online.')).toBeVisible()
    await expect(badge(page)).toContainText('3')
    await expect(page.getByText('Pending Approval', { exact: true }).first()).toBeVisible()
    await dismissToasts(page)
    await offlineScreens(page, 'po-view')
    await expectAccessible(page)
    await navTo(page, 'Purchase Orders')
    await expect(page.locator('tr[data-pending]')).toContainText('Pending Approval')

    // The panel lists all three, with their age.
    await dismissToasts(page)
    await badge(page).click()
    const panel = page.getByRole('dialog', { name: 'Changes on this device' })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(`Add 3 × ${productName} to cart`)).toBeVisible()
    await expect(panel.getByText(/^Create (PO|a new PO)/)).toBeVisible()
    await expect(panel.getByText(/^Submit PO.* for approval$/)).toBeVisible()
    await expect(panel.getByText(/queued (just now|\d+ min ago)/).first()).toBeVisible()
    await offlineScreens(page, 'panel')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)

    // Logging out now warns first; staying keeps everything.
    await logOut(page)
    const logout = page.getByRole('dialog', { name: 'Log out with unsent changes?' })
    await expect(logout).toContainText('You have 3 changes waiting to be sent.')
    await logout.getByRole('button', { name: 'Stay signed in' }).click()
    await expect(logout).toHaveCount(0)

    // Back online: the outbox sends both, the toast says so, the badge goes.
    await proxy.restore()
    await expect(page.getByText(/offline changes? ha(s|ve) been synced/).first()).toBeVisible({
      timeout: 60_000,
    })
    await expect(badge(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 })
    await expect(page.locator('tr[data-pending]')).toHaveCount(0)
    await offlineScreens(page, 'synced')

    // Exactly once on the server: the cart line has the three more, the PO exists once.
    const cartAfter = (await apiGet(page, 'get-cart')) as {
      data: { CartItems: { ProductID: number; Quantity: number }[] }
    }
    const lines = cartAfter.data.CartItems.filter((l) => l.ProductID === productId)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.Quantity).toBe(quantityBefore + 3)
    // Created once and submitted: exactly one PO has the line, and it is Pending Approval (the submit did not 409).
    const withLine = await page.evaluate(async (name) => {
      const headers = { Domain: window.location.hostname, Accept: 'application/json' }
      const list = await (await fetch('/api/get-all-po?limit=100', { headers })).json()
      const found: string[] = []
      for (const row of list.data as { poId: string }[]) {
        const po = await (await fetch(`/api/get-po-by-id?poId=${row.poId}`, { headers })).json()
        if (po.data.products.some((l: { Particular: string }) => l.Particular === name)) found.push(po.data.status)
      }
      return found
    }, particular)
    expect(withLine).toEqual(['Pending Approval'])
  } finally {
    await context.close()
    await proxy.close()
  }
})
