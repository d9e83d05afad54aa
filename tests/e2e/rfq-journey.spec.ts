import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import { unique } from './catalogue-support'
import { choose, dayFromToday, pageAs, pickByTyping } from './po-support'
import { callApi, captureScreens, DESKTOP, expectAccessible, PHONE, SCREENS_DIR, settled } from './support'

/**
 * Issue 15's journey, through the screens: a buyer creates an RFQ and sends it to three partners;
 * two answer through their e-mailed links (one revises), the third stays silent; the buyer closes
 * bids early, compares, counters one partner, who answers on its page; the buyer awards per item to
 * two partners and opens the two Draft POs with the awarded lines and amounts.
 */

const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox')
const BOLT = 'Hex bolt M10'
const WASHER = 'Flat washer M10'

interface Partner {
  id: string
  name: string
  email: string
}

/** Three new Active supply partners with unique names and addresses: registered by the buyer, activated by the approver. */
async function newPartners(buyer: Page, approver: Page): Promise<Partner[]> {
  const stamp = unique('').toLowerCase()
  const partners: Partner[] = []
  for (const letter of ['A', 'B', 'C']) {
    const partner = {
      id: uuidv7(),
      name: `Journey Partner ${letter} ${stamp}`,
      email: `${letter.toLowerCase()}.${stamp}@journey.example.in`,
    }
    await callApi(buyer, 'POST', 'add-supplier-partner', {
      ...partner,
      contactPerson: `Contact ${letter}`,
      phone: '+91 98765 43210',
      billingAddress: 'Plot 7, MIDC Bhosari, Pune 411026',
      paymentTerms: 'Net 30',
    })
    await callApi(approver, 'POST', 'update-supplier-status', { id: partner.id, status: 'Active', remarks: '' })
    partners.push(partner)
  }
  return partners
}

/** The newest response link of this RFQ e-mailed to this address (the e-mails are quoted-printable), other than `not`. */
async function linkFor(rfqId: string, email: string, not = ''): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
        for (const file of files.reverse()) {
          const text = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
          if (!text.includes(email)) continue
          const found = new RegExp(`/RFQ-Response\\?rfq=${rfqId}&token=[^\\s"<>]+`).exec(text)?.[0]
          if (found) {
            link = found
            return found !== not
          }
        }
        return false
      },
      { message: `a new response link for ${email} in the outbox`, timeout: 20_000 },
    )
    .toBe(true)
  return link
}

/** A browser with no session: the partner's. */
async function partnerPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage()
}

/** Fills one item of the partner's quotation. */
async function quote(page: Page, product: string, figures: { price: string; days: string }) {
  const group = page.getByRole('group', { name: product })
  await group.getByLabel(/^Quoted unit price/).fill(figures.price)
  await group.getByLabel(/^Freight/).fill('0')
  await group.getByLabel(/^Delivery timeline/).fill(figures.days)
}

/** True when the page is wider than the screen (it would scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** At 390 px: nothing makes the page scroll sideways; a screenshot of it, back to the desktop size after. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE)
  await settled(page)
  expect(await scrollsSideways(page), `${name} scrolls sideways at 390 px`).toBe(false)
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-phone.png`, fullPage: true })
}

/** The widest screen the screens are looked at. */
const WIDE = { width: 1440, height: 900 }

/** A full-page screenshot at 1440 px. */
async function wideShot(page: Page, name: string) {
  await page.setViewportSize(WIDE)
  await settled(page)
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage: true })
}

const grid = (page: Page) => page.getByRole('table', { name: 'Quotation comparison' })

