import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RfqPageSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf, refused } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { detailOf, passDeadline, type RfqWorld, rfqBody, rfqWorld, sentRfq } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

const page = async (query: string) =>
  v.parse(RfqPageSchema, (await world.buyer.client.get(`get-all-rfq?${query}`)).body)

describe('get-all-rfq', () => {
  it('filters by the status an RFQ reads as now, pages, and counts the tenant’s total and the filtered rows', async () => {
    const draft = detailOf(await world.buyer.client.post('request-for-quotation', rfqBody(t, world)))
    const cancelled = await sentRfq(t, world)
    dataOf(
      await world.buyer.client.post('update-rfq-status', { RFQID: cancelled.RFQID, status: 'Cancelled', remarks: '' }),
    )
    const open = await sentRfq(t, world)
    expect((await page('status=Sent')).data.map((r) => r.RFQID)).toEqual([open.RFQID])
    expect((await page('status=Draft')).recordsFiltered).toBe(1)
    const all = await page('iDisplayStart=0&iDisplayLength=2')
    expect(all.recordsTotal).toBe(3)
    expect(all.recordsFiltered).toBe(3)
    expect(all.data.map((r) => r.RFQID)).toEqual([open.RFQID, cancelled.RFQID])
    expect((await page('iDisplayStart=2&iDisplayLength=2')).data.map((r) => r.RFQID)).toEqual([draft.RFQID])

    passDeadline(t, open)
    const closed = await page('status=Closed%20for%20bids')
    expect(closed.data.map((r) => [r.RFQID, r.status])).toEqual([[open.RFQID, 'Closed for bids']])
    expect(closed.recordsFiltered).toBe(1)
    expect((await page('status=Sent')).recordsFiltered).toBe(0)
    expect((await page(`search_txt=${encodeURIComponent(open.rfqNumber)}`)).data.map((r) => r.RFQID)).toEqual([
      open.RFQID,
    ])
  })

  it("createdBy=me lists only the signed-in user's RFQs, counted apart", async () => {
    const mine = await sentRfq(t, world)
    const theirs = detailOf(await world.admin.client.post('request-for-quotation', rfqBody(t, world, { send: true })))
    const own = await page('createdBy=me&iDisplayLength=100')
    expect(own.data.map((r) => r.RFQID)).toContain(mine.RFQID)
    expect(own.data.map((r) => r.RFQID)).not.toContain(theirs.RFQID)
    expect(own.data.every((r) => r.createdBy === own.data[0]?.createdBy)).toBe(true)
    expect(own.recordsFiltered).toBe(own.data.length)
    expect(own.recordsTotal).toBeGreaterThan(own.recordsFiltered)
  })

  it('refuses a bad query with 400', async () => {
    refused(await world.buyer.client.get('get-all-rfq?createdBy=someone'), 400, 'createdBy must be me')
    refused(await world.buyer.client.get('get-all-rfq?status=Open'), 400)
    refused(await world.buyer.client.get('get-all-rfq?iDisplayLength=1000'), 400)
    refused(await world.buyer.client.get('view-rfq-by-id?RFQID=42'), 400, 'Invalid RFQ ID')
  })
})
