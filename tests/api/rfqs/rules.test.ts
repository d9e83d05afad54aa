import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataOf, refused } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addPartner,
  detailOf,
  linkOf,
  quoteLine,
  type RfqWorld,
  respond,
  rfqBody,
  rfqWorld,
  sentRfq,
  supplierViewOf,
} from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

const rfqCount = async () => Number((await world.buyer.client.get('get-all-rfq')).body.recordsTotal)
const item = (extra: Record<string, unknown>) => ({ product: 'Bolt', quantity: 10, UOMID: world.unit, ...extra })
const past = () => new Date(t.clock.now().getTime() - 60_000).toISOString()

describe('request-for-quotation refuses bad input with a clear 400 and saves nothing', () => {
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['a deadline in the past', () => ({ responseDeadline: past() }), 'The response deadline must be in the future'],
    [
      'a required-by date not after the deadline',
      () => ({ requiredBy: t.clock.now().toISOString().slice(0, 10) }),
      'The required-by date must be after the response deadline',
    ],
    ['no items', () => ({ items: [] }), 'Add at least one item'],
    ['no partners', () => ({ supplierIds: [] }), 'Invite at least one supply partner'],
    ['a quantity of 0', () => ({ items: [item({ quantity: 0 })] }), 'Quantity must be more than 0'],
    ['a negative target price', () => ({ items: [item({ targetPrice: -1 })] }), 'Target price cannot be negative'],
    [
      'a target price with three decimals',
      () => ({ items: [item({ targetPrice: 1.234 })] }),
      'Target price can have at most two decimal places',
    ],
    ['an unknown unit', () => ({ items: [item({ UOMID: 987_654 })] }), 'Unknown unit of measure'],
    [
      'a partner invited twice',
      () => ({ supplierIds: [world.partners[0]?.id, world.partners[0]?.id] }),
      'Each supply partner may be invited once',
    ],
    [
      'a deadline without a zone',
      () => ({ responseDeadline: '2026-01-06T10:00' }),
      'Response deadline must be a date and time',
    ],
  ]
  it.each(cases)('%s', async (_name, change, msg) => {
    const before = await rfqCount()
    refused(await world.buyer.client.post('request-for-quotation', rfqBody(t, world, change())), 400, msg)
    expect(await rfqCount()).toBe(before)
  })

  it('refuses a partner that is not Active, naming it', async () => {
    const inactive = await addPartner(t, { status: 'Inactive' })
    const before = await rfqCount()
    const res = await world.buyer.client.post(
      'request-for-quotation',
      rfqBody(t, world, { supplierIds: [inactive.id] }),
    )
    refused(res, 400, `${inactive.name} is Inactive: only Active supply partners can be invited`)
    expect(await rfqCount()).toBe(before)
  })

  it('refuses a body that is not a JSON object', async () => {
    refused(await world.buyer.client.post('request-for-quotation', [1, 2]), 400)
  })

  it('saves a Draft, edits it with its version, and refuses a stale version with 409', async () => {
    const body = rfqBody(t, world)
    const draft = detailOf(await world.buyer.client.post('request-for-quotation', body))
    expect(draft.status).toBe('Draft')
    expect(t.mailer.sent.some((m) => m.subject.includes(draft.rfqNumber))).toBe(false)
    const edited = detailOf(
      await world.buyer.client.post('request-for-quotation', { ...body, title: 'Renamed', version: draft.version }),
    )
    expect(edited.title).toBe('Renamed')
    refused(await world.buyer.client.post('request-for-quotation', { ...body, version: draft.version }), 409)
    const sent = detailOf(await world.buyer.client.post('send-rfq', { RFQID: draft.RFQID }))
    expect(sent.status).toBe('Sent')
    refused(await world.buyer.client.post('request-for-quotation', { ...body, title: 'Again' }), 409)
  })
})

