import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenants } from '../../../server/db/schema/tenants'
import { clearTenantCache } from '../../../server/lib/tenant'
import { setTenantPublicUrl } from '../../../server/modules/users/service'
import { approvalOf, dataOf, decide, person, saveWorkflow } from '../approvals/approval-fixtures'
import type { SendOptions } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { detailOf, linkOf, passDeadline, quoteLine, type RfqWorld, respond, rfqBody, rfqWorld } from './rfq-fixtures'

/** The server's PUBLIC_URL in these tests. */
const PUBLIC_URL = 'https://procure.example.com'
/** A client that names another host: the CSRF guard lets it through, since Host and Origin agree. */
const EVIL: SendOptions = { headers: { Host: 'evil.example', Origin: 'http://evil.example' } }

let t: TestApp
let world: RfqWorld
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL })
  world = await rfqWorld(t)
})
afterAll(() => t.close())

/** Every address in the last e-mail to a partner. */
function linksTo(email: string): string[] {
  const last = t.mailer.sent.filter((m) => m.to === email).at(-1)
  return last?.text.match(/https?:\/\/\S+/g) ?? []
}

const sendEvil = async (extra: Record<string, unknown> = {}) =>
  detailOf(await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { send: true, ...extra }), EVIL))

describe('issue 46 item 15: e-mailed links point at the configured address, never the request’s host', () => {
  it('an invitation sent with Host and Origin evil.example links to PUBLIC_URL', async () => {
    const rfq = await sendEvil()
    expect(rfq.status).toBe('Sent')
    for (const partner of world.partners) {
      const links = linksTo(partner.email)
      expect(links).toHaveLength(1)
      expect(links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/RFQ-Response\\?rfq=${rfq.RFQID}&token=`))
    }
  })

  it('a draft sent with send-rfq, and a counter offer, from evil.example link to PUBLIC_URL', async () => {
    const draft = detailOf(await world.buyer.client.post('request-for-quotation', rfqBody(t, world), EVIL))
    detailOf(await world.buyer.client.post('send-rfq', { RFQID: draft.RFQID }, EVIL))
    const [a] = world.partners
    const [bolt] = draft.items
    if (!a || !bolt) throw new Error('a partner and an item expected')
    expect(linksTo(a.email)[0]?.startsWith(`${PUBLIC_URL}/RFQ-Response?rfq=${draft.RFQID}&`)).toBe(true)
    dataOf(await respond(t.client(), linkOf(t, a.email), [quoteLine(bolt.itemId)]))
    passDeadline(t, draft)
    const respondBy = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString()
    const counter = { RFQID: draft.RFQID, supplierId: a.id, remarks: 'Sharpen the price', respondBy }
    dataOf(
      await world.buyer.client.post(
        'counter-rfq-offer',
        { ...counter, lines: [{ itemId: bolt.itemId, unitPrice: 8 }] },
        EVIL,
      ),
    )
    const last = t.mailer.sent.filter((m) => m.to === a.email).at(-1)
    expect(last?.subject).toMatch(/^Counter offer on /)
    expect(linksTo(a.email)).toEqual([expect.stringMatching(new RegExp(`^${PUBLIC_URL}/RFQ-Response\\?rfq=`))])
  })

  it('a tenant’s own public address wins over PUBLIC_URL, on every path, the approval one too', async () => {
    await setTenantPublicUrl(t.db, t.demoTenantId, 'https://buy.demo.example')
    clearTenantCache()
    try {
      const direct = await sendEvil()
      expect(linksTo(world.partners[0]?.email ?? '')[0]).toMatch(
        new RegExp(`^https://buy\\.demo\\.example/RFQ-Response\\?rfq=${direct.RFQID}&`),
      )

      const approver = await person(t, 'approver')
      await saveWorkflow(world.admin.client, 'RfQ', [{ userId: approver.id }])
      const waiting = await sendEvil()
      expect(waiting.status).toBe('Pending Approval')
      const approval = await approvalOf(approver.client, 'RfQ', waiting.RFQID)
      dataOf(await decide(approver.client, approval.approvalId, 'approve'))
      for (const partner of world.partners) {
        expect(linksTo(partner.email)).toEqual([
          expect.stringMatching(new RegExp(`^https://buy\\.demo\\.example/RFQ-Response\\?rfq=${waiting.RFQID}&`)),
        ])
      }
      const sent = t.mailer.sent.flatMap((m) => m.text.match(/https?:\/\/[^/\s]+/g) ?? [])
      expect(sent.filter((origin) => origin.includes('evil.example'))).toEqual([])
    } finally {
      await t.db.update(tenants).set({ publicUrl: null }).where(eq(tenants.id, t.demoTenantId))
      clearTenantCache()
    }
  })
})
