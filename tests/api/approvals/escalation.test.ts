import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScheduler } from '../../../server/lib/scheduler'
import { approvalEscalationJob, escalateDue } from '../../../server/modules/approvals/escalation'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  approvalOf,
  decide,
  mailsTo,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  saveWorkflow,
  submittedPo as submitted,
} from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let first: Person
let second: Person
let fallback: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  first = await person(t, 'approver')
  second = await person(t, 'approver')
  fallback = await person(t, 'approver')
  raiser = await poRaiser(t, buyer)
})
afterAll(() => t.close())

const submittedPo = () => submitted(raiser)

const scheduler = (owner: string) =>
  createScheduler({ db: t.db, jobs: [approvalEscalationJob(t.mailer)], now: t.clock.now, logger: t.deps.logger, owner })
const run = () =>
  escalateDue(t.db, t.clock.now(), t.mailer, (error) => {
    throw error
  })
/** Moves the clock on; everyone signs in again (sessions end after 30 idle minutes). */
async function advance(minutes: number): Promise<void> {
  t.clock.advanceMinutes(minutes)
  for (const p of [admin, buyer, first, second, fallback]) await t.signIn(p.client, p.email)
}

const overdueMails = (p: Person, po: PurchaseOrder) => mailsTo(t, p.email, `Overdue: ${po.poNumber}`)

describe('due dates and escalation', () => {
  it('marks an approval overdue once and e-mails its approver once, then escalates to the fallback, then the next level', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }, { userId: second.id }], {
      slaHours: 1,
      fallbackApproverId: fallback.id,
    })
    const po = await submittedPo()
    const { approvalId } = await approvalOf(buyer.client, 'PO', po.poId)
    await run()
    expect(overdueMails(first, po)).toHaveLength(0)

    await advance(61)
    await run()
    await run()
    expect(overdueMails(first, po)).toHaveLength(1)
    expect((await pendingOf(first.client)).find((p) => p.pendingId === approvalId)?.overdue).toBe(true)
    expect((await approvalOf(buyer.client, 'PO', po.poId)).steps.map((s) => s.action)).toEqual(['Submitted', 'Overdue'])

    // A second period later: to the fallback approver, at the same level, with a new due date.
    await advance(60)
    await run()
    const escalated = await approvalOf(buyer.client, 'PO', po.poId)
    expect(escalated.steps.at(-1)).toMatchObject({
      action: 'Escalated',
      by: null,
      remarks: `Escalated to Test ${fallback.email}`,
    })
    expect(escalated.approvalLevel).toBe(1)
    expect(escalated.overdue).toBe(false)
    expect((await pendingOf(fallback.client)).map((p) => p.pendingId)).toContain(approvalId)
    expect((await pendingOf(first.client)).map((p) => p.pendingId)).not.toContain(approvalId)
    expect(mailsTo(t, buyer.email, `${po.poNumber}: was escalated`)).toHaveLength(1)

    // Still waiting with the fallback: on to level 2.
    await advance(121)
    await run()
    const moved = await approvalOf(buyer.client, 'PO', po.poId)
    expect(moved.approvalLevel).toBe(2)
    expect(moved.steps.filter((s) => s.action === 'Escalated').map((s) => s.remarks)).toEqual([
      `Escalated to Test ${fallback.email}`,
      'Escalated to Level 2',
    ])
    expect((await decide(second.client, approvalId, 'approve')).status).toBe(200)
    expect((await approvalOf(buyer.client, 'PO', po.poId)).levels.map((l) => l.state)).toEqual([
      'Escalated',
      'Approved',
    ])
  })

  it('runs once when two processes run the job at the same time', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }], { slaHours: 1, fallbackApproverId: null })
    const po = await submittedPo()
    await advance(61)
    const [one, two] = [scheduler('process-a'), scheduler('process-b')]
    const ran = await Promise.all([one.tick(), two.tick()])
    expect(ran.flat()).toEqual(['approval-escalation'])
    expect(overdueMails(first, po)).toHaveLength(1)
    await Promise.all([one.stop(), two.stop()])
  })

  it('never handles one request twice when two runs overlap', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }], { slaHours: 1 })
    const po = await submittedPo()
    await advance(61)
    await Promise.all([run(), run()])
    expect(overdueMails(first, po)).toHaveLength(1)
    const steps = (await approvalOf(buyer.client, 'PO', po.poId)).steps.map((s) => s.action)
    expect(steps).toEqual(['Submitted', 'Overdue'])
  })
})
