import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WaitingDocumentsSchema } from '../../../src/shared/approval-workflow-schemas'
import { DashboardSummarySchema } from '../../../src/shared/dashboard'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { movePo, poById } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, orderIn, placeOrder } from '../shop/shop-fixtures'
import {
  approvalOf,
  approvalRes,
  dataOf,
  mailsTo,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  refused,
  submittedPo,
} from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let approver: Person
let lead: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  approver = await person(t, 'approver')
  lead = await person(t, 'approver')
  raiser = await poRaiser(t, buyer)
})
afterAll(() => t.close())

const waitingAmounts = async (client: ApiClient, type: string) =>
  v.parse(WaitingDocumentsSchema, dataOf(await client.get(`get-approval-workflow-waiting?type=${type}`))).amounts

async function adminFigures() {
  const res = await admin.client.get('get-dashboard')
  const { figures } = v.parse(DashboardSummarySchema, dataOf(res))
  if (figures.role !== 'admin') throw new Error('not the admin figures')
  return figures
}

describe('documents already waiting when a workflow is switched on', () => {
  it('POs pending under the single-step rule join the new chain at Level 1, in the approver’s queue and the bottlenecks', async () => {
    const pos = [await submittedPo(raiser), await submittedPo(raiser, 200), await submittedPo(raiser, 300)]
    for (const po of pos) refused(await approvalRes(admin.client, 'PO', po.poId), 404)
    expect(await waitingAmounts(admin.client, 'PO')).toEqual([1180, 2360, 3540])
    refused(await approver.client.get('get-approval-workflow-waiting?type=PO'), 403)

    const body = { type: 'PO', enabled: true, status: 'Active', approvers: [{ userId: lead.id }, { role: 'approver' }] }
    const saved = await admin.client.post('save-approval-workflow', body)
    dataOf(saved)
    expect(saved.body.msg).toBe('Workflow saved; 3 waiting documents joined it at Level 1')
    expect(await waitingAmounts(admin.client, 'PO')).toEqual([])

    // Every one of them waits on Level 1's approver, who was told so.
    const queue = await pendingOf(lead.client)
    expect(queue.filter((p) => p.approvalType === 'PO').map((p) => [p.documentId, p.approvalLevel])).toEqual(
      pos.map((po) => [po.poId, 1]),
    )
    for (const po of pos) expect(mailsTo(t, lead.email, `${po.poNumber} waits for your approval`)).toHaveLength(1)
    const detail = await approvalOf(buyer.client, 'PO', pos[0]?.poId ?? '')
    expect(detail.steps[0]).toMatchObject({ action: 'Submitted', by: `Test ${admin.email}` })
    expect(detail.steps[0]?.remarks).toContain('Joined workflow version 1')

    // The admin's tile and bottleneck list agree.
    const figures = await adminFigures()
    const tile = figures.openPoValueByStatus.find((s) => s.status === 'Pending Approval')?.count
    expect(tile).toBe(3)
    expect(figures.bottlenecks.filter((b) => b.approvalType === 'PO')).toHaveLength(3)

    // The old one-click approve is refused: only the chain decides, level by level.
    const first = pos[0]?.poId ?? ''
    refused(await movePo(approver.client, first, 'Approved'), 403, 'This approval is not waiting on you')
    expect((await poById(buyer.client, first)).status).toBe('Pending Approval')
    const page = await poById(approver.client, first)
    expect(page.approval).toEqual({ exists: true, mayDecide: false })
    expect((await movePo(lead.client, first, 'Approved')).status).toBe(200)
    expect((await poById(buyer.client, first)).status).toBe('Pending Approval')
    expect((await movePo(approver.client, first, 'Approved')).status).toBe(200)
    expect((await poById(buyer.client, first)).status).toBe('Approved')
  })

  it('orders placed under the single-step rule move to Pending Approval in the approvers’ queue', async () => {
    const manager = await person(t, 'catalogue_manager')
    const category = await addCategory(manager.client)
    const product = await addProduct(manager.client, category.CategoryID, { Price: 10, Stock: 100 })
    const order = await placeOrder(buyer.client, [[product.ProductID, 2]])
    expect(order.Status).toBe('Placed')
    expect(await waitingAmounts(admin.client, 'Order')).toEqual([Number(order.Total)])

    const saved = await admin.client.post('save-approval-workflow', {
      type: 'Order',
      enabled: true,
      status: 'Active',
      approvers: [{ role: 'approver' }],
    })
    expect(saved.body.msg).toBe('Workflow saved; 1 waiting document joined it at Level 1')
    const after = orderIn(await buyer.client.get(`get-order-by-id?OrderID=${order.OrderID}`))
    expect(after.Status).toBe('Pending Approval')
    expect((await pendingOf(approver.client)).map((p) => p.documentId)).toContain(order.OrderID)
  })

  it('a PO below every level keeps the single-step rule until a change of levels takes it in', async () => {
    const high = [{ role: 'approver', minAmount: 100_000 }]
    dataOf(
      await admin.client.post('save-approval-workflow', {
        type: 'PO',
        enabled: true,
        status: 'Active',
        approvers: high,
      }),
    )
    const po = await submittedPo(raiser, 50)
    refused(await approvalRes(admin.client, 'PO', po.poId), 404)
    expect(await waitingAmounts(admin.client, 'PO')).toEqual([590])

    const current = await admin.client.get('get-approval-workflow?type=PO')
    const version = (dataOf(current) as { version: number }).version
    const body = { type: 'PO', enabled: true, status: 'Active', approvers: [{ role: 'approver' }], version }
    const saved = await admin.client.post('save-approval-workflow', body)
    expect(saved.body.msg).toBe('Workflow saved; 1 waiting document joined it at Level 1')
    expect((await pendingOf(approver.client)).map((p) => p.documentId)).toContain(po.poId)
    expect((await approvalOf(buyer.client, 'PO', po.poId)).status).toBe('Pending')
  })
})
