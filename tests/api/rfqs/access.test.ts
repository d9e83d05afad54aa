import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataOf, person, refused, stranger } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { detailOf, passDeadline, quoteLine, type RfqWorld, rfqBody, rfqWorld, sentRfq } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

describe('who may work with RFQs', () => {
  it('buyers and admins write; approvers read; warehouse and catalogue managers get 403; nobody signed out', async () => {
    const rfq = await sentRfq(t, world)
    const approver = await person(t, 'approver')
    dataOf(await approver.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`))
    dataOf(await approver.client.get('get-all-rfq?status=Sent&iDisplayStart=0&iDisplayLength=10'))
    refused(await approver.client.post('request-for-quotation', rfqBody(t, world)), 403)
    refused(
      await approver.client.post('update-rfq-status', { RFQID: rfq.RFQID, status: 'Cancelled', remarks: '' }),
      403,
    )
    for (const role of ['warehouse', 'catalogue_manager'] as const) {
      const other = await person(t, role)
      refused(await other.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`), 403)
      refused(await other.client.get('get-all-rfq'), 403)
    }
    refused(await t.client().get('get-all-rfq'), 401)
    refused(await t.client().post('award-rfq', { RFQID: rfq.RFQID, billingAddress: 'x', awards: [] }), 401)
    dataOf(await world.admin.client.post('request-for-quotation', rfqBody(t, world)))
  })

  it('another tenant sees no RFQ of this one (404) and cannot change it', async () => {
    const rfq = await sentRfq(t, world)
    const outsider = await stranger(t, 'buyer')
    refused(await outsider.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`), 404)
    refused(
      await outsider.client.post('update-rfq-status', { RFQID: rfq.RFQID, status: 'Cancelled', remarks: '' }),
      404,
    )
    refused(
      await outsider.client.post('record-rfq-response', {
        RFQID: rfq.RFQID,
        supplierId: world.partners[0]?.id,
        lines: [quoteLine(rfq.items[0]?.itemId ?? '')],
      }),
      404,
    )
    const list = await outsider.client.get('get-all-rfq')
    expect(list.body.recordsTotal).toBe(0)
    expect(detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`)).status).toBe('Sent')
  })

  it('an award names only items quoted by the partner, and refuses bad input with nothing written', async () => {
    const rfq = await sentRfq(t, world)
    passDeadline(t, rfq)
    const [bolt] = rfq.items
    const [a] = world.partners
    if (!bolt || !a) throw new Error('fixture')
    const award = (awards: unknown) =>
      world.buyer.client.post('award-rfq', { RFQID: rfq.RFQID, billingAddress: 'Pune', awards })
    refused(await award([]), 400, 'Award at least one item')
    refused(
      await award([{ itemId: bolt.itemId, supplierId: a.id }]),
      400,
      'This supply partner has not quoted this item',
    )
    refused(
      await award([
        { itemId: bolt.itemId, supplierId: a.id },
        { itemId: bolt.itemId, supplierId: a.id },
      ]),
      400,
      'Each item may be awarded once',
    )
    const detail = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`))
    expect(detail.status).toBe('Closed for bids')
    expect(detail.purchaseOrders).toEqual([])
  })
})
