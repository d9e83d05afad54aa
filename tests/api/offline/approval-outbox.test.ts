import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock, pageWrite } from '../../unit/offline/outbox-support'
import {
  approvalOf,
  decide,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  saveWorkflow,
  submittedPo,
} from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { browserFetch, device, drain, type NetMode } from './outbox-harness'

/**
 * A decision made offline on a phone (issue 14): the outbox keeps decide-approval under the
 * approval's scope, sends it once when the network returns, and moves it to the failed list with
 * the server's reason when someone else decided first.
 */

let t: TestApp
let raiser: PoRaiser
let arjun: Person
let anita: Person

beforeAll(async () => {
  t = await createTestApp()
  const admin = await person(t, 'admin')
  raiser = await poRaiser(t, await person(t, 'buyer'))
  arjun = await person(t, 'approver')
  anita = await person(t, 'approver')
  // Level 1 is every approver: whichever decides first decides.
  await saveWorkflow(admin.client, 'PO', [{ role: 'approver' }])
})
afterAll(() => t.close())

/** Arjun's phone, whose network is `network.mode`. */
async function arjunsPhone() {
  const network = { mode: 'ok' as NetMode }
  const net = browserFetch(
    t,
    () => arjun.client,
    () => network.mode,
  )
  const clock = manualClock()
  const phone = device(net.fetch, clock)
  await phone.outbox.signedIn(arjun.id)
  return { network, net, clock, phone }
}

/** A submitted PO and its pending approval as Arjun's list shows it. */
async function waitingApproval() {
  const po = await submittedPo(raiser)
  const row = (await pendingOf(arjun.client)).find((p) => p.documentId === po.poId)
  if (!row) throw new Error('the PO should wait on Arjun')
  return { po, row }
}

const decision = (approvalId: string, choice: 'approve' | 'reject', key: string) =>
  pageWrite(
    'decide-approval',
    { approvalId, decision: choice, remarks: choice === 'reject' ? 'Wrong vendor' : '', level: 1 },
    { userId: arjun.id, key },
  )

describe('decide-approval through the outbox', () => {
  it('is kept offline under the approval and sent once, even when the first answer is lost', async () => {
    const { network, net, clock, phone } = await arjunsPhone()
    const { po, row } = await waitingApproval()
    network.mode = 'offline'
    const kept = await phone.outbox.handle(decision(row.pendingId, 'approve', uuidv7()))
    expect(kept.status).toBe(202)
    expect((await phone.outbox.state()).pending.map((e) => [e.op, e.scope])).toEqual([
      ['decide-approval', `approval:${row.pendingId}`],
    ])

    // The server takes it but the answer never arrives; the next attempt carries the same key.
    network.mode = 'lost'
    clock.advance(60_000)
    await phone.outbox.replay()
    network.mode = 'ok'
    await drain(phone.outbox, clock)
    expect(net.tally).toMatchObject({ commits: 2, replayedAnswers: 1 })

    const approval = await approvalOf(raiser.buyer.client, 'PO', po.poId)
    expect(approval.status).toBe('Approved')
    expect(approval.steps.filter((s) => s.action === 'Approved')).toHaveLength(1)
    expect((await phone.outbox.state()).failed).toEqual([])
    phone.close()
  })

  it("fails with the server's reason when someone else decided first, and waits for Retry or Discard", async () => {
    const { network, clock, phone } = await arjunsPhone()
    const { po, row } = await waitingApproval()
    network.mode = 'offline'
    await phone.outbox.handle(decision(row.pendingId, 'approve', uuidv7()))
    // Meanwhile Anita, online, rejects it.
    expect((await decide(anita.client, row.pendingId, 'reject')).status).toBe(200)

    network.mode = 'ok'
    clock.advance(60_000)
    await phone.outbox.replay()
    const { pending, failed } = await phone.outbox.state()
    expect(pending).toEqual([])
    expect(failed.map((f) => [f.status, f.msg, f.scope])).toEqual([
      [409, 'This approval is already Rejected', `approval:${row.pendingId}`],
    ])
    expect((await approvalOf(raiser.buyer.client, 'PO', po.poId)).status).toBe('Rejected')
    phone.close()
  })
})
