import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalOf, dataOf, decide, type Person, person, saveWorkflow } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { detailOf, type RfqWorld, rfqWorld, sentRfq } from './rfq-fixtures'

let t: TestApp
let world: RfqWorld
let approver: Person
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
  approver = await person(t, 'approver')
  await saveWorkflow(world.admin.client, 'RfQ', [{ userId: approver.id }])
})
afterAll(() => t.close())

const invitations = (rfqNumber: string) =>
  t.mailer.sent.filter((m) => m.subject.startsWith(`Request for quotation ${rfqNumber}`))

describe('sending with the RfQ workflow On', () => {
  it('waits in Pending Approval, then is Sent and the partners e-mailed when approved', async () => {
    const rfq = await sentRfq(t, world)
    expect(rfq.status).toBe('Pending Approval')
    expect(invitations(rfq.rfqNumber)).toHaveLength(0)
    const approval = await approvalOf(approver.client, 'RfQ', rfq.RFQID)
    dataOf(await decide(approver.client, approval.approvalId, 'approve'))
    const after = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${rfq.RFQID}`))
    expect(after.status).toBe('Sent')
    expect(after.audit.at(-1)).toMatchObject({ action: 'approval', from: 'Pending Approval', to: 'Sent' })
    expect(
      invitations(rfq.rfqNumber)
        .map((m) => m.to)
        .sort(),
    ).toEqual(world.partners.map((p) => p.email).sort())
  })

  it('goes back to Draft when sent back, and is Cancelled when rejected', async () => {
    const back = await sentRfq(t, world)
    dataOf(
      await decide(approver.client, (await approvalOf(approver.client, 'RfQ', back.RFQID)).approvalId, 'send-back'),
    )
    expect(detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${back.RFQID}`)).status).toBe('Draft')
    const no = await sentRfq(t, world)
    dataOf(await decide(approver.client, (await approvalOf(approver.client, 'RfQ', no.RFQID)).approvalId, 'reject'))
    expect(detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${no.RFQID}`)).status).toBe('Cancelled')
    expect(invitations(no.rfqNumber)).toHaveLength(0)
  })

  it('cancelling an RFQ waiting on approval withdraws the approval', async () => {
    const rfq = await sentRfq(t, world)
    dataOf(
      await world.buyer.client.post('update-rfq-status', {
        RFQID: rfq.RFQID,
        status: 'Cancelled',
        remarks: 'Not needed',
      }),
    )
    expect((await approvalOf(approver.client, 'RfQ', rfq.RFQID)).status).toBe('Withdrawn')
  })
})
