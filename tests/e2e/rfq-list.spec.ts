import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import { unique } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { activeVendor, choose, dayFromToday, pageAs, pickByTyping } from './po-support'
import { callApi, captureScreens, DESKTOP, expectAccessible, signIn } from './support'

/**
 * Requests for quotation, list and form (issue 15): a buyer finds Manage RFQs in the Sourcing menu,
 * creates an RFQ with mistakes, fixes them, saves a Draft, finds it in the list, edits and sends it
 * (the partner's link is e-mailed), closes it for bids early and views it read-only. An approver
 * reads the list but may not create.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 83)
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox')

const table = (page: Page) => page.getByRole('table', { name: 'Requests for quotation' })
const row = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text })
const listSettled = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy', 'true')

/** A local date and time `days` from now at 17:00, as a datetime-local input takes it, and its day. */
function deadlineIn(days: number): { local: string; day: string; nextDay: string } {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  date.setDate(date.getDate() + 7)
  const nextDay = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return { local: `${day}T17:00`, day, nextDay }
}

/** True once an e-mail in the outbox carries the partner's response link of this RFQ. */
async function linkMailed(rfqId: string): Promise<boolean> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
  for (const file of files) {
    const text = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    if (text.includes(`/RFQ-Response?rfq=${rfqId}&token=`)) return true
  }
  return false
}

