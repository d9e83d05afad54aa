import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PurchaseOrderSchema } from '../../../src/shared/po-read-schemas'
import { RfqAwardResultSchema, RfqPageSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf, refused } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  comparisonOf,
  linkOf,
  negotiationOf,
  passDeadline,
  quoteLine,
  type RfqWorld,
  respond,
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

describe('an RFQ from sending to the award', () => {
  it('sends links, keeps quotes sealed, compares, counters and awards into one Draft PO per partner', async () => {
    const rfq = await sentRfq(t, world)
    expect(rfq.status).toBe('Sent')
    expect(rfq.rfqNumber).toMatch(/^RFQ-2026-\d{6}$/)
    const [bolt, nut] = rfq.items
    if (!bolt || !nut) throw new Error('two items expected')
    const [a, b, c] = world.partners
    if (!a || !b || !c) throw new Error('three partners expected')
    for (const p of world.partners)
      expect(t.mailer.sent.some((m) => m.to === p.email && m.subject.includes(rfq.rfqNumber))).toBe(true)

    const supplier = t.client()
    const linkA = linkOf(t, a.email)
    const linkB = linkOf(t, b.email)
    const seen = supplierViewOf(
      await supplier.get(`rfq-response?RFQID=${linkA.RFQID}&token=${encodeURIComponent(linkA.token)}`),
    )
    expect(seen.supplier.name).toBe(a.name)
    expect(seen.open).toBe(true)
    expect(seen.quotes).toEqual([])

    // A quotes both items, then revises the bolt; B quotes only the nut, cheaper.
    dataOf(await respond(supplier, linkA, [quoteLine(bolt.itemId), quoteLine(nut.itemId, { unitPrice: 5 })]))
    const revised = supplierViewOf(await respond(supplier, linkA, [quoteLine(bolt.itemId, { unitPrice: 9 })]))
    expect(revised.quotes.find((q) => q.itemId === bolt.itemId)?.unitPrice).toBe(9)
    dataOf(await respond(supplier, linkB, [quoteLine(nut.itemId, { unitPrice: 4, freight: 0, deliveryDays: 3 })]))

    // Sealed: who responded, but no comparison.
    const sealed = await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`)
    const detail = v.parse(
      v.object({ sealed: v.boolean(), partners: v.array(v.object({ responseStatus: v.string() })) }),
      dataOf(sealed),
    )
    expect(detail.sealed).toBe(true)
    expect(detail.partners.map((p) => p.responseStatus).sort()).toEqual(['Invited', 'Submitted', 'Submitted'])
    expect(JSON.stringify(sealed.body)).not.toContain('unitPrice')
    refused(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`), 409)

    passDeadline(t, rfq)
    refused(await respond(supplier, linkA, [quoteLine(bolt.itemId)]), 409)
    const grid = comparisonOf(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`))
    expect(grid.status).toBe('Closed for bids')
    expect(grid.cells).toHaveLength(3)
    const boltA = grid.cells.find((x) => x.itemId === bolt.itemId && x.supplierId === a.id)
    // 100 x 9 = 900 + 18% = 1062 + 50 freight = 1112; landed 11.12 a unit.
    expect(boltA).toMatchObject({ totalAmount: 1112, landedUnitCost: 11.12 })
    const nutRow = grid.rows.find((r) => r.itemId === nut.itemId)
    expect(nutRow?.best.totalAmount).toBe(b.id)
    expect(grid.suggestions.map((s) => s.kind)).toEqual([
      'lowest-single-supplier',
      'lowest-per-item',
      'earliest-delivery',
    ])
    expect(grid.suggestions[0]?.awards.every((x) => x.supplierId === a.id)).toBe(true)
    expect(grid.suggestions[1]?.awards).toEqual([
      { itemId: bolt.itemId, supplierId: a.id },
      { itemId: nut.itemId, supplierId: b.id },
    ])

    // Counter A's bolt at ₹8.50; A answers through a fresh link; both rounds are kept.
    const respondBy = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString()
    const countered = negotiationOf(
      await world.buyer.client.post('counter-rfq-offer', {
        RFQID: rfq.RFQID,
        supplierId: a.id,
        remarks: 'Can you match 8.50?',
        respondBy,
        lines: [{ itemId: bolt.itemId, unitPrice: 8.5 }],
      }),
    )
    expect(countered.status).toBe('Under Evaluation')
    expect(countered.supplier).toMatchObject({ supplierId: a.id, round: 2, responseStatus: 'Under Review' })
    expect(countered.rounds.map((r) => r.round)).toEqual([2])
    const counterLink = linkOf(t, a.email)
    const answer = supplierViewOf(await respond(supplier, counterLink, [quoteLine(bolt.itemId, { unitPrice: 8.5 })]))
    expect(answer.currentRound).toBe(2)
    const after = comparisonOf(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`))
    expect(after.cells.find((x) => x.itemId === bolt.itemId && x.supplierId === a.id)?.round).toBe(2)
    // The grid carries only the latest round; the thread with A keeps both.
    expect(after.cells).toHaveLength(3)
    expect(after.suppliers.find((s) => s.supplierId === a.id)?.round).toBe(2)
    const thread = negotiationOf(
      await world.buyer.client.get(`get-rfq-negotiation?RFQID=${rfq.RFQID}&supplierId=${a.id}`),
    )
    expect(thread.quotes.filter((q) => q.itemId === bolt.itemId).map((q) => [q.round, q.unitPrice])).toEqual([
      [1, 9],
      [2, 8.5],
    ])

    // Award per item to two partners: two Draft POs, linked back; C (no response) is not told, nothing twice.
    const award = {
      RFQID: rfq.RFQID,
      billingAddress: 'Demo Supplies, 1 MG Road, Pune',
      awards: [
        { itemId: bolt.itemId, supplierId: a.id },
        { itemId: nut.itemId, supplierId: b.id },
      ],
    }
    const result = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', award)))
    expect(result.status).toBe('Awarded')
    expect(result.purchaseOrders).toHaveLength(2)
    const again = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', award)))
    expect(again.purchaseOrders).toEqual(result.purchaseOrders)
    const pos = await Promise.all(
      result.purchaseOrders.map(async (p) =>
        v.parse(PurchaseOrderSchema, dataOf(await world.buyer.client.get(`get-po-by-id?poId=${p.poId}`))),
      ),
    )
    const poA = pos.find((p) => p.vendorName === a.name)
    expect(poA?.status).toBe('Draft')
    // 100 x 8.50 = 850 + 18% = 1003, plus the ₹50 freight line.
    expect(poA?.totalValue).toBe(1053)
    // Issue 46 item 20: the freight line is a lot, not a box or a piece of the goods' unit.
    const freight = poA?.products.find((line) => line.Particular === 'Freight')
    expect(freight).toMatchObject({ Quantity: 1, UOMName: 'Lot', BudgetedRate: 50 })
    expect(poA?.products.find((line) => line.Particular !== 'Freight')?.UOMName).not.toBe('Lot')
    const list = v.parse(RfqPageSchema, await world.buyer.client.get('get-all-rfq?status=Awarded').then((r) => r.body))
    expect(list.data.map((r) => r.RFQID)).toContain(rfq.RFQID)
    expect(list.data.find((r) => r.RFQID === rfq.RFQID)).toMatchObject({ responses: 2, invited: 3 })
  })
})
