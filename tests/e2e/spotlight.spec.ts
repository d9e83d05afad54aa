import { type Browser, expect, type Page, test } from '@playwright/test'
import { unique } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { dayFromToday, pageAs } from './po-support'
import { callApi, captureScreens, DESKTOP, expectAccessible, PHONE, SCREENS_DIR, settled, signIn } from './support'

/**
 * Search everywhere (issue 16): Ctrl+K or the header's Search button opens the spotlight; hits are
 * grouped by kind and open their screen; what was opened shows first next time; each role sees
 * only the kinds it may read; offline it searches the data saved on the device.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 61)

/** A fresh Active product (in a fresh category) made by the catalogue manager; its id, name and SKU. */
async function freshProduct(manager: Page) {
  const tag = unique('SPOT')
  const category = await callApi<{ CategoryID: number }>(manager, 'POST', 'add-category', {
    category_name: `Spotlight ${tag}`,
    category_code: tag,
    category_description: '',
    status: 'Active',
    gst: 18,
  })
  const name = `Spotlight gauge ${tag}`
  const product = await callApi<{ ProductID: number; SKU: string }>(manager, 'POST', 'add-product', {
    Name: name,
    SKU: `SK-${tag}`,
    Description: 'Spotlight journey',
    Price: 250,
    CostPrice: 200,
    Stock: 40,
    ReorderLevel: 5,
    DeliveryLeadTime: 2,
    UnitsofMeasurement: 'pieces',
    TaxPercentage: 18,
    Status: 'Active',
    Currency: 'INR',
    CategoryID: String(category.CategoryID),
    Images: [],
  })
  return { id: product.ProductID, name, sku: product.SKU }
}

/** A Draft PO of the buyer to a partner the approver activated; its id and number. */
async function freshPo(buyer: Page, approver: Page) {
  const partner = await callApi<{ id: string }>(buyer, 'POST', 'add-supplier-partner', {
    name: unique('Spotlight Traders '),
    contactPerson: 'Kavita Rao',
    email: 'sales@spotlight.example.in',
    phone: '9876543210',
    billingAddress: '4 MIDC, Bhosari, Pune 411026',
    paymentTerms: 'Net 30',
  })
  await callApi(approver, 'POST', 'update-supplier-status', { id: partner.id, status: 'Active', remarks: '' })
  const units = await callApi<Array<{ id: number }>>(buyer, 'GET', 'get-units-of-measure')
  const number = unique('SPOT-PO-')
  const po = await callApi<{ poId: string }>(buyer, 'POST', 'add-po', {
    poId: crypto.randomUUID(),
    poNumber: number,
    PoDate: dayFromToday(0),
    vendorName: partner.id,
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: dayFromToday(10),
    products: [
      { Particular: 'Pressure gauge', Quantity: 2, UOMID: units[0]?.id, BudgetedRate: 500, GSTPercentage: '18%' },
    ],
  })
  return { id: po.poId, number }
}

const spotlight = (page: Page) => page.getByRole('dialog')
const searchBox = (page: Page) => spotlight(page).getByRole('textbox', { name: 'Search' })

/** Opens the spotlight with Ctrl+K and types into it. */
async function searchFor(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  await page.keyboard.press('Control+K')
  await expect(searchBox(page)).toBeFocused()
  await searchBox(page).fill(text)
}

