import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrderLines, purchaseOrders } from '../../../server/db/schema/purchase-orders'
import { RfqAwardResultSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { comparisonOf, detailOf, passDeadline, quoteLine, type RfqWorld, rfqBody, rfqWorld } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

const money = fc.integer({ min: 0, max: 500_000 }).map((paise) => paise / 100)
const quote = fc.record({
  unitPrice: money,
  gstPercent: fc.constantFrom(0, 5, 12, 18),
  freight: fc.integer({ min: 0, max: 10_000 }).map((paise) => paise / 100),
  deliveryDays: fc.integer({ min: 0, max: 60 }),
})
const scenario = fc.integer({ min: 1, max: 4 }).chain((itemCount) =>
  fc.record({
    quantities: fc.array(
      fc.integer({ min: 1, max: 100_000 }).map((q) => q / 100),
      {
        minLength: itemCount,
        maxLength: itemCount,
      },
    ),
    // quotes[supplier][item]: every partner quotes every item.
    quotes: fc.array(fc.array(quote, { minLength: itemCount, maxLength: itemCount }), { minLength: 3, maxLength: 3 }),
    winners: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: itemCount, maxLength: itemCount }),
  }),
)

describe('award -> purchase orders', () => {
  it('conserves every awarded quantity and amount, and never raises a PO twice', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ quantities, quotes, winners }) => {
        const items = quantities.map((quantity, i) => ({ product: `Item ${i}`, quantity, UOMID: world.unit }))
        const rfq = detailOf(
          await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { items, send: true })),
        )
        for (const [s, partner] of world.partners.entries()) {
          const lines = rfq.items.map((item, i) => quoteLine(item.itemId, { ...quotes[s]?.[i], moq: null }))
          dataOf(
            await world.buyer.client.post('record-rfq-response', { RFQID: rfq.RFQID, supplierId: partner.id, lines }),
          )
        }
        passDeadline(t, rfq)
        const grid = comparisonOf(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`))
        const awards = rfq.items.map((item, i) => ({
          itemId: item.itemId,
          supplierId: world.partners[winners[i] ?? 0]?.id ?? '',
        }))
        const body = { RFQID: rfq.RFQID, billingAddress: 'Demo Supplies, Pune', awards }
        const key = { headers: { 'Idempotency-Key': `award-${rfq.RFQID}` } }
        const first = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', body, key)))
        const replay = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', body, key)))
        const again = v.parse(RfqAwardResultSchema, dataOf(await world.buyer.client.post('award-rfq', body)))
        expect(replay).toEqual(first)
        expect(again.purchaseOrders).toEqual(first.purchaseOrders)

        const pos = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.rfqId, rfq.RFQID))
        expect(pos).toHaveLength(new Set(awards.map((a) => a.supplierId)).size)
        expect(new Set(pos.map((p) => p.vendorId)).size).toBe(pos.length)
        for (const po of pos) {
          const lines = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
          const mine = awards.filter((a) => a.supplierId === po.vendorId)
          const cells = mine.map((a) => grid.cells.find((c) => c.itemId === a.itemId && c.supplierId === a.supplierId))
          // Every awarded quantity, once, at the quoted price and GST.
          for (const [i, award] of mine.entries()) {
            const item = rfq.items.find((x) => x.itemId === award.itemId)
            const line = lines.find((l) => l.particular === item?.product)
            expect(Number(line?.quantity)).toBe(item?.quantity)
            expect(Number(line?.rate)).toBe(cells[i]?.unitPrice)
            expect(line?.gstPercent).toBe(cells[i]?.gstPercent)
          }
          // The PO's total is the awarded quotes' totals: quantity x price + GST + freight.
          const awardedPaise = cells.reduce((sum, c) => sum + Math.round((c?.totalAmount ?? 0) * 100), 0)
          expect(Math.round(Number(po.total) * 100)).toBe(awardedPaise)
        }
      }),
      { numRuns: 12 },
    )
  }, 120_000)
})