test('a buyer creates, fixes, saves, edits, sends and closes an RFQ; an approver only reads', async ({ browser }) => {
  test.setTimeout(150_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  const partner = await activeVendor(buyer, approver)
  const title = unique('Packaging RFQ ')
  const deadline = deadlineIn(3)

  // The Sourcing menu leads to the list; Create New RFQ to the form.
  await buyer.goto('/dashboard')
  await buyer.getByRole('link', { name: 'Manage RFQs' }).click()
  await expect(buyer.getByRole('heading', { name: 'Manage RFQs' })).toBeVisible()
  await buyer.getByRole('link', { name: 'Create New RFQ' }).first().click()
  await expect(buyer).toHaveURL(/\/Create-New-RFQ$/)
  await expect(buyer.getByRole('heading', { name: 'Create New RFQ' })).toBeVisible()

  // Sending an empty form: each mistake on its field, nothing sent.
  await buyer.getByRole('button', { name: 'Send RFQ', exact: true }).click()
  await expect(buyer.getByText('Title is required')).toBeVisible()
  await expect(buyer.getByText('Product is required')).toBeVisible()
  await expect(buyer.getByText('Select a unit of measure')).toBeVisible()
  await expect(buyer.getByText('Invite at least one supply partner')).toBeVisible()
  await expect(buyer.getByLabel(/^Title:/)).toBeFocused()
  await expectAccessible(buyer)

  await buyer.getByLabel(/^Title:/).fill(title)
  await buyer.getByLabel(/^Response Deadline:/).fill(deadline.local)
  await buyer.getByLabel(/^Required By:/).fill(deadline.day)
  await buyer.getByLabel(/^Delivery Address:/).fill('Warehouse 2, Chakan MIDC, Pune 410501')
  await buyer.getByLabel('Product of item 1').fill('Corrugated box 12 x 10 x 8 in')
  await buyer.getByLabel('Quantity of item 1').fill('500')
  await choose(buyer, buyer, 'Unit of item 1', 'Nos')
  await buyer.getByLabel('Target price of item 1').fill('18.505')
  await buyer.getByRole('button', { name: 'Add Item', exact: true }).click()
  await buyer.getByLabel('Product of item 2').fill('Packing tape 48 mm')
  await buyer.getByLabel('Quantity of item 2').fill('40')
  await choose(buyer, buyer, 'Unit of item 2', 'Nos')
  await pickByTyping(buyer, 'Supply Partners:', partner)
  await buyer.keyboard.press('Escape')

  // Save as Draft: the required-by day must come after the deadline, the target price has two decimals.
  await buyer.getByRole('button', { name: 'Save as Draft', exact: true }).click()
  await expect(buyer.getByText('Target price can have at most two decimal places')).toBeVisible()
  await buyer.getByLabel('Target price of item 1').fill('18.50')
  await buyer.getByRole('button', { name: 'Save as Draft', exact: true }).click()
  await expect(buyer.getByText('The required-by date must be after the response deadline')).toBeVisible()
  await buyer.getByLabel(/^Required By:/).fill(deadline.nextDay)
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-form')
  await buyer.getByRole('button', { name: 'Save as Draft', exact: true }).click()
  await expect(buyer.getByText(/^RFQ-\d{4}-\d{6} saved as Draft$/)).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-RFQs$/)

  // The list: found by its title, a Draft with no responses of one invited.
  await buyer.getByRole('searchbox', { name: 'Search' }).fill(title)
  await expect(buyer).toHaveURL(/q=/)
  await expect(table(buyer).locator('tbody tr')).toHaveCount(1)
  await expect(row(buyer, title)).toContainText('Draft')
  await expect(row(buyer, title)).toContainText('0 of 1')
  await expect(row(buyer, title)).toContainText('Bharat Buyer')
  const number = (await row(buyer, title).getByRole('link').first().textContent()) ?? ''
  expect(number).toMatch(/^RFQ-\d{4}-\d{6}$/)
  const href = (await row(buyer, title).getByRole('link').first().getAttribute('href')) ?? ''
  const rfqId = new URL(href, 'http://x').searchParams.get('id') ?? ''
  await listSettled(buyer)
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-list')

  // Edit the Draft: what was saved is shown; a change, then Send RFQ.
  await row(buyer, title)
    .getByRole('link', { name: `Edit ${number}` })
    .click()
  await expect(buyer.getByRole('heading', { name: 'Edit RFQ', exact: true })).toBeVisible()
  await expect(buyer.getByText(`${number} · ${title}`)).toBeVisible()
  await expect(buyer.getByLabel('Product of item 2')).toHaveValue('Packing tape 48 mm')
  await expect(buyer.getByLabel('Target price of item 1')).toHaveValue('18.5')
  await expect(buyer.getByLabel(/^Response Deadline:/)).toHaveValue(deadline.local)
  await buyer.getByLabel('Quantity of item 2').fill('60')
  await buyer.getByRole('button', { name: 'Send RFQ', exact: true }).click()
  await expect(buyer.getByText(`${number}: Request for quotation Sent`)).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-RFQs/)
  await expect.poll(() => linkMailed(rfqId), { message: 'the partner was e-mailed its response link' }).toBe(true)

  // Filter by status; Back undoes the filter.
  await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
  await choose(buyer, buyer, 'Status', 'Draft')
  await expect(buyer).toHaveURL(/status=Draft/)
  await expect(buyer.getByText('No request for quotation matches these filters.')).toBeVisible()
  await buyer.goBack()
  await expect(row(buyer, title)).toContainText('Sent')

  // Close for bids early, with remarks for the history.
  await row(buyer, title)
    .getByRole('button', { name: `Close for bids ${number}` })
    .click()
  const dialog = buyer.getByRole('dialog', { name: `Close for bids: ${number}` })
  await dialog.getByLabel(/^Remarks/).fill('Enough quotes expected from the invited partner')
  await dialog.getByRole('button', { name: 'Close for bids', exact: true }).click()
  await expect(buyer.getByText(`${number} is now Closed for bids`)).toBeVisible()
  await expect(row(buyer, title)).toContainText('Closed for bids')
  await expect(row(buyer, title).getByRole('button', { name: `Send ${number}` })).toHaveCount(0)
  await expect(row(buyer, title).getByRole('link', { name: `Offers of ${number}` })).toHaveAttribute(
    'href',
    `/Manage-RFQs/RFQ-Offers?rfq=${rfqId}`,
  )

  // View: read-only, with the invited partner's response status.
  await row(buyer, title)
    .getByRole('link', { name: `View ${number}` })
    .click()
  await expect(buyer.getByRole('heading', { name: 'View RFQ', exact: true })).toBeVisible()
  await expect(buyer.getByText(`${number} · ${title}`)).toBeVisible()
  await expect(buyer.getByLabel(/^Title:/)).toBeDisabled()
  await expect(buyer.getByRole('table', { name: 'Responses of the invited supply partners' })).toContainText(partner)
  await expect(buyer.getByRole('button', { name: 'Send RFQ', exact: true })).toHaveCount(0)
  await expect(buyer.getByRole('link', { name: 'Compare Offers' })).toHaveAttribute(
    'href',
    `/Manage-RFQs/RFQ-Offers?rfq=${rfqId}`,
  )
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-view')

  // An approver reads the list and the RFQ, but has no Create New RFQ, and its page is refused.
  await approver.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
  await expect(row(approver, title)).toContainText('Closed for bids')
  await expect(approver.getByRole('link', { name: 'Create New RFQ' })).toHaveCount(0)
  await expect(row(approver, title).getByRole('button')).toHaveCount(0)
  await expect(row(approver, title).getByRole('link', { name: `Offers of ${number}` })).toBeVisible()
  await approver.goto('/Create-New-RFQ')
  await expect(approver.getByRole('heading', { name: 'Create New RFQ' })).toHaveCount(0)

  // A malformed id is named and leads back to the list.
  await buyer.goto('/Create-New-RFQ?id=not-an-id')
  await expect(buyer.getByText('Invalid RFQ ID')).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-RFQs$/)
})

