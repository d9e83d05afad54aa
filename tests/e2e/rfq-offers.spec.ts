import { expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import { unique } from './catalogue-support'
import { dayFromToday, pageAs } from './po-support'
import { callApi, captureScreens, expectAccessible, settled } from './support'

/**
 * The offers screens (issue 15): while bids are sealed the buyer sees who responded, not the prices;
 * once closed, the comparison grid with the best values; a counter offer to one partner, its answer
 * recorded on the partner's behalf; an item's quote rejected, a partner accepted; the award per
 * item to two partners (offline it is not sent and the choice stays) and the two Draft POs it raised.
 */

interface Rfq {
  RFQID: string
  rfqNumber: string
  items: { itemId: string; product: string }[]
}

const line = (itemId: string, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  itemId,
  unitPrice,
  gstPercent: 18,
  freight: 0,
  deliveryDays: 7,
  moq: 10,
  paymentTerms: 'Net 30',
  remarks: '',
  ...extra,
})

const grid = (page: Page) => page.getByRole('table', { name: 'Quotation comparison' })

test('a buyer compares offers, counters one partner, records its answer and awards per item to two', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  await buyer.goto('/dashboard')
  const units = await callApi<{ id: number }[]>(buyer, 'GET', 'get-units-of-measure')
  const vendors = await callApi<{ id: string; name: string }[]>(
    buyer,
    'GET',
    'get-all-vendors?status=Active&iDisplayStart=0&iDisplayLength=2',
  )
  const [a, b] = vendors
  if (!a || !b) throw new Error('the demo tenant needs two Active supply partners')
  const title = unique('Offers ')
  const rfq = await callApi<Rfq>(buyer, 'POST', 'request-for-quotation', {
    RFQID: uuidv7(),
    title,
    items: [
      { product: 'Steel bolt M8', quantity: 100, UOMID: units[0]?.id, targetPrice: 10 },
      { product: 'Steel nut M8', quantity: 200, UOMID: units[0]?.id },
    ],
    requiredBy: dayFromToday(10),
    responseDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    paymentTerms: 'Net 30',
    supplierIds: [a.id, b.id],
    send: true,
  })
  const [bolt, nut] = rfq.items
  if (!bolt || !nut) throw new Error('the RFQ has no items')
  // A quotes the cheaper bolt, B the cheaper nut (entered by the buyer on their behalf).
  for (const [partner, lines] of [
    [a, [line(bolt.itemId, 9.5, { remarks: 'Ex works Pune' }), line(nut.itemId, 2)]],
    [b, [line(bolt.itemId, 11), line(nut.itemId, 1.5, { deliveryDays: 3 })]],
  ] as const) {
    await callApi(buyer, 'POST', 'record-rfq-response', { RFQID: rfq.RFQID, supplierId: partner.id, lines })
  }

  // Sealed: who responded, never a price.
  await buyer.goto(`/Manage-RFQs/RFQ-Offers?rfq=${rfq.RFQID}`)
  await expect(buyer.getByRole('heading', { name: `${rfq.rfqNumber}: ${title}` })).toBeVisible()
  await expect(buyer.getByText('Quotations are sealed')).toBeVisible()
  await expect(buyer.getByText('Submitted')).toHaveCount(2)
  await expect(buyer.getByText('₹9.50')).toHaveCount(0)
  await settled(buyer)
  await expectAccessible(buyer)

  // Closed early: the grid, the spec's rows, the best value per row marked.
  await callApi(buyer, 'POST', 'update-rfq-status', { RFQID: rfq.RFQID, status: 'Closed for bids', remarks: '' })
  await buyer.reload()
  await expect(grid(buyer)).toBeVisible()
  for (const row of ['Total Amount', 'MOQ', 'Remarks']) {
    await expect(grid(buyer).getByRole('rowheader', { name: row, exact: true })).toHaveCount(2)
  }
  await expect(grid(buyer).getByRole('cell', { name: '₹9.50 Best' })).toBeVisible()
  await expect(grid(buyer).getByRole('cell', { name: 'Ex works Pune' })).toBeVisible()
  await expect(buyer.getByText('Lowest per item across suppliers', { exact: false })).toBeVisible()
  await settled(buyer)
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-offers')

  // Counter offer to A: a proposed bolt price, remarks; the thread shows round 2 awaiting an answer.
  await buyer.getByRole('link', { name: `Counter Offer ${a.name}` }).click()
  await expect(buyer.getByRole('heading', { name: `Counter Offer: ${a.name}` })).toBeVisible()
  await buyer.getByRole('button', { name: 'Send counter offer', exact: true }).click()
  await expect(buyer.getByText('Propose a price for at least one item')).toBeVisible()
  const boltGroup = buyer.getByRole('group', { name: 'Steel bolt M8' })
  await boltGroup.getByLabel(/^Proposed unit price/).fill('9')
  await buyer
    .getByLabel(/^Remarks/)
    .last()
    .fill('Match the market price of ₹9')
  await buyer.getByRole('button', { name: 'Send counter offer', exact: true }).click()
  await expect(buyer.getByText('Counter offer sent')).toBeVisible()
  const rounds = buyer.getByRole('list', { name: 'Negotiation rounds' })
  await expect(rounds.getByRole('heading', { name: 'Round 2' })).toBeVisible()
  await expect(rounds.getByText('Match the market price of ₹9')).toBeVisible()
  await expect(rounds.getByText('No answer yet.')).toBeVisible()

  // The partner answered by phone: the form starts from the partner's own answer (₹9.50), never the
  // buyer's counter (₹9); the buyer types what the partner said, recorded as entered by the buyer.
  await expect(boltGroup.getByLabel(/^Quoted unit price/)).toHaveValue('9.5')
  await boltGroup.getByLabel(/^Quoted unit price/).fill('9')
  await buyer.getByRole('button', { name: 'Record answer', exact: true }).click()
  await expect(buyer.getByText('Response recorded')).toBeVisible()
  const answer2 = rounds.getByRole('table', { name: 'Answer of round 2' })
  await expect(answer2.getByRole('cell', { name: '₹9.00' })).toBeVisible()
  await expect(answer2.getByRole('cell', { name: 'Recorded by Bharat Buyer' }).first()).toBeVisible()
  await settled(buyer)
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-counter-offer')

  // Back on the grid: A's new price; B's bolt rejected, A accepted.
  await buyer.getByRole('link', { name: 'Back to offers' }).click()
  await expect(grid(buyer).getByRole('cell', { name: '₹9.00 Best' })).toBeVisible()
  await buyer.getByRole('button', { name: `Reject Steel bolt M8 from ${b.name}` }).click()
  await expect(buyer.getByText('Response updated')).toBeVisible()
  await expect(grid(buyer).getByText('Rejected')).toHaveCount(1)
  await buyer.getByRole('button', { name: `Accept ${a.name}`, exact: true }).click()
  await expect(grid(buyer).getByText('Accepted')).toHaveCount(1)

  // The award: bolt to A, nut to B; two Draft POs, each a link.
  await buyer.getByLabel('Award Steel bolt M8 to').selectOption({ label: a.name })
  await expect(buyer.getByLabel('Award Steel bolt M8 to').getByRole('option')).toHaveText(['Not awarded', a.name])
  await buyer.getByLabel('Award Steel nut M8 to').selectOption({ label: b.name })
  // Offline the award is not sent and the choice stays; back online it goes.
  await buyer.context().setOffline(true)
  await buyer.getByRole('button', { name: 'Award and raise Draft POs' }).click()
  await expect(buyer.getByText(/You are offline: this change was not sent/)).toBeVisible()
  await expect(buyer.getByLabel('Award Steel nut M8 to')).toHaveValue(b.id)
  await buyer.context().setOffline(false)
  await buyer.getByRole('button', { name: 'Award and raise Draft POs' }).click()
  await expect(buyer.getByText('Request for quotation awarded')).toBeVisible()
  const orders = buyer.getByRole('list').filter({ hasText: a.name }).filter({ hasText: b.name })
  await expect(orders.getByRole('link')).toHaveCount(2)
  await expect(buyer.getByRole('button', { name: 'Award and raise Draft POs' })).toHaveCount(0)
  await settled(buyer)
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-offers-awarded')
  await orders.getByRole('listitem').filter({ hasText: a.name }).getByRole('link').click()
  await expect(buyer).toHaveURL(/\/Manage-PO\/Create-PO\?id=/)
  await expect(buyer.getByText('Steel bolt M8').first()).toBeVisible()
  // The PO names where it came from (issue 46, item 11): the RFQ, a link back to its offers, and the award in its audit trail.
  await expect(buyer.getByText(`From RFQ ${rfq.rfqNumber}`)).toBeVisible()
  const audit = buyer.getByRole('region', { name: 'Audit trail table' })
  await expect(audit.getByRole('cell', { name: `Raised by the award of RFQ ${rfq.rfqNumber}` })).toBeVisible()
  await buyer.getByRole('link', { name: rfq.rfqNumber, exact: true }).click()
  await expect(buyer).toHaveURL(new RegExp(`/Manage-RFQs/RFQ-Offers\\?rfq=${rfq.RFQID}`))
  await expect(buyer.getByText('Draft purchase orders raised by the award')).toBeVisible()
})
