import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DelegationSchema } from '../../../src/shared/approval-request-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { poById } from '../purchase-orders/po-fixtures'
import {
  approvalOf,
  dataOf,
  decide,
  historyOf,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  refused,
  saveWorkflow,
  stranger,
  submittedPo as submitted,
} from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  raiser = await poRaiser(t, buyer)
})
afterAll(() => t.close())

const submittedPo = () => submitted(raiser)

const delegate = (from: Person, to: Person, range = { from: '2026-01-01', to: '2026-01-31' }) =>
  from.client.post('set-approval-delegation', { delegateId: to.id, ...range })

describe('delegation', () => {
  it('follows a chain A -> B -> C: C decides for A, the history says so, A and B no longer can', async () => {
    const [a, b, c] = [await person(t, 'approver'), await person(t, 'approver'), await person(t, 'approver')]
    await saveWorkflow(admin.client, 'PO', [{ userId: a.id }])
    const po = await submittedPo()
    expect(dataOf(await delegate(a, b))).toMatchObject({ delegateId: b.id, from: '2026-01-01', to: '2026-01-31' })
    dataOf(await delegate(b, c))

    expect((await pendingOf(a.client)).map((p) => p.documentId)).not.toContain(po.poId)
    expect((await pendingOf(b.client)).map((p) => p.documentId)).not.toContain(po.poId)
    const forC = (await pendingOf(c.client)).find((p) => p.documentId === po.poId)
    expect(forC?.onBehalfOf).toBe(`Test ${a.email}`)
    expect(dataOf(await c.client.get('get-pending-approval-count'))).toEqual({ count: 1 })

    const { approvalId } = await approvalOf(c.client, 'PO', po.poId)
    refused(await decide(a.client, approvalId, 'approve'), 403)
    refused(await decide(b.client, approvalId, 'approve'), 403)
    expect((await decide(c.client, approvalId, 'approve', { remarks: 'Covering' })).status).toBe(200)
    expect((await poById(buyer.client, po.poId)).status).toBe('Approved')

    const step = (await approvalOf(buyer.client, 'PO', po.poId)).steps.at(-1)
    expect(step).toMatchObject({ action: 'Approved', by: `Test ${c.email}`, onBehalfOf: `Test ${a.email}` })
    const row = (await historyOf(buyer.client)).find((h) => h.documentId === po.poId)
    expect(row?.finalReviewer).toBe(`Test ${c.email} for Test ${a.email}`)
    // A sees the decision made in their name.
    expect((await historyOf(a.client)).map((h) => h.documentId)).toContain(po.poId)
  })

  it('is cycle-safe: A -> B -> A ends at B, who decides', async () => {
    const [a, b] = [await person(t, 'approver'), await person(t, 'approver')]
    await saveWorkflow(admin.client, 'PO', [{ userId: a.id }])
    const po = await submittedPo()
    dataOf(await delegate(a, b))
    dataOf(await delegate(b, a))
    expect((await pendingOf(b.client)).map((p) => p.documentId)).toContain(po.poId)
    expect((await pendingOf(a.client)).map((p) => p.documentId)).not.toContain(po.poId)
    const { approvalId } = await approvalOf(b.client, 'PO', po.poId)
    expect((await decide(b.client, approvalId, 'approve')).status).toBe(200)
  })

  it('only counts on the days of its range, and can be removed', async () => {
    const [a, b] = [await person(t, 'approver'), await person(t, 'approver')]
    await saveWorkflow(admin.client, 'PO', [{ userId: a.id }])
    const po = await submittedPo()
    const later = v.parse(DelegationSchema, dataOf(await delegate(a, b, { from: '2026-02-01', to: '2026-02-10' })))
    expect((await pendingOf(b.client)).map((p) => p.documentId)).not.toContain(po.poId)
    expect((await pendingOf(a.client)).map((p) => p.documentId)).toContain(po.poId)
    const now = v.parse(DelegationSchema, dataOf(await delegate(a, b)))
    expect((await pendingOf(b.client)).map((p) => p.documentId)).toContain(po.poId)
    const mine = v.parse(v.array(DelegationSchema), dataOf(await a.client.get('get-approval-delegations')))
    expect(mine.map((d) => d.delegationId)).toEqual([now.delegationId, later.delegationId])
    // Someone else's delegation cannot be removed.
    refused(await b.client.post('remove-approval-delegation', { delegationId: now.delegationId }), 404)
    dataOf(await a.client.post('remove-approval-delegation', { delegationId: now.delegationId }))
    expect((await pendingOf(a.client)).map((p) => p.documentId)).toContain(po.poId)
  })

  it('never lets the raiser decide, and never takes them as a delegate', async () => {
    const a = await person(t, 'approver')
    await saveWorkflow(admin.client, 'PO', [{ userId: a.id }])
    const po = await submittedPo()
    refused(await delegate(a, buyer), 400)
    expect(await pendingOf(buyer.client)).toEqual([])
    const { approvalId } = await approvalOf(buyer.client, 'PO', po.poId)
    refused(await decide(buyer.client, approvalId, 'approve'), 403, 'You cannot approve a purchase order you raised.')
  })

  it('refuses bad delegations with 400 and writes nothing', async () => {
    const a = await person(t, 'approver')
    const outsider = await stranger(t, 'approver')
    const cases: [Record<string, unknown>, string][] = [
      [{ delegateId: a.id, from: '2026-01-05', to: '2026-01-09' }, 'You cannot delegate to yourself'],
      [{ delegateId: outsider.id, from: '2026-01-05', to: '2026-01-09' }, 'Delegate not found'],
      [{ delegateId: buyer.id, from: '2026-01-05', to: '2026-01-04' }, 'The end date cannot be before the start date'],
      [{ delegateId: buyer.id, from: '2025-12-01', to: '2025-12-31' }, 'The delegation has already ended'],
      [{ delegateId: buyer.id, from: '2026-02-30', to: '2026-03-01' }, 'Choose the first day of the delegation'],
      [{ delegateId: 'someone', from: '2026-01-01', to: '2026-01-02' }, 'Choose a delegate'],
    ]
    for (const [body, msg] of cases) refused(await a.client.post('set-approval-delegation', body), 400, msg)
    expect(dataOf(await a.client.get('get-approval-delegations'))).toEqual([])
  })
})