/** A page that opens the app through the proxy, signed in and controlled by the service worker. */
async function pageThrough(browser: Browser, origin: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin, viewport: DESKTOP })).newPage()
  await signIn(page, email)
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 })
  return page
}

test('RFQs seen online open offline; saving one needs the network, says so and keeps what was typed', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const proxy = await startOfflineProxy(PROXY_PORT, PORT)
  try {
    const approver = await pageAs(browser, 'approver@demo.local')
    const buyer = await pageThrough(browser, proxy.origin, 'buyer@demo.local')
    const partner = await activeVendor(buyer, approver)
    const [vendor] = await callApi<Array<{ id: string }>>(
      buyer,
      'GET',
      `get-all-vendors?status=Active&search_txt=${encodeURIComponent(partner)}`,
    )
    const units = await callApi<Array<{ id: number; name: string }>>(buyer, 'GET', 'get-units-of-measure')
    const title = unique('Offline RFQ ')
    const rfq = await callApi<{ RFQID: string; rfqNumber: string }>(buyer, 'POST', 'request-for-quotation', {
      RFQID: uuidv7(),
      title,
      items: [{ product: 'Steel bolt M8', quantity: 100, UOMID: units.find((u) => u.name === 'Nos')?.id }],
      requiredBy: dayFromToday(10),
      responseDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune 410501',
      paymentTerms: 'Net 30',
      supplierIds: [vendor?.id],
    })

    // Seen online: the list with the Draft, and the Draft in its form.
    await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
    await expect(row(buyer, title)).toContainText('Draft')
    await row(buyer, title)
      .getByRole('link', { name: `Edit ${rfq.rfqNumber}` })
      .click()
    await expect(buyer.getByLabel(/^Title:/)).toHaveValue(title)

    await proxy.cut()
    await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
    await expect(buyer.getByText('Offline — showing data saved on this device from')).toBeVisible({ timeout: 20_000 })
    await expect(row(buyer, title)).toContainText('Draft')
    await row(buyer, title)
      .getByRole('link', { name: `Edit ${rfq.rfqNumber}` })
      .click()
    await buyer.getByLabel(/^Title:/).fill(`${title} revised`)
    await buyer.getByRole('button', { name: 'Save as Draft', exact: true }).click()
    await expect(
      buyer.getByText(
        'You are offline: this change was not sent. What you typed is kept; try again when you are back online.',
      ),
    ).toBeVisible()
    await expect(buyer.getByLabel(/^Title:/)).toHaveValue(`${title} revised`)
    await expect(buyer).toHaveURL(/\/Create-New-RFQ\?id=/)

    // Back online, the same form saves.
    await proxy.restore()
    await buyer.getByRole('button', { name: 'Save as Draft', exact: true }).click()
    await expect(buyer.getByText(`${rfq.rfqNumber} saved as Draft`)).toBeVisible({ timeout: 20_000 })
    await expect(buyer).toHaveURL(/\/Manage-RFQs$/)
    await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(`${title} revised`)}`)
    await expect(row(buyer, `${title} revised`)).toContainText('Draft')
  } finally {
    await proxy.close()
  }
})
