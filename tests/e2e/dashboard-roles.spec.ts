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

/** A list screen's pager says it shows `total` rows (or, for none, the screen's no-results words). */
async function listShows(page: Page, total: number, noResults: string): Promise<void> {
  if (total === 0) await expect(page.getByText(noResults)).toBeVisible()
  else
    await expect(page.getByText(new RegExp(`^Showing \\d+–\\d+ of ${total.toLocaleString('en-IN')} ·`))).toBeVisible()
}

/** Rupees written as the app writes them (₹1,234.50), as paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** The cells of one column of a table (by its header), as shown. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((node, name) => {
    const heads = [...node.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '')
    const index = heads.findIndex((text) => text.startsWith(name))
    if (index < 0) throw new Error(`no column ${name} in ${heads.join(', ')}`)
    return [...node.querySelectorAll('tbody tr')].map((tr) => tr.children[index]?.textContent?.trim() ?? '')
  }, header)
}

/** The sum (paise) of an amount column over every page of a list, walking its pager. */
async function columnTotal(page: Page, table: Locator, header: string): Promise<number> {
  let sum = 0
  for (;;) {
    await expect(table).toBeVisible()
    sum += (await columnTexts(table, header)).reduce((total, text) => total + paiseOf(text), 0)
    const next = page.getByRole('button', { name: 'Next page' })
    if ((await next.count()) === 0 || (await next.isDisabled())) return sum
    const before = await page.getByText(/^Showing \d/).innerText()
    await next.click()
    await expect(page.getByText(/^Showing \d/)).not.toHaveText(before)
  }
}

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
  // An RFQ sent now, closing in two days: closing soon.
  const rfqTitle = unique('Dash RFQ ')
  const units: Array<{ id: number }> = await call(buyerApi.request, base, 'get-units-of-measure')
  await call(buyerApi.request, base, 'request-for-quotation', {
    RFQID: crypto.randomUUID(),
    title: rfqTitle,
    items: [{ product: 'Stretch film', quantity: 20, UOMID: units[0]?.id }],
    requiredBy: dayFromToday(10),
    responseDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
    paymentTerms: 'Net 30',
    supplierIds: [vendorId],
    send: true,
  })
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

  await page.setViewportSize(DESKTOP)
  await drafts.click()
  // The list writes its filters back in its own form (status as a list).
  await expect(page).toHaveURL(/\/Manage-PO\?status=%5B%22Draft%22%5D&createdBy=/)
  await expect(page.getByRole('table', { name: 'Purchase orders' }).getByText(number)).toBeVisible()
  await poListTotal(page, count)

  // RFQs closing soon opens the buyer's Sent RFQs closing within 3 days, the filter in view (issue 46, item 9).
  await page.goto('/dashboard')
  const closing = await figureOf(tile(page, 'RFQs closing soon'))
  expect(closing).toBeGreaterThanOrEqual(1)
  await tile(page, 'RFQs closing soon').click()
  await expect(page).toHaveURL(/\/Manage-RFQs\?.*closingWithin=3/)
  const filters = page.getByRole('group', { name: 'Filters' })
  await expect(filters.getByLabel('Deadline', { exact: true })).toHaveValue('Closing within 3 days')
  await expect(page.getByRole('table', { name: 'Requests for quotation' }).getByText(rfqTitle)).toBeVisible()
  await listShows(page, closing, 'No request for quotation matches these filters.')

  // RFQ responses in: the open RFQs with responses; their responses add up to the figure.
  await page.goto('/dashboard')
  const responses = await figureOf(tile(page, 'RFQ responses in'))
  await tile(page, 'RFQ responses in').click()
  await expect(page).toHaveURL(/\/Manage-RFQs\?.*responses=received/)
  await expect(filters.getByLabel('Responses', { exact: true })).toHaveValue('Received, still open')
  if (responses === 0) {
    await expect(page.getByText('No request for quotation matches these filters.')).toBeVisible()
  } else {
    const rfqTable = page.getByRole('table', { name: 'Requests for quotation' })
    await expect(rfqTable).toBeVisible()
    const cells = await columnTexts(rfqTable, 'Responses')
    expect(cells.reduce((sum, text) => sum + Number(text.split(' of ')[0]), 0)).toBe(responses)
  }

  // Spend this month: the POs and the shop orders, each a link to the list that adds up to it.
  await page.goto('/dashboard')
  const spend = page.getByRole('region', { name: 'Spend this month' })
  const poLink = spend.getByRole('link', { name: /^POs ₹/ })
  const poAmount = paiseOf(await poLink.innerText())
  await poLink.click()
  await expect(page).toHaveURL(/\/Manage-PO\?.*poDateFrom=/)
  if (poAmount === 0) await expect(page.getByRole('table', { name: 'Purchase orders' })).toHaveCount(0)
  else
    expect(await columnTotal(page, page.getByRole('table', { name: 'Purchase orders' }), 'Total Value')).toBe(poAmount)
  await page.goto('/dashboard')
  const orderLink = spend.getByRole('link', { name: /^Shop orders ₹/ })
  const orderAmount = paiseOf(await orderLink.innerText())
  await orderLink.click()
  await expect(page).toHaveURL(/\/orders\?.*spend=yes/)
  await expect(filters.getByLabel('Budget', { exact: true })).toHaveValue('Counted as spend')
  if (orderAmount === 0) await expect(page.getByText('No order matches these filters.')).toBeVisible()
  else expect(await columnTotal(page, page.getByRole('table', { name: 'Orders' }), 'Total')).toBe(orderAmount)
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