test('Ctrl+K finds a product by SKU and a PO by number, opens them, remembers them, and keeps to what each role may read', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const manager = await pageAs(browser, 'catalogue@demo.local')
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  const product = await freshProduct(manager)
  const po = await freshPo(buyer, approver)

  // Ctrl+K, the SKU, Enter: the product's page.
  await searchFor(buyer, product.sku)
  const products = spotlight(buyer).getByRole('group', { name: 'Products' })
  await expect(products.getByRole('button', { name: new RegExp(product.name) })).toBeVisible()
  await expectAccessible(buyer)
  await buyer.screenshot({ path: `${SCREENS_DIR}/spotlight-product.png` })
  await buyer.keyboard.press('Enter')
  await expect(buyer).toHaveURL(new RegExp(`/Product-Detail/${product.id}$`))
  await expect(spotlight(buyer)).toBeHidden()
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(product.name)

  // The header's button: recent items first; a PO number finds the PO, a click opens it.
  await buyer.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(spotlight(buyer).getByRole('group', { name: 'Recent' }).getByRole('button').first()).toHaveText(
    new RegExp(product.name),
  )
  await searchBox(buyer).fill(po.number)
  const pos = spotlight(buyer).getByRole('group', { name: 'Purchase orders' })
  await pos.getByRole('button', { name: new RegExp(po.number) }).click()
  await expect(buyer).toHaveURL(new RegExp(`/Manage-PO/Create-PO\\?id=${po.id}$`))
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText(po.number)

  // Text found nowhere says so; at 390 px the spotlight fits and stays accessible.
  await captureScreens(buyer, 'spotlight-header')
  await buyer.setViewportSize(PHONE)
  await buyer.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(spotlight(buyer).getByRole('group', { name: 'Recent' }).getByRole('button')).toHaveText([
    new RegExp(po.number),
    new RegExp(product.name),
  ])
  await settled(buyer)
  await buyer.screenshot({ path: `${SCREENS_DIR}/spotlight-recent-phone.png` })
  await searchBox(buyer).fill('zqxj nothing')
  await expect(spotlight(buyer).getByText('Nothing found')).toBeVisible()
  await settled(buyer)
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectAccessible(buyer)
  await buyer.screenshot({ path: `${SCREENS_DIR}/spotlight-phone.png` })
  await buyer.keyboard.press('Escape')
  await expect(spotlight(buyer)).toBeHidden()

  // The approver reads every PO of the tenant (PO_READERS): the PO is found. The catalogue manager
  // reads no POs: the same number finds nothing, while the product is found (with its form).
  await searchFor(approver, po.number)
  await expect(
    spotlight(approver)
      .getByRole('group', { name: 'Purchase orders' })
      .getByRole('button', { name: new RegExp(po.number) }),
  ).toBeVisible()
  await searchFor(manager, po.number)
  await expect(spotlight(manager).getByText('Nothing found')).toBeVisible()
  await expect(spotlight(manager).getByRole('group', { name: 'Purchase orders' })).toHaveCount(0)
  await searchBox(manager).fill(product.sku)
  await spotlight(manager)
    .getByRole('button', { name: new RegExp(product.name) })
    .click()
  await expect(manager).toHaveURL(new RegExp(`/Update-Product/${product.id}$`))
})

/** A page of its own at `origin` (the proxy), signed in as the user. */
async function pageAt(browser: Browser, origin: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin, viewport: DESKTOP })).newPage()
  await signIn(page, email)
  return page
}

test('offline, the spotlight searches the data saved on the device', async ({ browser }) => {
  test.setTimeout(180_000)
  const manager = await pageAs(browser, 'catalogue@demo.local')
  const product = await freshProduct(manager)
  const proxy = await startOfflineProxy(PROXY_PORT, PORT)
  try {
    const buyer = await pageAt(browser, proxy.origin, 'buyer@demo.local')
    await buyer.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 })
    // Seen online: the shop's list with the product in it (saved on the device as it arrives).
    await buyer.goto(`/catalogue?q=${encodeURIComponent(product.sku)}`)
    await expect(buyer.getByText(product.name).first()).toBeVisible()

    await proxy.cut()
    await buyer.reload()
    await searchFor(buyer, product.sku.toLowerCase())
    await expect(
      spotlight(buyer).getByRole('status').filter({ hasText: 'Offline: searching saved data' }),
    ).toBeVisible()
    await expect(
      spotlight(buyer)
        .getByRole('group', { name: 'Products' })
        .getByRole('button', { name: new RegExp(product.name) }),
    ).toBeVisible()
    await expectAccessible(buyer)
    await buyer.screenshot({ path: `${SCREENS_DIR}/spotlight-offline.png` })
    await buyer.keyboard.press('Enter')
    await expect(buyer).toHaveURL(new RegExp(`/Product-Detail/${product.id}$`))
  } finally {
    await proxy.close()
  }
})
