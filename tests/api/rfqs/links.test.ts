import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refused } from '../approvals/approval-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { linkOf, quoteLine, type RfqWorld, respond, rfqWorld, sentRfq, supplierViewOf } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
let supplier: ApiClient
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
  supplier = t.client()
})
afterAll(() => t.close())

const view = (link: { RFQID: string; token: string }, client = supplier) =>
  client.get(`rfq-response?RFQID=${link.RFQID}&token=${encodeURIComponent(link.token)}`)

/** The partner's own quotes, read with its genuine link. */
const quotesOf = async (link: { RFQID: string; token: string }) => supplierViewOf(await view(link)).quotes

describe('a partner’s signed link', () => {
  it('opens only its RFQ, showing only its own response, without a session', async () => {
    const rfq = await sentRfq(t, world)
    const [a, b] = world.partners
    if (!a || !b) throw new Error('fixture')
    const linkA = linkOf(t, a.email)
    const linkB = linkOf(t, b.email)
    await respond(supplier, linkB, [quoteLine(rfq.items[0]?.itemId ?? '', { unitPrice: 7 })])
    const seen = supplierViewOf(await view(linkA))
    expect(seen.RFQID).toBe(rfq.RFQID)
    expect(seen.supplier.supplierId).toBe(a.id)
    expect(seen.quotes).toEqual([])
    expect(JSON.stringify(seen)).not.toContain(b.name)
    // The buyer's target price (10 on the bolts) stays with the buyer.
    expect(rfq.items.some((item) => item.targetPrice === 10)).toBe(true)
    const raw = (await view(linkA)).body as { data: { items: Array<Record<string, unknown>> } }
    expect(raw.data.items.length).toBe(rfq.items.length)
    for (const item of raw.data.items) expect(item).not.toHaveProperty('targetPrice')
  })

  it('is 403 for another RFQ, tampered, forged or expired, and changes nothing', async () => {
    const first = await sentRfq(t, world)
    const [a, b] = world.partners
    if (!a || !b) throw new Error('fixture')
    const linkA = linkOf(t, a.email)
    const linkB = linkOf(t, b.email)
    const second = await sentRfq(t, world)
    const secondLink = linkOf(t, a.email)
    const line = [quoteLine(first.items[0]?.itemId ?? '')]
    const [payload = '', signature = ''] = linkA.token.split('.')
    const [, otherSignature = ''] = linkB.token.split('.')
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    const forged = Buffer.from(JSON.stringify({ r: first.RFQID, s: b.id, e: 4_000_000_000 })).toString('base64url')
    const bad: Array<[string, { RFQID: string; token: string }]> = [
      ['another RFQ’s token', { RFQID: first.RFQID, token: secondLink.token }],
      ['this token on another RFQ', { RFQID: second.RFQID, token: linkA.token }],
      ['a tampered signature', { RFQID: first.RFQID, token: `${payload}.${flipped}` }],
      ['another partner’s signature', { RFQID: first.RFQID, token: `${payload}.${otherSignature}` }],
      ['a forged payload', { RFQID: first.RFQID, token: `${forged}.${signature}` }],
      ['no signature', { RFQID: first.RFQID, token: payload }],
    ]
    for (const [name, link] of bad) {
      const res = await respond(supplier, link, line)
      expect(res.status, name).toBe(403)
      expect(res.body.status, name).toBe(false)
      refused(await view(link), 403)
    }
    expect(await quotesOf(linkA)).toEqual([])
    expect(await quotesOf(linkB)).toEqual([])
  })

  it('is refused from another tenant’s host, as if the RFQ did not exist', async () => {
    await sentRfq(t, world)
    const [a] = world.partners
    if (!a) throw new Error('fixture')
    await t.createTenant('Link Co', ['links.example'])
    const elsewhere = t.client({ domain: 'links.example', origin: 'http://links.example' })
    const res = await view(linkOf(t, a.email), elsewhere)
    expect([403, 404]).toContain(res.status)
    expect(res.body.status).toBe(false)
  })

  it('expires 30 days after the deadline: 403', async () => {
    await sentRfq(t, world)
    const [a] = world.partners
    if (!a) throw new Error('fixture')
    const link = linkOf(t, a.email)
    t.clock.advanceMinutes(31 * 24 * 60)
    refused(await view(link), 403, 'This link has expired. Ask the buyer for a new one.')
  })
})
