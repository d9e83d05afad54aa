import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { unique } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { activeVendor, apiAs, call, draftPo } from './po-list-support'
import { pageAs, WAREHOUSE_PASSWORDS } from './po-support'
import { dayFromToday } from './shop-support'
import { captureScreens, DESKTOP, expectAccessible, PHONE, settled, signIn } from './support'

/**
 * The dashboard per role (issue 16): each role sees its own tiles, each tile opens the list behind
 * it filtered as the tile says, the screen is accessible and fits a phone without sideways scroll.
 * Counts are read from the screen at the time (other journeys share the database).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 85)

/** A tile of the dashboard: a link named by its label first. */
const tile = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}\\b`) })

/** The big figure of a tile, as a number. */
async function figureOf(link: Locator): Promise<number> {
  const text = await link.locator('p').nth(1).innerText()
  return Number(text.replace(/[^\d]/g, ''))
}

/** Axe on the settled dashboard, and at 390 px the page does not scroll sideways; screens saved. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page)
  await page.setViewportSize(PHONE)
  await settled(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0)
  await captureScreens(page, `dashboard-${name}`)
}

/** The PO list's pager says how many POs match: "… of N · Page …". */
const poListTotal = (page: Page, total: number) =>
  expect(page.getByText(new RegExp(`^Showing \\d+–\\d+ of ${total} ·`))).toBeVisible()

/** An Issued PO raised by the buyer, due today, from a new vendor; answers its id and number. */
async function issuedPoDueToday(browser: Browser, baseURL: string) {
  const buyer = await apiAs(browser, baseURL, 'buyer@demo.local')
  const approver = await apiAs(browser, baseURL, 'approver@demo.local')
  const vendorId = await activeVendor(buyer.request, browser, baseURL, unique('E2E Dash Vendor '))
  const number = `${unique('DASH').slice(0, 20)}-W`
  const units: Array<{ id: number }> = await call(buyer.request, baseURL, 'get-units-of-measure')
  const { poId } = await call(buyer.request, baseURL, 'add-po', {
    poId: crypto.randomUUID(),
    poNumber: number,
    PoDate: dayFromToday(-1),
    vendorName: vendorId,
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    // Today as the server counts it (UTC).
    deliveryDate: new Date().toISOString().slice(0, 10),
    products: [
      { Particular: 'Pallet wrap', Quantity: 2, UOMID: units[0]?.id, BudgetedRate: 600, GSTPercentage: '18%' },
    ],
  })
  for (const [who, status] of [
    [buyer, 'Pending Approval'],
    [approver, 'Approved'],
    [buyer, 'Issued'],
  ] as const) {
    await call(who.request, baseURL, 'update-po-status', { poId, status, remarks: '' })
  }
  await buyer.close()
  await approver.close()
  return { poId, number }
}

test('buyer: tiles for deliveries, orders, RFQs and spend; a PO status tile opens the list of those POs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const buyerApi = await apiAs(browser, base, 'buyer@demo.local')
  const vendorId = await activeVendor(buyerApi.request, browser, base, unique('E2E Dash Buyer '))
  const number = `${unique('DASHB').slice(0, 20)}-D`
  await draftPo(buyerApi.request, base, { vendorId, number, rates: [900], day: dayFromToday(0) })
  await buyerApi.close()

  const page = await pageAs(browser, 'buyer@demo.local')
  await expect(page.getByRole('heading', { name: 'Welcome, Bharat Buyer', level: 1 })).toBeVisible()
  for (const label of [
    'Deliveries overdue',
    'Deliveries due this week',
    'Orders awaiting approval',
    'RFQs closing soon',
    'RFQ responses in',
  ]) {
    await expect(tile(page, label)).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Spend this month' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Organisation' })).toContainText('Demo Supplies')
  const drafts = page.getByRole('region', { name: 'My purchase orders' }).getByRole('link', { name: /^Draft\b/ })
  const count = await figureOf(drafts)
  expect(count).toBeGreaterThanOrEqual(1)
  await checkScreen(page, 'buyer')

  await drafts.click()
  // The list writes its filters back in its own form (status as a list).
  await expect(page).toHaveURL(/\/Manage-PO\?status=%5B%22Draft%22%5D&createdBy=/)
  await expect(page.getByRole('table', { name: 'Purchase orders' }).getByText(number)).toBeVisible()
  await poListTotal(page, count)
  await page.context().close()
})

test('approver: what waits on them, overdue in words, decided this week; Overdue opens the overdue requests', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'approver@demo.local')
  await expect(page.getByRole('heading', { name: 'Welcome, Arjun Approver', level: 1 })).toBeVisible()
  for (const label of ['Waiting on me', 'Overdue', 'Decided this week']) await expect(tile(page, label)).toBeVisible()
  // The average is a figure with no list behind it.
  await expect(page.getByText('Average time to decide')).toBeVisible()
  await expect(tile(page, 'Average time to decide')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Next to decide' })).toBeVisible()
  await checkScreen(page, 'approver')

  await tile(page, 'Overdue').click()
  await expect(page).toHaveURL(/\/Pending-Approvals\?overdue=%22true%22$/)
  await expect(page.getByRole('group', { name: 'Filters' }).getByLabel('Due', { exact: true })).toHaveValue('Overdue')
  await page.context().close()
})

test('warehouse: deliveries due today with a one-tap Receive into the PO; the tile opens the POs due today', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { poId, number } = await issuedPoDueToday(browser, baseURL ?? '')

  const page = await pageAs(browser, 'warehouse@demo.local', WAREHOUSE_PASSWORDS)
  for (const label of ['Deliveries due today', 'Deliveries due this week', 'Partially delivered POs']) {
    await expect(tile(page, label)).toBeVisible()
  }
  const today = tile(page, 'Deliveries due today')
  await expect(today).toContainText('Due today')
  const count = await figureOf(today)
  expect(count).toBeGreaterThanOrEqual(1)
  const receive = page.getByRole('region', { name: 'Due today' }).getByRole('link', { name: `Receive ${number}` })
  await expect(receive).toBeVisible()
  await checkScreen(page, 'warehouse')

  await receive.click()
  await expect(page).toHaveURL(new RegExp(`/Manage-PO/Create-PO\\?id=${poId}$`))
  await expect(page.getByRole('button', { name: 'Record delivery' })).toBeVisible()

  await page.goBack()
  await tile(page, 'Deliveries due today').click()
  const day = new Date().toISOString().slice(0, 10)
  await expect(page).toHaveURL(new RegExp(`deliveryDateFrom=${day}&deliveryDateTo=${day}$`))
  await expect(page.getByRole('table', { name: 'Purchase orders' }).getByText(number)).toBeVisible()
  await poListTotal(page, count)
  await page.context().close()
})

test('catalogue manager: low stock, products without images, inactive in carts; a tile opens the inactive products', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'catalogue@demo.local')
  await expect(page.getByRole('heading', { name: 'Welcome, Chitra Catalogue', level: 1 })).toBeVisible()
  const empty = page.getByRole('heading', { name: 'Nothing in the catalogue needs you' })
  if (await empty.isVisible()) {
    await expect(page.getByRole('link', { name: 'Create a product' })).toBeVisible()
  } else {
    for (const label of ['Low stock', 'Products without images', 'Inactive products in carts']) {
      await expect(tile(page, label)).toBeVisible()
    }
  }
  await checkScreen(page, 'catalogue')
  if (await empty.isVisible()) return
  await tile(page, 'Inactive products in carts').click()
  await expect(page).toHaveURL(/\/Manage-Product\?status=Inactive$/)
  await expect(page.getByRole('heading', { name: 'Manage Product', level: 1 })).toBeVisible()
  await page.context().close()
})

test('admin: open PO value by status, spend charts with a text alternative, bottlenecks; a tile opens its POs; offline too', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  // Through a proxy that can be cut, taking the network from the page and the service worker alike.
  const proxy = await startOfflineProxy(PROXY_PORT, PORT)
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: proxy.origin })
  const page = await context.newPage()
  try {
    await signIn(page, 'admin@demo.local')
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Admin', level: 1 })).toBeVisible()
    const charts = page.getByRole('region', { name: 'Spend and people' })
    await expect(charts.getByRole('heading', { name: 'Spend by month' })).toBeVisible()
    await expect(charts.getByRole('heading', { name: 'Spend by vendor' })).toBeVisible()
    await expect(charts.getByRole('heading', { name: 'Users by role' })).toBeVisible()
    // The chart's figures as a table screen readers read (the drawing is hidden from them).
    await expect(charts.getByRole('table', { name: 'Spend by month' }).getByRole('row')).toHaveCount(13)
    await expect(page.getByRole('region', { name: 'Approval bottlenecks' })).toBeVisible()
    await checkScreen(page, 'admin')

    // Seen online, the dashboard and its charts open offline from what this device kept.
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 })
    await proxy.cut()
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
    await expect(charts.getByRole('heading', { name: 'Spend by month' })).toBeVisible()
    await expect(tile(page, 'Open POs: Draft')).toBeVisible()
    await proxy.restore()

    const drafts = tile(page, 'Open POs: Draft')
    const hint = await drafts.locator('p').nth(2).innerText()
    const count = Number(hint.replace(/[^\d]/g, ''))
    await drafts.click()
    await expect(page).toHaveURL(/\/Manage-PO\?status=%5B%22Draft%22%5D$/)
    if (count > 0) await poListTotal(page, count)
  } finally {
    await context.close()
    await proxy.close()
  }
})
