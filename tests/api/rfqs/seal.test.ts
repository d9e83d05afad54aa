import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suppliers } from '../../../server/db/schema/suppliers'
import { LINK_RATE_PER_TOKEN } from '../../../server/modules/rfqs/link-rate-limit'
import { RecordedRfqResponseSchema } from '../../../src/shared/rfq-read-schemas'
import { dataOf, person, refused } from '../approvals/approval-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, nextIp, type TestApp } from '../helpers/test-app'
import {
  addPartner,
  comparisonOf,
  detailOf,
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

// Issue 46: sealed quotes stay sealed on every path (1, 17), a buyer never replaces what a partner
// entered itself (3), an Inactive partner's link is dead and its quote not awardable (6), an early
// close is told as such (10), and a token is taken only as it was signed (14).

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

type Link = { RFQID: string; token: string }
const viewPath = (link: Link) => `rfq-response?RFQID=${link.RFQID}&token=${encodeURIComponent(link.token)}`
const recorded = (res: Parameters<typeof dataOf>[0]) =>
  v.parse(v.strictObject(RecordedRfqResponseSchema.entries), dataOf(res))
const record = (rfqId: string, supplierId: string, lines: unknown[]) =>
  world.buyer.client.post('record-rfq-response', { RFQID: rfqId, supplierId, lines })
const buyerName = () => `Test ${world.buyer.email}`

const pdf = (text: string) =>
  `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64')}`

/** A GET of a stored file as a browser tab makes it, signed in as the client. */
const openFile = async (path: string, client: ApiClient) =>
  (await t.app.request(path, { headers: { Host: 'localhost', Cookie: client.cookieHeader() } })).status

async function partnerInactive(id: string) {
  await t.db.update(suppliers).set({ status: 'Inactive' }).where(eq(suppliers.id, id))
}

describe('a buyer records a partner’s answer (issue 46, items 1 and 3)', () => {
  it('while sealed: answered without any figure, marked as the buyer’s, never over the partner’s own quote', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt, nut] = rfq.items
    const [a, b] = world.partners
    if (!bolt || !nut || !a || !b) throw new Error('fixture')
    const supplier = t.client()
    dataOf(
      await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId), quoteLine(nut.itemId, { unitPrice: 5 })]),
    )

    // Recording for a partner that has not answered: what was recorded, no quote figures.
    const answer = await record(rfq.RFQID, b.id, [quoteLine(bolt.itemId, { unitPrice: 11 })])
    expect(recorded(answer)).toEqual({ RFQID: rfq.RFQID, supplierId: b.id, round: 1, itemIds: [bolt.itemId] })
    expect(JSON.stringify(answer.body)).not.toMatch(/unitPrice|totalAmount/)

    // Recording over what A entered itself: 409, and A's quotes neither shown nor changed.
    const over = await record(rfq.RFQID, a.id, [quoteLine(nut.itemId, { unitPrice: 1 })])
    refused(
      over,
      409,
      `${a.name} entered its own quote for Steel nut M8 in round 1: a buyer cannot replace it. Make a counter offer to record a new answer.`,
    )
    expect(JSON.stringify(over.body)).not.toMatch(/unitPrice|9\.5/)
    refused(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`), 409)

    passDeadline(t, rfq)
    const grid = comparisonOf(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`))
    const cell = (supplierId: string, itemId: string) =>
      grid.cells.find((c) => c.supplierId === supplierId && c.itemId === itemId)
    expect(cell(a.id, nut.itemId)).toMatchObject({ unitPrice: 5, recordedBy: null })
    expect(cell(b.id, bolt.itemId)).toMatchObject({ unitPrice: 11, recordedBy: buyerName() })
  })

  it('the partner’s own answer replaces a buyer’s record; a buyer never replaces the partner’s counter-offer answer', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt] = rfq.items
    const [a] = world.partners
    if (!bolt || !a) throw new Error('fixture')
    const supplier = t.client()
    dataOf(await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId, { unitPrice: 240 })]))
    passDeadline(t, rfq)
    const counter = (unitPrice: number) =>
      world.buyer.client.post('counter-rfq-offer', {
        RFQID: rfq.RFQID,
        supplierId: a.id,
        remarks: 'Can you do better?',
        respondBy: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        lines: [{ itemId: bolt.itemId, unitPrice, remarks: '' }],
      })
    dataOf(await counter(225))

    // The buyer records a phoned answer of round 2, marked as its own; the partner then answers itself.
    expect(recorded(await record(rfq.RFQID, a.id, [quoteLine(bolt.itemId, { unitPrice: 230 })]))).toMatchObject({
      round: 2,
    })
    const thread = async () =>
      negotiationOf(await world.buyer.client.get(`get-rfq-negotiation?RFQID=${rfq.RFQID}&supplierId=${a.id}`))
    expect((await thread()).quotes.find((q) => q.round === 2)).toMatchObject({
      unitPrice: 230,
      recordedBy: buyerName(),
    })
    dataOf(await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId, { unitPrice: 228 })]))
    expect((await thread()).quotes.find((q) => q.round === 2)).toMatchObject({ unitPrice: 228, recordedBy: null })

    // Now the buyer cannot put its counter (or anything) over the partner's answer.
    refused(await record(rfq.RFQID, a.id, [quoteLine(bolt.itemId, { unitPrice: 225 })]), 409)
    const after = await thread()
    expect(after.quotes.map((q) => [q.round, q.unitPrice, q.recordedBy])).toEqual([
      [1, 240, null],
      [2, 228, null],
    ])
    // A new answer by phone is a new round: a counter offer, then the buyer's marked entry.
    dataOf(await counter(226))
    dataOf(await record(rfq.RFQID, a.id, [quoteLine(bolt.itemId, { unitPrice: 227 })]))
    expect((await thread()).quotes.map((q) => [q.round, q.unitPrice, q.recordedBy])).toEqual([
      [1, 240, null],
      [2, 228, null],
      [3, 227, buyerName()],
    ])
    const audit = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`)).audit
    expect(audit.at(-1)).toMatchObject({
      action: 'response revised (round 3)',
      remarks: 'Entered by the buyer on the partner’s behalf',
    })
  })
})

describe('no path shows a figure while the quotes are sealed (issue 46, item 1)', () => {
  it('view, list, search, dashboard and e-mails carry no quoted figure; comparison and negotiation are 409', async () => {
    const rfq = await sentRfq(t, world, { title: 'Sealed probe' })
    const [bolt] = rfq.items
    const [a, b] = world.partners
    if (!bolt || !a || !b) throw new Error('fixture')
    const mailsBefore = t.mailer.sent.length
    dataOf(await respond(t.client(), linkOf(t, a.email), [quoteLine(bolt.itemId, { unitPrice: 7777.77 })]))
    dataOf(await record(rfq.RFQID, b.id, [quoteLine(bolt.itemId, { unitPrice: 8888.88 })]))
    const buyer = world.buyer.client
    refused(await buyer.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`), 409)
    refused(await buyer.get(`get-rfq-negotiation?RFQID=${rfq.RFQID}&supplierId=${a.id}`), 409)
    const reads = [
      await buyer.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`),
      await buyer.get('get-all-rfq'),
      await buyer.get('search?q=Sealed%20probe'),
      await buyer.get('get-dashboard'),
      await (await person(t, 'admin')).client.get('get-dashboard'),
    ]
    for (const res of reads) {
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.body)).not.toMatch(/7777|8888/)
    }
    for (const mail of t.mailer.sent.slice(mailsBefore)) expect(mail.text).not.toMatch(/7777|8888/)
  })
})

describe('a partner’s uploaded file follows the RFQ’s rules (issue 46, item 17)', () => {
  it('is served to nobody on the staff while sealed; once unsealed to those who read RFQs', async () => {
    const rfq = await sentRfq(t, world)
    const [bolt] = rfq.items
    const [a] = world.partners
    if (!bolt || !a) throw new Error('fixture')
    const link = linkOf(t, a.email)
    const supplier = t.client()
    const uploaded = await supplier.post('add-rfq-response-document', {
      ...link,
      Document: pdf(`price list ${Date.now()}`),
    })
    const path = v.parse(v.object({ DocumentPath: v.string() }), dataOf(uploaded)).DocumentPath
    const approver = await person(t, 'approver')
    const warehouse = await person(t, 'warehouse')
    expect(await openFile(path, world.buyer.client)).toBe(404)
    dataOf(await respond(supplier, link, [quoteLine(bolt.itemId, { attachment: path })]))
    for (const who of [world.buyer, approver, warehouse]) expect(await openFile(path, who.client)).toBe(404)
    passDeadline(t, rfq)
    expect(await openFile(path, world.buyer.client)).toBe(200)
    expect(await openFile(path, approver.client)).toBe(200)
    expect(await openFile(path, warehouse.client)).toBe(404)
  })
})

describe('an Inactive partner (issue 46, item 6)', () => {
  it('has a link that answers as expired, cannot be recorded for, countered or awarded; its quote shows, marked', async () => {
    const extra = await addPartner(t)
    const rfq = await sentRfq(t, world, { supplierIds: [...world.partners.map((p) => p.id), extra.id] })
    const [bolt, nut] = rfq.items
    const [a] = world.partners
    if (!bolt || !nut || !a) throw new Error('fixture')
    const link = linkOf(t, extra.email)
    const supplier = t.client()
    const cheap = [quoteLine(bolt.itemId, { unitPrice: 1 }), quoteLine(nut.itemId, { unitPrice: 1 })]
    dataOf(await respond(supplier, link, cheap))
    dataOf(await respond(supplier, linkOf(t, a.email), [quoteLine(bolt.itemId), quoteLine(nut.itemId)]))
    await partnerInactive(extra.id)

    const expired = 'This link has expired. Ask the buyer for a new one.'
    refused(await supplier.get(viewPath(link)), 403, expired)
    refused(await respond(supplier, link, cheap), 403, expired)
    refused(await supplier.post('add-rfq-response-document', { ...link, Document: pdf('late') }), 403, expired)
    refused(
      await record(rfq.RFQID, extra.id, cheap),
      409,
      `${extra.name} is Inactive: a response cannot be recorded for it`,
    )

    passDeadline(t, rfq)
    const grid = comparisonOf(await world.buyer.client.get(`get-rfq-comparison?RFQID=${rfq.RFQID}`))
    expect(grid.suppliers.find((s) => s.supplierId === extra.id)?.partnerStatus).toBe('Inactive')
    expect(grid.cells.filter((c) => c.supplierId === extra.id).map((c) => c.unitPrice)).toEqual([1, 1])
    for (const suggestion of grid.suggestions)
      expect(suggestion.awards.map((x) => x.supplierId)).not.toContain(extra.id)
    for (const row of grid.rows) expect(Object.values(row.best)).not.toContain(extra.id)
    refused(
      await world.buyer.client.post('counter-rfq-offer', {
        RFQID: rfq.RFQID,
        supplierId: extra.id,
        remarks: 'Match the lowest',
        respondBy: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        lines: [{ itemId: bolt.itemId, unitPrice: 1, remarks: '' }],
      }),
      409,
      `${extra.name} is Inactive: it can no longer be sent a counter offer`,
    )
    refused(
      await world.buyer.client.post('award-rfq', {
        RFQID: rfq.RFQID,
        billingAddress: 'Plant 1, Pune',
        awards: [{ itemId: bolt.itemId, supplierId: extra.id }],
      }),
      400,
      `${extra.name} is Inactive: it cannot be awarded`,
    )
    expect(detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`)).status).toBe('Closed for bids')
  })
})

