import { brotliDecompressSync } from 'node:zlib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RfqComparisonSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf, person, refused, stranger } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addPartner,
  comparisonOf,
  linkOf,
  negotiationOf,
  passDeadline,
  quoteLine,
  type RfqWorld,
  respond,
  rfqWorld,
  sentRfq,
} from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

describe('the grid carries the latest round, the thread every round', () => {
  it('get-rfq-comparison sends each partner’s latest quote and round only; get-rfq-negotiation the whole thread with one', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt, nut] = rfq.items
    const [a, b] = world.partners
    if (!bolt || !nut || !a || !b) throw new Error('items and partners expected')
    const supplier = t.client()
    dataOf(await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId), quoteLine(nut.itemId)]))
    dataOf(await respond(supplier, linkOf(t, b.email), [quoteLine(bolt.itemId, { unitPrice: 11 })]))
    const thread = (supplierId: string) => `get-rfq-negotiation?RFQID=${rfq.RFQID}&supplierId=${supplierId}`
    // Sealed: no thread either.
    refused(await world.buyer.client.get(thread(a.id)), 409)

    passDeadline(t, rfq)
    const respondBy = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString()
    const countered = negotiationOf(
      await world.buyer.client.post('counter-rfq-offer', {
        RFQID: rfq.RFQID,
        supplierId: a.id,
        remarks: 'Sharpen the bolt price',
        respondBy,
        lines: [{ itemId: bolt.itemId, unitPrice: 8 }],
      }),
    )
    expect(countered.quotes.map((q) => q.round)).toEqual([1, 1])
    dataOf(await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId, { unitPrice: 8.25 })]))

    const grid = await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`)
    expect(Object.keys(dataOf(grid) as object)).not.toContain('history')
    const compared = comparisonOf(grid)
    expect(compared.suppliers.map((s) => [s.supplierId, s.round])).toEqual([
      [a.id, 2],
      [b.id, 1],
      [world.partners[2]?.id, 1],
    ])
    expect(
      compared.cells
        .map((c) => [
          c.supplierId === a.id ? 'A' : 'B',
          c.itemId === bolt.itemId ? 'bolt' : 'nut',
          c.round,
          c.unitPrice,
        ])
        .sort(),
    ).toEqual([
      ['A', 'bolt', 2, 8.25],
      ['A', 'nut', 1, 9.5],
      ['B', 'bolt', 1, 11],
    ])

    // A client that takes brotli gets the grid compressed.
    const raw = await t.app.request(`/api/get-rfq-comparison?RFQID=${rfq.RFQID}`, {
      headers: {
        Domain: world.buyer.client.domain,
        Cookie: world.buyer.client.cookieHeader(),
        'Accept-Encoding': 'br, gzip',
      },
    })
    expect(raw.headers.get('Content-Encoding')).toBe('br')
    const unpacked = JSON.parse(brotliDecompressSync(Buffer.from(await raw.arrayBuffer())).toString('utf8'))
    expect(v.parse(RfqComparisonSchema, unpacked.data).cells).toHaveLength(3)

    const approver = await person(t, 'approver')
    const withA = negotiationOf(await approver.client.get(thread(a.id)))
    expect(withA.supplier).toMatchObject({ supplierId: a.id, name: a.name, round: 2 })
    expect(withA.quotes.map((q) => [q.round, q.itemId === bolt.itemId ? 'bolt' : 'nut', q.unitPrice])).toEqual([
      [1, 'bolt', 9.5],
      [1, 'nut', 9.5],
      [2, 'bolt', 8.25],
    ])
    expect(withA.rounds.map((r) => [r.round, r.remarks, r.proposal.map((p) => p.unitPrice)])).toEqual([
      [2, 'Sharpen the bolt price', [8]],
    ])
    const withB = negotiationOf(await world.buyer.client.get(thread(b.id)))
    expect(withB.quotes.every((q) => q.supplierId === b.id)).toBe(true)
    expect(withB.rounds).toEqual([])
  })

  it('answers 404 for a partner not invited or another tenant’s RFQ, 400 for a bad id, 403 for the warehouse', async () => {
    const rfq = await sentRfq(t, world)
    passDeadline(t, rfq)
    const other = await addPartner(t)
    const thread = (supplierId: string) => `get-rfq-negotiation?RFQID=${rfq.RFQID}&supplierId=${supplierId}`
    refused(await world.buyer.client.get(thread(other.id)), 404)
    refused(await world.buyer.client.get(thread('not-a-uuid')), 400)
    refused(await world.buyer.client.get(`get-rfq-negotiation?RFQID=${rfq.RFQID}`), 400)
    const outsider = await stranger(t, 'buyer')
    refused(await outsider.client.get(thread(world.partners[0]?.id ?? '')), 404)
    const warehouse = await person(t, 'warehouse')
    refused(await warehouse.client.get(thread(world.partners[0]?.id ?? '')), 403)
  })
})
