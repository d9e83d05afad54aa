import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { movePo, poById, poIn } from '../purchase-orders/po-fixtures'
import {
  approvalOf,
  approvalRes,
  decide,
  historyOf,
  mailsTo,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  refused,
  saveWorkflow,
  stranger,
  submittedPo,
} from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let first: Person
let second: Person
let bystander: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  first = await person(t, 'approver')
  second = await person(t, 'approver')
  bystander = await person(t, 'approver')
  raiser = await poRaiser(t, buyer)
  // Level 2 only for POs from ₹50,000.
  await saveWorkflow(admin.client, 'PO', [{ userId: first.id }, { userId: second.id, minAmount: 50_000 }], {
    slaHours: 24,
  })
})
afterAll(() => t.close())

/** A submitted PO: 10 x ₹100 + 18% GST (₹1,180) unless given a rate. */
async function submitted(rate = 100): Promise<PurchaseOrder> {
  const po = await submittedPo(raiser, rate)
  expect(po.status).toBe('Pending Approval')
  return po
}

describe('a PO through a two-level workflow', () => {
  it('waits on level 1, then level 2, then is Approved; each step audited and e-mailed to the buyer', async () => {
    const po = await submitted(10_000) // 10 x ₹10,000 + GST = ₹1,18,000: both levels
    const waiting = await approvalOf(buyer.client, 'PO', po.poId)
    expect(waiting).toMatchObject({ status: 'Pending', approvalLevel: 1, priority: 'Medium', amount: 118_000 })
    expect(waiting.levels.map((l) => l.state)).toEqual(['Pending', 'Waiting'])
    expect(waiting.dueDate).toBe('2026-01-06T09:00:00.000Z')
    expect(waiting.decisions).toEqual([])

    const mine = await pendingOf(first.client)
    expect(mine.map((p) => [p.documentId, p.approvalLevel, p.requestedBy])).toContainEqual([
      po.poId,
      1,
      expect.stringContaining(buyer.email),
    ])
    expect((await pendingOf(second.client)).map((p) => p.documentId)).not.toContain(po.poId)
    expect((await approvalOf(first.client, 'PO', po.poId)).decisions).toEqual(['approve', 'reject', 'send-back'])

    // Another approver is not this level's approver; the buyer raised it.
    refused(await movePo(bystander.client, po.poId, 'Approved'), 403, 'This approval is not waiting on you')
    refused(await decide(second.client, waiting.approvalId, 'approve'), 403, 'This approval is not waiting on you')
    refused(
      await decide(buyer.client, waiting.approvalId, 'approve'),
      403,
      'You cannot approve a purchase order you raised.',
    )

    // Level 1 approves through the PO's own Approve: the PO waits on level 2.
    const afterFirst = poIn(await movePo(first.client, po.poId, 'Approved', { remarks: 'Budget ok' }))
    expect(afterFirst.status).toBe('Pending Approval')
    expect((await approvalOf(buyer.client, 'PO', po.poId)).levels.map((l) => l.state)).toEqual(['Approved', 'Pending'])
    expect((await pendingOf(second.client)).map((p) => p.documentId)).toContain(po.poId)
    // Never twice: the level-1 approver cannot decide again, the level moved on.
    refused(
      await decide(first.client, waiting.approvalId, 'approve', { level: 1 }),
      409,
      'This approval has moved on to Level 2',
    )
    refused(await decide(first.client, waiting.approvalId, 'approve'), 403)

    const done = await decide(second.client, waiting.approvalId, 'approve', { remarks: 'Go ahead' })
    expect(done.status).toBe(200)
    expect(done.body.msg).toBe('Approved')
    expect((await poById(buyer.client, po.poId)).status).toBe('Approved')
    const finished = await approvalOf(buyer.client, 'PO', po.poId)
    expect(finished.status).toBe('Approved')
    expect(finished.steps.map((s) => [s.level, s.action, s.remarks])).toEqual([
      [1, 'Submitted', 'Workflow version 1'],
      [1, 'Approved', 'Budget ok'],
      [2, 'Approved', 'Go ahead'],
    ])
    const audit = (await poById(buyer.client, po.poId)).audit.map((a) => a.to)
    expect(audit.slice(-2)).toEqual(['Pending Approval', 'Approved'])

    // Decided: nobody decides it again.
    refused(await decide(second.client, waiting.approvalId, 'approve'), 409, 'This approval is already Approved')
    expect(mailsTo(t, buyer.email, po.poNumber).map((m) => m.subject)).toEqual([
      `${po.poNumber}: was submitted for approval (2 levels)`,
      `${po.poNumber}: was approved at Level 1 by Test ${first.email}`,
      `${po.poNumber}: was approved by Test ${second.email}`,
    ])
    expect(mailsTo(t, first.email, po.poNumber)).toHaveLength(1)
    expect(mailsTo(t, second.email, po.poNumber)).toHaveLength(1)

    const history = await historyOf(buyer.client)
    expect(history.filter((h) => h.documentId === po.poId).map((h) => [h.approvalLevel, h.status])).toEqual(
      expect.arrayContaining([
        [1, 'Approved'],
        [2, 'Approved'],
      ]),
    )
    expect((await historyOf(first.client)).map((h) => h.documentId)).toContain(po.poId)
  })

  it('a PO under the threshold needs level 1 only', async () => {
    const po = await submitted(100)
    const approval = await approvalOf(buyer.client, 'PO', po.poId)
    expect(approval.levels).toHaveLength(1)
    expect(approval.priority).toBe('Low')
    expect((await decide(first.client, approval.approvalId, 'approve')).status).toBe(200)
    expect((await poById(buyer.client, po.poId)).status).toBe('Approved')
  })

  it('reject needs remarks and returns the PO Rejected to its buyer; nothing changes without remarks', async () => {
    const po = await submitted()
    const { approvalId } = await approvalOf(buyer.client, 'PO', po.poId)
    refused(await decide(first.client, approvalId, 'reject', { remarks: '  ' }), 400, 'Remarks are required to reject')
    expect((await approvalOf(buyer.client, 'PO', po.poId)).status).toBe('Pending')
    expect((await decide(first.client, approvalId, 'reject', { remarks: 'Wrong vendor' })).status).toBe(200)
    expect((await poById(buyer.client, po.poId)).status).toBe('Rejected')
    expect(mailsTo(t, buyer.email, po.poNumber).at(-1)?.text).toContain('Remarks: Wrong vendor')
  })

  it('send back returns the PO to Draft; resubmitted, it starts a new approval at level 1', async () => {
    const po = await submitted()
    const sent = await approvalOf(buyer.client, 'PO', po.poId)
    expect((await decide(first.client, sent.approvalId, 'send-back', { remarks: 'Add the quote' })).status).toBe(200)
    expect((await poById(buyer.client, po.poId)).status).toBe('Draft')
    expect((await approvalOf(buyer.client, 'PO', po.poId)).status).toBe('Sent Back')
    poIn(await movePo(buyer.client, po.poId, 'Pending Approval'))
    const again = await approvalOf(buyer.client, 'PO', po.poId)
    expect(again.approvalId).not.toBe(sent.approvalId)
    expect(again).toMatchObject({ status: 'Pending', approvalLevel: 1 })
  })

  it('a workflow changed mid-flight leaves documents in flight on the chain and version they started with', async () => {
    const po = await submitted(10_000)
    const before = await approvalOf(buyer.client, 'PO', po.poId)
    await saveWorkflow(admin.client, 'PO', [{ userId: bystander.id }])
    const after = await approvalOf(buyer.client, 'PO', po.poId)
    expect(after.workflowVersion).toBe(before.workflowVersion)
    expect(after.levels).toHaveLength(2)
    refused(await decide(bystander.client, before.approvalId, 'approve'), 403)
    expect((await decide(first.client, before.approvalId, 'approve')).status).toBe(200)
    // A new submission follows the new version.
    const next = await submitted()
    const fresh = await approvalOf(buyer.client, 'PO', next.poId)
    expect(fresh.workflowVersion).toBe(before.workflowVersion + 1)
    expect((await pendingOf(bystander.client)).map((p) => p.documentId)).toContain(next.poId)
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }, { userId: second.id, minAmount: 50_000 }])
  })

  it('bad input is 400 and decides nothing; another tenant’s approval does not exist', async () => {
    const po = await submitted()
    const { approvalId } = await approvalOf(buyer.client, 'PO', po.poId)
    for (const body of [
      { approvalId: 'nope', decision: 'approve' },
      { approvalId, decision: 'maybe' },
      { approvalId, decision: 'approve', remarks: 'a'.repeat(501) },
      { approvalId, decision: 'approve', level: 9 },
      { approvalId, decision: 'approve', remarks: 'bad\u0000' },
      [],
    ]) {
      const res = await first.client.post('decide-approval', body)
      refused(res, 400)
    }
    refused(await approvalRes(first.client, 'PO', 'x y'), 400)
    refused(await first.client.get(`get-approval?name=Invoice&id=${po.poId}`), 400)
    const outsider = await stranger(t, 'approver')
    refused(await decide(outsider.client, approvalId, 'approve'), 404, 'Approval not found')
    refused(await approvalRes(outsider.client, 'PO', po.poId), 404)
    expect(await pendingOf(outsider.client)).toEqual([])
    expect((await approvalOf(buyer.client, 'PO', po.poId)).steps).toHaveLength(1)
    // A warehouse user sees no one else's approval.
    const warehouse = await person(t, 'warehouse')
    refused(await approvalRes(warehouse.client, 'PO', po.poId), 404)
  })
})

describe('with the workflow Off', () => {
  it('a PO goes Draft -> Pending Approval -> Approved by any approver exactly as before, with no approval', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }], { enabled: false })
    const po = await submitted()
    refused(await approvalRes(buyer.client, 'PO', po.poId), 404, 'This document has no approval')
    expect(poIn(await movePo(bystander.client, po.poId, 'Approved')).status).toBe('Approved')
    // Draft or Inactive workflows route nothing either.
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }], { status: 'Inactive' })
    const other = await submitted()
    refused(await approvalRes(buyer.client, 'PO', other.poId), 404)
  })
})