test('catalogue manager: low stock, products without images, inactive in carts; each tile opens the list it counts', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  // A product low on stock, without an image, in a buyer's cart and then set Inactive: every tile counts it.
  const manager = await apiAs(browser, base, 'catalogue@demo.local')
  const tag = unique('DC')
  const category = await call(manager.request, base, 'add-category', {
    category_name: `Dash shelf ${tag}`,
    category_code: tag,
    category_description: '',
    status: 'Active',
    gst: 18,
  })
  const product = await call(manager.request, base, 'add-product', {
    Name: `Dash shelved ${tag}`,
    SKU: tag,
    Description: 'Shelved from the dashboard journey',
    Price: 50,
    CostPrice: 40,
    Stock: 1,
    ReorderLevel: 5,
    DeliveryLeadTime: 2,
    UnitsofMeasurement: 'pieces',
    TaxPercentage: 18,
    Status: 'Active',
    Currency: 'INR',
    CategoryID: String(category.CategoryID),
    Images: [],
  })
  const buyer = await apiAs(browser, base, 'buyer@demo.local')
  await call(buyer.request, base, 'add-to-cart', {
    CartID: crypto.randomUUID(),
    ProductID: product.ProductID,
    Quantity: 1,
  })
  await buyer.close()

  const page = await pageAs(browser, 'catalogue@demo.local')
  await expect(page.getByRole('heading', { name: 'Welcome, Chitra Catalogue', level: 1 })).toBeVisible()
  for (const label of ['Low stock', 'Products without images', 'Inactive products in carts']) {
    await expect(tile(page, label)).toBeVisible()
  }
  await checkScreen(page, 'catalogue')
  await page.setViewportSize(DESKTOP)

  // Low stock opens the low-stock list of as many products.
  const low = await figureOf(tile(page, 'Low stock'))
  expect(low).toBeGreaterThanOrEqual(1)
  await tile(page, 'Low stock').click()
  await expect(page).toHaveURL(/\/Low-Stock$/)
  await listShows(page, low, 'No product matches these filters.')

  // Products without images: the product list filtered to them, the filter in view.
  await page.goto('/dashboard')
  const bare = await figureOf(tile(page, 'Products without images'))
  expect(bare).toBeGreaterThanOrEqual(1)
  await tile(page, 'Products without images').click()
  await expect(page).toHaveURL(/\/Manage-Product\?images=none$/)
  const filters = page.getByRole('group', { name: 'Filters' })
  await expect(filters.getByLabel('Images', { exact: true })).toHaveValue('Without images')
  await listShows(page, bare, 'No product matches these filters.')

  // Set Inactive while in the cart: counted, and its list is the inactive products in carts.
  await call(manager.request, base, 'update-product', {
    ...product,
    CategoryID: String(product.CategoryID),
    Status: 'Inactive',
  })
  await manager.close()
  await page.goto('/dashboard')
  const blocking = tile(page, 'Inactive products in carts')
  await expect(blocking).toContainText('Blocks checkout')
  const inCarts = await figureOf(blocking)
  expect(inCarts).toBeGreaterThanOrEqual(1)
  await blocking.click()
  await expect(page).toHaveURL(/\/Manage-Product\?status=Inactive&inCarts=yes$/)
  await expect(page.getByRole('heading', { name: 'Manage Product', level: 1 })).toBeVisible()
  await expect(filters.getByLabel('In carts', { exact: true })).toHaveValue("In a buyer's cart")
  await expect(page.getByRole('table', { name: 'Products' }).getByText(product.Name)).toBeVisible()
  await listShows(page, inCarts, 'No product matches these filters.')
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
