import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PurchaseOrderSchema } from '../../../src/shared/po-read-schemas'
import { RfqAwardResultSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, poBody, poIn } from '../purchase-orders/po-fixtures'
import { detailOf, linkOf, passDeadline, quoteLine, type RfqWorld, respond, rfqWorld, sentRfq } from './rfq-fixtures'

/** Issue 46, item 11: a PO raised by an award names its RFQ, and the RFQ names the POs it raised. */

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

describe('a PO raised by an award', () => {
  it('names its RFQ (number and id) and says in its audit trail that the award of that RFQ raised it', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt, nut] = rfq.items
    const [a, b] = world.partners
    if (!bolt || !nut || !a || !b) throw new Error('two items and two partners expected')
    for (const partner of [a, b]) {
      const res = await respond(t.client(), linkOf(t, partner.email), [quoteLine(bolt.itemId), quoteLine(nut.itemId)])
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    passDeadline(t, rfq)
    const award = {
      RFQID: rfq.RFQID,
      billingAddress: 'Demo Supplies, 1 MG Road, Pune',
      awards: [
        { itemId: bolt.itemId, supplierId: a.id },
        { itemId: nut.itemId, supplierId: b.id },
      ],
    }
    const result = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', award)))
    expect(result.purchaseOrders).toHaveLength(2)
    for (const raised of result.purchaseOrders) {
      const po = v.parse(PurchaseOrderSchema, dataOf(await world.buyer.client.get(`get-po-by-id?poId=${raised.poId}`)))
      expect(po.fromRfq).toEqual({ RFQID: rfq.RFQID, rfqNumber: rfq.rfqNumber })
      const [created] = po.audit
      expect(created).toMatchObject({ action: 'created', to: 'Draft' })
      expect(created?.remarks).toBe(`Raised by the award of RFQ ${rfq.rfqNumber}`)
    }
    // Both ways: the RFQ lists the POs its award raised.
    const stored = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`))
    expect(stored.purchaseOrders.map((p) => p.poId).sort()).toEqual(result.purchaseOrders.map((p) => p.poId).sort())
  })

  it('a PO raised by hand names no RFQ, and its created entry says nothing more', async () => {
    const vendor = await addVendor(t)
    const made = poIn(await addPo(world.buyer.client, poBody(vendor.id, world.unit)))
    const po = v.parse(PurchaseOrderSchema, dataOf(await world.buyer.client.get(`get-po-by-id?poId=${made.poId}`)))
    expect(po.fromRfq).toBeNull()
    expect(po.audit[0]).toMatchObject({ action: 'created', remarks: '' })
  })
})
