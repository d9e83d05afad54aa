import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LINK_RATE_PER_ADDRESS, LINK_RATE_PER_TOKEN } from '../../../server/modules/rfqs/link-rate-limit'
import { dataOf, refused } from '../approvals/approval-fixtures'
import { createTestApp, nextIp, type TestApp } from '../helpers/test-app'
import { linkOf, quoteLine, type RfqWorld, respond, rfqWorld, sentRfq, supplierViewOf } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
})
afterAll(() => t.close())

const TOO_MANY = 'Too many requests. Please try again later.'
const view = (link: { RFQID: string; token: string }, ip: string) =>
  t.client({ ip }).get(`rfq-response?RFQID=${link.RFQID}&token=${encodeURIComponent(link.token)}`)

describe('the partners’ link endpoints are rate limited', () => {
  it('per link: past its limit in a minute a link gets 429 from any address, changes nothing, and works again a minute later', async () => {
    const rfq = await sentRfq(t, world)
    const [a, b] = world.partners
    if (!a || !b) throw new Error('partners expected')
    const link = linkOf(t, a.email)
    for (let i = 0; i < LINK_RATE_PER_TOKEN; i += 1) dataOf(await view(link, nextIp()))
    const over = await view(link, nextIp())
    refused(over, 429, TOO_MANY)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    const line = quoteLine(rfq.items[0]?.itemId ?? '')
    refused(await respond(t.client({ ip: nextIp() }), link, [line]), 429, TOO_MANY)
    // Another partner's link is not held back by it.
    dataOf(await view(linkOf(t, b.email), nextIp()))
    t.clock.advanceMinutes(1)
    const seen = supplierViewOf(await view(link, nextIp()))
    expect(seen.quotes).toEqual([])
  })

  it('per address: past its limit one address gets 429 even with bad tokens, other addresses do not', async () => {
    const rfq = await sentRfq(t, world)
    const ip = nextIp()
    for (let i = 0; i < LINK_RATE_PER_ADDRESS; i += 1) {
      refused(await view({ RFQID: rfq.RFQID, token: `forged-token-${i}` }, ip), 403)
    }
    refused(await view({ RFQID: rfq.RFQID, token: 'forged-token-again' }, ip), 429, TOO_MANY)
    const upload = await t.client({ ip }).post('add-rfq-response-document', {
      RFQID: rfq.RFQID,
      token: 'forged',
      Document: 'data:application/pdf;base64,JVBERi0=',
    })
    refused(upload, 429, TOO_MANY)
    const a = world.partners[0]
    if (!a) throw new Error('partner expected')
    dataOf(await view(linkOf(t, a.email), nextIp()))
  })
})
