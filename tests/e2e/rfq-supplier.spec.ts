import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { RfqComparisonSchema } from '../../src/shared/rfq-read-schemas'
import { unique } from './catalogue-support'
import { dayFromToday, pageAs } from './po-support'
import { callApi, captureScreens, DESKTOP, expectAccessible, SCREENS_DIR } from './support'

/**
 * The supplier response page (issue 15): a partner with no account opens the link e-mailed to it,
 * fixes its mistakes, submits a quotation and revises it (offline the write fails and keeps what was
 * typed); once bids close it can only read; it answers the buyer's counter offer with the proposed
 * price; a tampered or incomplete link and a cancelled request say so.
 */

/** The widest screen the page is checked at. */
const WIDE = { width: 1440, height: 900 }

const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox')

interface Rfq {
  RFQID: string
  rfqNumber: string
  items: { itemId: string; product: string }[]
}
/** The grid's quotes as a client reads them (the answer carries them as columns). */
async function gridCells(buyer: Page, RFQID: string) {
  return v.parse(RfqComparisonSchema, await callApi(buyer, 'GET', `get-rfq-comparison?RFQID=${RFQID}`)).cells
}

/** The path of the newest response link e-mailed for this RFQ (the e-mails are quoted-printable). */
async function latestLink(rfqId: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
        for (const file of files.reverse()) {
          const text = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
          const found = new RegExp(`/RFQ-Response\\?rfq=${rfqId}&token=[^\\s"<>]+`).exec(text)?.[0]
          if (found) {
            link = found
            return true
          }
        }
        return false
      },
      { message: `a response link for ${rfqId} in the outbox` },
    )
    .toBe(true)
  return link
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** A day as the screens write it (12 Mar 2026). */
const shortDate = (at: Date) => `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`

/** A page with no session at all: the partner's browser. */
async function partnerPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage()
}

const bolt = (page: Page) => page.getByRole('group', { name: 'Steel bolt M8' })