describe('an early close is told as such (issue 46, item 10)', () => {
  it('the partner’s page and its refusal say bids were closed early, and when', async () => {
    const rfq = await sentRfq(t, world)
    const [a] = world.partners
    if (!a) throw new Error('fixture')
    const link = linkOf(t, a.email)
    t.clock.advanceMinutes(2)
    const closedAt = t.clock.now().toISOString()
    dataOf(
      await world.buyer.client.post('update-rfq-status', { RFQID: rfq.RFQID, status: 'Closed for bids', remarks: '' }),
    )
    const supplier = t.client()
    const view = supplierViewOf(await supplier.get(viewPath(link)))
    expect(view).toMatchObject({ open: false, closedEarlyAt: closedAt })
    const late = await respond(supplier, link, [quoteLine(rfq.items[0]?.itemId ?? '')])
    refused(
      late,
      409,
      `Bids were closed early at ${closedAt.replace('T', ' ').slice(0, 16)} UTC, before the deadline; responses are no longer accepted`,
    )
    // Past the deadline without an early close, nothing says early.
    const onTime = await sentRfq(t, world)
    const onTimeLink = linkOf(t, a.email)
    passDeadline(t, onTime)
    expect(supplierViewOf(await supplier.get(viewPath(onTimeLink))).closedEarlyAt).toBeNull()
  })
})