test('an RFQ from creation to two Draft POs: three partners invited, two quote, one countered, awarded per item', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  await buyer.goto('/dashboard')
  await approver.goto('/dashboard')
  const [a, b, c] = await newPartners(buyer, approver)
  if (!a || !b || !c) throw new Error('three partners expected')
  const title = unique('Journey RFQ ')

  // Create and send: title, two free-text items, dates, the three partners.
  await buyer.goto('/Create-New-RFQ')
  await expect(buyer.getByRole('heading', { name: 'Create New RFQ' })).toBeVisible()
  await buyer.getByLabel(/^Title:/).fill(title)
  await buyer.getByLabel(/^Response Deadline:/).fill(`${dayFromToday(3)}T17:00`)
  await buyer.getByLabel(/^Required By:/).fill(dayFromToday(10))
  await buyer.getByLabel(/^Delivery Address:/).fill('Warehouse 2, Chakan MIDC, Pune 410501')
  await buyer.getByLabel('Product of item 1', { exact: true }).fill(BOLT)
  await buyer.getByLabel('Quantity of item 1', { exact: true }).fill('100')
  await choose(buyer, buyer, 'Unit of item 1', 'Nos')
  await buyer.getByRole('button', { name: 'Add Item', exact: true }).click()
  await buyer.getByLabel('Product of item 2', { exact: true }).fill(WASHER)
  await buyer.getByLabel('Quantity of item 2', { exact: true }).fill('500')
  await choose(buyer, buyer, 'Unit of item 2', 'Nos')
  for (const partner of [a, b, c]) await pickByTyping(buyer, 'Supply Partners:', partner.name)
  await buyer.keyboard.press('Escape')
  await buyer.getByRole('button', { name: 'Send RFQ', exact: true }).click()
  await expect(buyer.getByText(/^RFQ-\d{4}-\d{6}: Request for quotation Sent$/)).toBeVisible({ timeout: 20_000 })
  const [listed] = await callApi<Array<{ RFQID: string; rfqNumber: string; invited: number }>>(
    buyer,
    'GET',
    `get-all-rfq?search_txt=${encodeURIComponent(title)}`,
  )
  if (!listed) throw new Error('the RFQ sent is not listed')
  expect(listed.invited).toBe(3)
  const { RFQID: rfqId, rfqNumber: number } = listed

  // A quotes both items through its link, then revises the bolt.
  const partnerA = await partnerPage(browser)
  const linkA = await linkFor(rfqId, a.email)
  await partnerA.goto(linkA)
  await expect(partnerA.getByRole('heading', { name: `${number}: ${title}` })).toBeVisible()
  await quote(partnerA, BOLT, { price: '9.50', days: '7' })
  await quote(partnerA, WASHER, { price: '1.40', days: '7' })
  await partnerA.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partnerA.getByText('Your quotation was submitted')).toBeVisible()
  await quote(partnerA, BOLT, { price: '9.00', days: '6' })
  const revised = partnerA.waitForResponse((r) => r.url().includes('/api/submit-rfq-response'))
  await partnerA.getByRole('button', { name: 'Revise quotation', exact: true }).click()
  expect((await revised).status()).toBe(200)
  await partnerA.reload()
  await expect(partnerA.getByRole('group', { name: BOLT }).getByLabel(/^Quoted unit price/)).toHaveValue('9')

  // B quotes both, cheaper on the washer; C never answers.
  const partnerB = await partnerPage(browser)
  await partnerB.goto(await linkFor(rfqId, b.email))
  await quote(partnerB, BOLT, { price: '10.00', days: '5' })
  await quote(partnerB, WASHER, { price: '1.20', days: '4' })
  await partnerB.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partnerB.getByText('Your quotation was submitted')).toBeVisible()

  // Sealed until the deadline; the buyer closes bids early from the list (audited, with remarks).
  await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
  const row = buyer
    .getByRole('table', { name: 'Requests for quotation' })
    .locator('tbody tr')
    .filter({ hasText: title })
  await expect(row).toContainText('2 of 3')
  await row.getByRole('button', { name: `Close for bids ${number}` }).click()
  const dialog = buyer.getByRole('dialog', { name: `Close for bids: ${number}` })
  await dialog.getByLabel(/^Remarks/).fill('Two quotations are enough to decide')
  await dialog.getByRole('button', { name: 'Close for bids', exact: true }).click()
  await expect(buyer.getByText(`${number} is now Closed for bids`)).toBeVisible()

  // Compare: every item across every partner, the best marked, C without a quotation.
  await row.getByRole('link', { name: `Offers of ${number}` }).click()
  await expect(grid(buyer)).toBeVisible()
  await expect(grid(buyer).getByRole('cell', { name: '₹9.00 Best' })).toBeVisible()
  await expect(grid(buyer).getByRole('cell', { name: '₹1.20 Best' })).toBeVisible()
  await expect(grid(buyer).getByText('No quotation yet.')).toHaveCount(1)
  await settled(buyer)
  await expectAccessible(buyer)
  await wideShot(buyer, 'rfq-journey-offers')
  await fitsPhone(buyer, 'rfq-journey-offers')
  await expect(buyer.getByText('Scroll the grid sideways to see every item')).toBeVisible()
  await expectAccessible(buyer)
  await buyer.setViewportSize(DESKTOP)

  // Counter A's bolt at ₹8.50.
  await buyer.getByRole('link', { name: `Counter Offer ${a.name}` }).click()
  await expect(buyer.getByRole('heading', { name: `Counter Offer: ${a.name}` })).toBeVisible()
  await buyer
    .getByRole('group', { name: BOLT })
    .getByLabel(/^Proposed unit price/)
    .fill('8.50')
  await buyer
    .getByLabel(/^Remarks/)
    .last()
    .fill('Can you match ₹8.50 for the bolts?')
  await buyer.getByRole('button', { name: 'Send counter offer', exact: true }).click()
  await expect(buyer.getByText('Counter offer sent')).toBeVisible()
  const rounds = buyer.getByRole('list', { name: 'Negotiation rounds' })
  await expect(rounds.getByRole('heading', { name: 'Round 2' })).toBeVisible()
  await expect(rounds.getByText('No answer yet.')).toBeVisible()

  // A answers on its page, through the fresh link, with the proposed price.
  await partnerA.goto(await linkFor(rfqId, a.email, linkA))
  const counter = partnerA.getByRole('alert').filter({ hasText: 'Counter offer from the buyer (round 2)' })
  await expect(counter).toContainText(`${BOLT}: ₹8.50 a unit`)
  await counter.getByRole('button', { name: 'Use the proposed prices' }).click()
  await partnerA.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partnerA.getByText('You answered this counter offer.')).toBeVisible()

  // The thread shows both rounds; on a phone it fits the screen.
  await buyer.reload()
  await expect(
    rounds.getByRole('table', { name: 'Answer of round 1' }).getByRole('cell', { name: '₹9.00' }),
  ).toBeVisible()
  await expect(
    rounds.getByRole('table', { name: 'Answer of round 2' }).getByRole('cell', { name: '₹8.50' }),
  ).toBeVisible()
  await settled(buyer)
  await expectAccessible(buyer)
  await wideShot(buyer, 'rfq-journey-counter')
  await fitsPhone(buyer, 'rfq-journey-counter')
  await buyer.setViewportSize(DESKTOP)

  // Award per item: the bolt to A at its countered price, the washer to B.
  await buyer.getByRole('link', { name: 'Back to offers' }).click()
  await expect(grid(buyer).getByRole('cell', { name: '₹8.50 Best' })).toBeVisible()
  await buyer.getByLabel(`Award ${BOLT} to`).selectOption({ label: a.name })
  await buyer.getByLabel(`Award ${WASHER} to`).selectOption({ label: b.name })
  await buyer.getByRole('button', { name: 'Award and raise Draft POs' }).click()
  await expect(buyer.getByText('Request for quotation awarded')).toBeVisible()
  const orders = buyer.getByRole('list').filter({ hasText: a.name }).filter({ hasText: b.name })
  await expect(orders.getByRole('link')).toHaveCount(2)
  await captureScreens(buyer, 'rfq-journey-awarded')

  // The two Draft POs: one line each, the awarded quantity and price, GST on top.
  const expected = [
    { partner: a, product: BOLT, quantity: '100', total: 'Total₹1,003.00' },
    { partner: b, product: WASHER, quantity: '500', total: 'Total₹708.00' },
  ]
  for (const po of expected) {
    await buyer.goto(`/Manage-RFQs/RFQ-Offers?rfq=${rfqId}`)
    await orders.getByRole('listitem').filter({ hasText: po.partner.name }).getByRole('link').click()
    await expect(buyer).toHaveURL(/\/Manage-PO\/Create-PO\?id=/)
    await expect(buyer.getByLabel(/^Product name, line/)).toHaveCount(1)
    await expect(buyer.getByLabel('Product name, line 1')).toHaveValue(po.product)
    await expect(buyer.getByLabel('Quantity, line 1')).toHaveValue(po.quantity)
    await expect(buyer.getByRole('table', { name: 'Purchase order totals' })).toContainText(po.total)
  }
})
