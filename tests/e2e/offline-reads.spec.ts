import { type Browser, expect, type Page, test } from '@playwright/test'
import { pngOf } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { activeVendor, choose, dayFromToday, fillLine, pageAs, pickByTyping, typeDay } from './po-support'
import { DESKTOP, PHONE, SCREENS_DIR, settled, signIn } from './support'

/**
 * Reading offline (issue 6): screens seen online open from the data saved on this device, with the
 * offline banner; a screen never opened says so; a write the outbox does not keep fails at once and
 * the form keeps what was typed; the banner goes when the server answers again. The server is cut
 * with a TCP proxy, which also cuts the service worker's own requests (context.setOffline does not).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 61)

const BANNER = 'Offline — showing data saved on this device from'
const NEVER_SEEN =
  'You are offline and this screen has not been opened on this device yet. It will load when you are back online.'
const WRITE_REFUSED =
  'You are offline: this change was not sent. What you typed is kept; try again when you are back online.'

async function pageAt(browser: Browser, origin: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin, viewport: DESKTOP })).newPage()
  await signIn(page, email)
  return page
}

/** Waits until the service worker controls the page (it answers the navigations offline). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    {
      timeout: 30_000,
    },
  )
}

async function shot(page: Page, name: string, phone = false): Promise<void> {
  await page.screenshot({ path: `${SCREENS_DIR}/offline-${name}.png`, fullPage: true })
  if (!phone) return
  await page.setViewportSize(PHONE)
  await settled(page)
  await page.screenshot({ path: `${SCREENS_DIR}/offline-${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
  await settled(page)
}

test('screens seen online open offline with the banner; unseen ones and admin writes say they are offline', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const proxy = await startOfflineProxy(PROXY_PORT, PORT)
  try {
    const approver = await pageAs(browser, 'approver@demo.local')
    const buyer = await pageAt(browser, proxy.origin, 'buyer@demo.local')
    await controlled(buyer)

    // A purchase order to look at later.
    const vendor = await activeVendor(buyer, approver)
    await buyer.goto('/Manage-PO/Create-PO')
    await pickByTyping(buyer, 'Vendor Name:', vendor)
    await buyer.getByLabel(/^Delivery Address:/).fill('Stores, Plant 2, Chakan MIDC, Pune 410501')
    await choose(buyer, buyer, 'Purchase Type:', 'Goods')
    await choose(buyer, buyer, 'Payment Terms:', 'Net 30')
    await typeDay(buyer, 'Delivery Date:', dayFromToday(14))
    await fillLine(buyer, 1, { name: 'Steel bolt M8', quantity: '100', unit: 'Nos', rate: '12.5', gst: '18%' })
    await buyer.getByRole('button', { name: 'Submit' }).click()
    await expect(buyer).toHaveURL(/\/Manage-PO\/Create-PO\?id=[0-9a-f-]{36}$/)
    const poUrl = new URL(buyer.url()).pathname + new URL(buyer.url()).search
    const poHeading = (await buyer.getByRole('heading', { level: 1 }).textContent()) ?? ''

    // Seen online: the catalogue, a product, the PO list, the PO, the category list.
    await buyer.goto('/catalogue')
    const firstProduct = buyer.locator('a[href^="/Product-Detail/"]').first()
    await expect(firstProduct).toBeVisible()
    const productHref = (await firstProduct.getAttribute('href')) ?? ''
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          [...document.images].filter((i) => i.src.includes('/files/')).some((i) => i.naturalWidth > 0),
        ),
      )
      .toBe(true)
    // Each page.goto is a fresh start of the app; what each screen fetched was saved as it arrived (issue 11.4).
    await buyer.goto(productHref)
    const productName = (await buyer.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await buyer.goto('/Manage-PO')
    await expect(buyer.getByText(poHeading.replace('Purchase Order ', ''))).toBeVisible()
    await buyer.goto(poUrl)
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(poHeading)
    await buyer.goto('/Manage-Category')
    await expect(buyer.getByRole('table')).toBeVisible()
    const firstCategory = (await buyer.getByRole('row').nth(1).textContent()) ?? ''
    await expect(buyer.getByRole('status').filter({ hasText: BANNER })).toHaveCount(0)

    // A catalogue manager opens the category form online.
    const manager = await pageAt(browser, proxy.origin, 'catalogue@demo.local')
    await controlled(manager)
    await manager.goto('/Create-Category')
    await expect(manager.getByLabel('Category Name:')).toBeVisible()
    await manager
      .getByLabel('Click to upload Category Image')
      .setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: await pngOf({ r: 30, g: 110, b: 200 }) })
    await expect(manager.getByRole('img', { name: 'Category Image preview' })).toBeVisible()

    await proxy.cut()

    // Each seen screen opens from the device, with the banner.
    await buyer.reload()
    const banner = buyer.getByRole('status').filter({ hasText: BANNER })
    await expect(banner).toBeVisible()
    await expect(buyer.getByRole('table')).toBeVisible()
    await expect(buyer.getByText(firstCategory.slice(0, 10)).first()).toBeVisible()
    await shot(buyer, 'category-list', true)

    await buyer.goto('/catalogue')
    await expect(banner).toBeVisible()
    await expect(buyer.locator('a[href^="/Product-Detail/"]').first()).toBeVisible()
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          [...document.images].filter((i) => i.src.includes('/files/')).some((i) => i.naturalWidth > 0),
        ),
      )
      .toBe(true)
    await shot(buyer, 'catalogue', true)

    await buyer.goto(productHref)
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(productName)
    await expect(banner).toBeVisible()
    await shot(buyer, 'product')

    await buyer.goto('/Manage-PO')
    await expect(buyer.getByText(poHeading.replace('Purchase Order ', ''))).toBeVisible()
    await expect(banner).toBeVisible()
    await shot(buyer, 'po-list')

    await buyer.goto(poUrl)
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(poHeading)
    await expect(banner).toBeVisible()
    await shot(buyer, 'po-view', true)

    // A screen never opened on this device (the supplier list was, after registering the vendor).
    await buyer.goto('/orders')
    await expect(buyer.getByText(NEVER_SEEN)).toBeVisible()
    await expect(buyer.getByRole('button', { name: 'Retry' })).toBeVisible()
    await shot(buyer, 'never-seen', true)

    // A catalogue write is not kept by the outbox: it fails at once and the form keeps its values.
    await manager.getByLabel('Category Name:').fill('Offline gloves')
    await manager.getByLabel('Category Code:').fill('OFFGLV')
    await manager.getByLabel('Category Description:').fill('Typed while offline')
    const started = Date.now()
    await manager.getByRole('button', { name: 'Create Category' }).click()
    await expect(manager.getByText(WRITE_REFUSED)).toBeVisible()
    expect(Date.now() - started).toBeLessThan(5_000)
    await expect(manager.getByLabel('Category Name:')).toHaveValue('Offline gloves')
    await expect(manager.getByLabel('Category Code:')).toHaveValue('OFFGLV')
    await expect(manager.getByLabel('Category Description:')).toHaveValue('Typed while offline')
    await shot(manager, 'admin-write')

    // Back online: the banner goes by itself, and Retry loads the screen.
    await proxy.restore()
    await expect(banner).toHaveCount(0, { timeout: 15_000 })
    await buyer.getByRole('button', { name: 'Retry' }).click()
    await expect(buyer.getByRole('table')).toBeVisible()
    await expect(buyer.getByText(NEVER_SEEN)).toHaveCount(0)
    await shot(buyer, 'back-online')
  } finally {
    await proxy.close()
  }
})