describe('a partner response', () => {
  it('refuses bad figures with 400 and changes nothing', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt] = rfq.items
    const partner = world.partners[0]
    if (!bolt || !partner) throw new Error('fixture')
    const link = linkOf(t, partner.email)
    const supplier = t.client()
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ unitPrice: -1 }, 'Quoted unit price cannot be negative'],
      [{ unitPrice: 1.005 }, 'Quoted unit price can have at most two decimal places'],
      [{ freight: -5 }, 'Freight cannot be negative'],
      [{ gstPercent: 7 }, 'GST must be 0%, 5%, 10%, 12% or 18%'],
      [{ deliveryDays: 1.5 }, 'Delivery timeline must be a whole number of days'],
      [{ moq: 0 }, 'MOQ must be more than 0'],
      [{ itemId: '0190aaaa-0000-7000-8000-000000000000' }, 'This item is not in the request for quotation'],
    ]
    for (const [change, msg] of bad) refused(await respond(supplier, link, [quoteLine(bolt.itemId, change)]), 400, msg)
    refused(await respond(supplier, link, []), 400, 'Quote at least one item')
    const view = supplierViewOf(
      await supplier.get(`rfq-response?RFQID=${link.RFQID}&token=${encodeURIComponent(link.token)}`),
    )
    expect(view.quotes).toEqual([])
  })

  it('after the deadline, after an early close and on a cancelled RFQ is refused with a clear 409', async () => {
    const [partner] = world.partners
    if (!partner) throw new Error('fixture')
    const supplier = t.client()

    const closed = await sentRfq(t, world)
    const closedLink = linkOf(t, partner.email)
    const closing = detailOf(
      await world.buyer.client.post('update-rfq-status', {
        RFQID: closed.RFQID,
        status: 'Closed for bids',
        remarks: 'Enough bids',
      }),
    )
    expect(closing.sealed).toBe(false)
    expect(closing.audit.at(-1)).toMatchObject({ from: 'Sent', to: 'Closed for bids', remarks: 'Enough bids' })
    const late = await respond(supplier, closedLink, [quoteLine(closed.items[0]?.itemId ?? '')])
    refused(late, 409)
    expect(String(late.body.msg)).toMatch(
      /^Bids were closed early at .* UTC, before the deadline; responses are no longer accepted$/,
    )

    const cancelled = await sentRfq(t, world)
    const cancelledLink = linkOf(t, partner.email)
    dataOf(
      await world.buyer.client.post('update-rfq-status', { RFQID: cancelled.RFQID, status: 'Cancelled', remarks: '' }),
    )
    refused(
      await respond(supplier, cancelledLink, [quoteLine(cancelled.items[0]?.itemId ?? '')]),
      409,
      'This request for quotation is Cancelled and takes no more responses',
    )
    refused(
      await world.buyer.client.post('update-rfq-status', {
        RFQID: cancelled.RFQID,
        status: 'Closed for bids',
        remarks: '',
      }),
      409,
      'A request for quotation that is Cancelled cannot be moved to Closed for bids',
    )
  })

  it('can be recorded by a buyer on the partner’s behalf, and is audited so', async () => {
    const rfq = await sentRfq(t, world)
    const partner = world.partners[1]
    const [bolt] = rfq.items
    if (!partner || !bolt) throw new Error('fixture')
    const recorded = dataOf(
      await world.buyer.client.post('record-rfq-response', {
        RFQID: rfq.RFQID,
        supplierId: partner.id,
        lines: [quoteLine(bolt.itemId, { unitPrice: 11 })],
      }),
    )
    // What was recorded, never a figure: the quotes are sealed until the deadline.
    expect(recorded).toEqual({ RFQID: rfq.RFQID, supplierId: partner.id, round: 1, itemIds: [bolt.itemId] })
    const detail = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`))
    expect(detail.partners.find((p) => p.supplierId === partner.id)?.responseStatus).toBe('Submitted')
    expect(detail.audit.at(-1)).toMatchObject({
      supplier: partner.name,
      remarks: 'Entered by the buyer on the partner’s behalf',
    })
  })
})

describe('suggested partners', () => {
  it('are the Active partners supplying the categories of the items’ products', async () => {
    const category = await addCategory(world.admin.client)
    const product = await addProduct(world.admin.client, category.CategoryID)
    const supplying = await addPartner(t, { categoryIds: [category.CategoryID] })
    await addPartner(t, { categoryIds: [category.CategoryID], status: 'Inactive' })
    const res = await world.buyer.client.get(`get-rfq-suggested-partners?productId=${product.ProductID}`)
    expect((dataOf(res) as Array<{ supplierId: string }>).map((p) => p.supplierId)).toEqual([supplying.id])
  })
})
