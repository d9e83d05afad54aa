import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DashboardSummarySchema, type RoleFigures } from '../../../src/shared/dashboard'
import { type Person, person } from '../approvals/approval-fixtures'
import { createTestApp, nextId, type TestApp } from '../helpers/test-app'
import { unitIds } from '../purchase-orders/po-fixtures'
import { addPartner, linkOf, quoteLine, type RfqWorld, respond, rfqBody, sentRfq } from '../rfqs/rfq-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const HOUR = 3_600_000
const hoursAhead = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString()

/** A tenant of its own with two buyers, an approver and two Active partners, RFQs sent by the first buyer. */
async function rfqTenant() {
  const domain = `dashrfq${nextId()}.test`
  const tenant = { id: await t.createTenant(`Dash RFQ ${domain}`, [domain]), domain }
  const buyer = await person(t, 'buyer', tenant)
  const partners = [await addPartner(t, { tenantId: tenant.id }), await addPartner(t, { tenantId: tenant.id })]
  const unit = (await unitIds(buyer.client)).Nos ?? 0
  const world: RfqWorld = { buyer, admin: await person(t, 'admin', tenant), partners, unit }
  return { tenant, world }
}

async function buyerFigures(p: Person): Promise<Extract<RoleFigures, { role: 'buyer' }>> {
  const res = await p.client.get('get-dashboard')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { figures } = v.parse(DashboardSummarySchema, res.body.data)
  if (figures.role !== 'buyer') throw new Error(`buyer figures expected, got ${figures.role}`)
  return figures
}

describe('buyer RFQ figures', () => {
  it('counts their Sent RFQs closing within three days and the responses in on their open RFQs', async () => {
    const { tenant, world } = await rfqTenant()
    const colleague = await person(t, 'buyer', tenant)
    await sentRfq(t, world, { responseDeadline: hoursAhead(73) })
    await sentRfq(t, { ...world, buyer: colleague }, { responseDeadline: hoursAhead(2) })
    // A draft closing tomorrow is not sent: not closing soon.
    const draft = await world.buyer.client.post(
      'request-for-quotation',
      rfqBody(t, world, { responseDeadline: hoursAhead(24) }),
    )
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    // Sent last, so each partner's latest link is this one's.
    const soon = await sentRfq(t, world, { responseDeadline: hoursAhead(71) })

    const before = await buyerFigures(world.buyer)
    expect(before.rfqsClosingSoon).toEqual({
      count: 1,
      href: '/Manage-RFQs?createdBy=me&closingWithin=3&sort=responseDeadline&dir=asc',
    })
    expect(before.rfqResponsesIn).toEqual({ count: 0, href: '/Manage-RFQs?createdBy=me&responses=received' })

    const item = soon.items[0]
    if (!item) throw new Error('an item expected')
    const supplier = t.client({ domain: tenant.domain })
    for (const partner of world.partners) {
      const res = await respond(supplier, linkOf(t, partner.email), [quoteLine(item.itemId)])
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect((await buyerFigures(world.buyer)).rfqResponsesIn.count).toBe(2)
    // The colleague's figures count only their own RFQ.
    const theirs = await buyerFigures(colleague)
    expect(theirs.rfqsClosingSoon.count).toBe(1)
    expect(theirs.rfqResponsesIn.count).toBe(0)

    // A cancelled RFQ is no longer open: neither closing soon nor its responses count.
    const cancel = await world.buyer.client.post('update-rfq-status', {
      RFQID: soon.RFQID,
      status: 'Cancelled',
      remarks: '',
    })
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200)
    const after = await buyerFigures(world.buyer)
    expect([after.rfqsClosingSoon.count, after.rfqResponsesIn.count]).toEqual([0, 0])
  })

  it('shows nothing of another tenant, and no RFQ figures to other roles', async () => {
    const { world } = await rfqTenant()
    await sentRfq(t, world, { responseDeadline: hoursAhead(5) })
    expect((await buyerFigures(world.buyer)).rfqsClosingSoon.count).toBe(1)

    const elsewhere = await rfqTenant()
    const outsider = await buyerFigures(elsewhere.world.buyer)
    expect(outsider.rfqsClosingSoon.count).toBe(0)
    expect(outsider.rfqResponsesIn.count).toBe(0)

    const admin = await world.admin.client.get('get-dashboard')
    expect(admin.status).toBe(200)
    const { figures } = v.parse(DashboardSummarySchema, admin.body.data)
    expect(figures.role).toBe('admin')
    // The answer as sent (parsing would drop keys the admin's schema does not have).
    expect(admin.body.data).not.toHaveProperty('figures.rfqsClosingSoon')
    expect(admin.body.data).not.toHaveProperty('figures.rfqResponsesIn')
  })
})