describe('a partner’s token is taken only as signed (issue 46, item 14)', () => {
  it('junk after the signature is 403, and every variant counts against the one link', async () => {
    await sentRfq(t, world)
    const [a] = world.partners
    if (!a) throw new Error('fixture')
    const link = linkOf(t, a.email)
    const view = (token: string) => t.client({ ip: nextIp() }).get(viewPath({ ...link, token }))
    for (const junk of ['*', '==', '~!', '%', '=', '.']) {
      refused(await view(`${link.token}${junk}`), 403)
    }
    const [payload = '', signature = ''] = link.token.split('.')
    refused(await view(`${payload}=.${signature}`), 403)
    refused(await view(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`), 403)

    const later = await sentRfq(t, world)
    const fresh = linkOf(t, a.email)
    expect(fresh.RFQID).toBe(later.RFQID)
    const variants = ['*', '==', '~!', '%', '!', '$']
    for (let i = 0; i < LINK_RATE_PER_TOKEN; i += 1) {
      const junk = variants[i % variants.length] ?? '*'
      const res = await t
        .client({ ip: nextIp() })
        .get(viewPath({ ...fresh, token: `${fresh.token}${junk.repeat(1 + Math.floor(i / variants.length))}` }))
      expect(res.status).toBe(403)
    }
    refused(await t.client({ ip: nextIp() }).get(viewPath(fresh)), 429)
  })
})