test('a partner quotes through its link, revises, answers a counter offer, and bad links say so', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  await buyer.goto('/dashboard')
  const units = await callApi<{ id: number; name: string }[]>(buyer, 'GET', 'get-units-of-measure')
  const [vendor] = await callApi<{ id: string; name: string }[]>(
    buyer,
    'GET',
    'get-all-vendors?status=Active&iDisplayStart=0&iDisplayLength=1',
  )
  if (!vendor) throw new Error('the demo tenant has no Active supply partner')
  const title = unique('Fasteners ')
  const rfq = await callApi<Rfq>(buyer, 'POST', 'request-for-quotation', {
    RFQID: uuidv7(),
    title,
    items: [
      { product: 'Steel bolt M8', specification: 'Zinc plated', quantity: 100, UOMID: units[0]?.id, targetPrice: 10 },
      { product: 'Steel nut M8', quantity: 200, UOMID: units[0]?.id },
    ],
    requiredBy: dayFromToday(10),
    responseDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    paymentTerms: 'Net 30',
    supplierIds: [vendor.id],
    send: true,
  })
  const [boltItem] = rfq.items
  if (!boltItem) throw new Error('the RFQ has no items')

  // The partner opens its link with no session: the request and its own empty quotation.
  const partner = await partnerPage(browser)
  const link = await latestLink(rfq.RFQID)
  await partner.goto(link)
  await expect(partner.getByRole('heading', { name: `${rfq.rfqNumber}: ${title}` })).toBeVisible()
  await expect(partner.getByText(`Request for quotation to ${vendor.name}`)).toBeVisible()
  await expect(partner.getByRole('group', { name: 'Steel nut M8' })).toBeVisible()
  await expect(partner).toHaveURL(/\/RFQ-Response\?/)

  // Submitting nothing, then a fractional delivery timeline: each on its field, nothing sent.
  await partner.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partner.getByText('Enter a quoted unit price for at least one item')).toBeVisible()
  await bolt(partner)
    .getByLabel(/^Quoted unit price/)
    .fill('9.50')
  await bolt(partner)
    .getByLabel(/^Freight/)
    .fill('50')
  await bolt(partner)
    .getByLabel(/^Delivery timeline/)
    .fill('2.5')
  await partner.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(bolt(partner).getByText('Delivery timeline must be a whole number of days')).toBeVisible()
  await bolt(partner)
    .getByLabel(/^Delivery timeline/)
    .fill('7')
  await bolt(partner).getByLabel(/^MOQ/).fill('50')
  await bolt(partner)
    .getByLabel(/^Remarks/)
    .fill('Ex works Pune')
  await bolt(partner)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await expect(bolt(partner).getByText('File attached')).toBeVisible()
  // 100 x ₹9.50 = ₹950, plus 18% GST, plus ₹50 freight.
  await expect(bolt(partner).getByText('Total Amount: ₹1,171.00')).toBeVisible()
  await expectAccessible(partner)
  await captureScreens(partner, 'rfq-supplier-response')
  await partner.setViewportSize(WIDE)
  await partner.screenshot({ path: `${SCREENS_DIR}/rfq-supplier-response-wide.png`, fullPage: true })
  await partner.setViewportSize(DESKTOP)
  await partner.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partner.getByText('Your quotation was submitted')).toBeVisible()
  await expect(partner.getByText('Your quotation was received.')).toBeVisible()

  // Offline a revision is not sent and the form keeps it; back online it goes.
  await partner.reload()
  await expect(bolt(partner).getByLabel(/^Quoted unit price/)).toHaveValue('9.5')
  await partner.context().setOffline(true)
  await bolt(partner)
    .getByLabel(/^Quoted unit price/)
    .fill('9.25')
  await partner.getByRole('button', { name: 'Revise quotation', exact: true }).click()
  await expect(partner.getByText(/You are offline: this change was not sent/)).toBeVisible()
  await expect(bolt(partner).getByLabel(/^Quoted unit price/)).toHaveValue('9.25')
  await partner.context().setOffline(false)
  await partner.getByRole('button', { name: 'Revise quotation', exact: true }).click()
  await expect(partner.getByText('Your quotation was submitted')).toBeVisible()

  // Bids closed early: the page only reads, and says they were closed early, on which day (issue 46, item 10).
  await callApi(buyer, 'POST', 'update-rfq-status', { RFQID: rfq.RFQID, status: 'Closed for bids', remarks: '' })
  await partner.reload()
  const closedNotice = partner.getByRole('alert').filter({ hasText: 'Bids were closed early' })
  await expect(closedNotice).toContainText(`The buyer closed bids early on ${shortDate(new Date())}`)
  await expect(partner.getByText('The response deadline passed', { exact: false })).toHaveCount(0)
  await expect(bolt(partner).getByLabel(/^Quoted unit price/)).toBeDisabled()
  await expect(partner.getByRole('button', { name: 'Revise quotation', exact: true })).toHaveCount(0)
  const sealedOpen = await gridCells(buyer, rfq.RFQID)
  expect(sealedOpen.find((c) => c.itemId === boltItem.itemId)).toMatchObject({
    unitPrice: 9.25,
    attachment: expect.stringMatching(/^\/files\/docs\/[a-f0-9]{64}\.pdf$/),
  })

  // The buyer counters; the partner answers with the proposed price through its new link.
  await callApi(buyer, 'POST', 'counter-rfq-offer', {
    RFQID: rfq.RFQID,
    supplierId: vendor.id,
    remarks: 'Match the market price',
    respondBy: new Date(Date.now() + 86_400_000).toISOString(),
    lines: [{ itemId: boltItem.itemId, unitPrice: 8.75, remarks: '' }],
  })
  await expect.poll(() => latestLink(rfq.RFQID)).not.toBe(link)
  await partner.goto(await latestLink(rfq.RFQID))
  const counter = partner.getByRole('alert').filter({ hasText: 'Counter offer from the buyer (round 2)' })
  await expect(counter).toContainText('Match the market price')
  await expect(counter).toContainText('Steel bolt M8: ₹8.75 a unit')
  await counter.getByRole('button', { name: 'Use the proposed prices' }).click()
  await expect(bolt(partner).getByLabel(/^Quoted unit price/)).toHaveValue('8.75')
  await expectAccessible(partner)
  await captureScreens(partner, 'rfq-supplier-counter')
  await partner.getByRole('button', { name: 'Submit quotation', exact: true }).click()
  await expect(partner.getByText('Your quotation was submitted')).toBeVisible()
  await expect(partner.getByText('You answered this counter offer.')).toBeVisible()
  const answered = await gridCells(buyer, rfq.RFQID)
  expect(answered.find((c) => c.itemId === boltItem.itemId)).toMatchObject({
    round: 2,
    unitPrice: 8.75,
    recordedBy: null,
  })

  // The buyer's counter-offer page shows the partner's own answer and offers no way to replace it (issue 46, item 3).
  await buyer.goto(`/Manage-RFQs/RFQ-Offers/CounterOffer?rfq=${rfq.RFQID}&partner=${vendor.id}`)
  const round2 = buyer.getByRole('table', { name: 'Answer of round 2' })
  await expect(round2.getByRole('row').filter({ hasText: 'Steel bolt M8' })).toContainText('₹8.75')
  await expect(round2.getByRole('row').filter({ hasText: 'Steel bolt M8' })).toContainText('The partner')
  // Recording a phoned answer offers only the nut, which the partner left unanswered; its bolt answer stands.
  await expect(
    buyer.getByText(`Steel bolt M8: ${vendor.name} answered round 2 itself; its figures stand.`),
  ).toBeVisible()
  await expect(bolt(buyer).getByLabel(/^Quoted unit price/)).toHaveCount(0)
  await expect(buyer.getByRole('group', { name: 'Steel nut M8' }).getByLabel(/^Quoted unit price/)).toHaveValue('')

  // A tampered link and an incomplete one open nothing.
  await partner.goto(`${link.slice(0, -4)}AAAA`)
  await expect(partner.getByText('This link cannot be used')).toBeVisible()
  await expect(
    partner.getByText('This link is not valid for this request for quotation.', { exact: false }),
  ).toBeVisible()
  await expectAccessible(partner)
  await captureScreens(partner, 'rfq-supplier-bad-link')
  await partner.goto(`/RFQ-Response?rfq=${rfq.RFQID}`)
  await expect(partner.getByText('This link is incomplete.', { exact: false })).toBeVisible()

  // A staff member whose session ended on the server opens the link: the page stays, no sign-in redirect.
  const staff = await pageAs(browser, 'approver@demo.local')
  await staff.context().clearCookies()
  await staff.goto(await latestLink(rfq.RFQID))
  await expect(staff.getByRole('heading', { name: `${rfq.rfqNumber}: ${title}` })).toBeVisible()
  await expect(staff).toHaveURL(/\/RFQ-Response\?/)

  // A cancelled request says so.
  await callApi(buyer, 'POST', 'update-rfq-status', { RFQID: rfq.RFQID, status: 'Cancelled', remarks: 'Not needed' })
  await partner.goto(await latestLink(rfq.RFQID))
  await expect(partner.getByText('Request cancelled')).toBeVisible()
  await expect(partner.getByRole('button', { name: 'Submit quotation', exact: true })).toHaveCount(0)
})
