import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalDelegations } from '../../../server/db/schema/approvals'
import { ApproverOptionSchema } from '../../../src/shared/approval-workflow-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { movePo } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, placeOrder } from '../shop/shop-fixtures'
import {
  approvalOf,
  dataOf,
  decide,
  type Person,
  type PoRaiser,
  pendingOf,
  person,
  poRaiser,
  refused,
  saveWorkflow,
  submittedPo,
} from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let warehouse: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  warehouse = await person(t, 'warehouse')
  raiser = await poRaiser(t, buyer)
})
afterAll(() => t.close())

const JANUARY = { from: '2026-01-01', to: '2026-01-31' }
const delegate = (from: Person, to: Person) =>
  from.client.post('set-approval-delegation', { delegateId: to.id, ...JANUARY })
const NOT_A_DELEGATE = 'The delegate must be someone who could approve in your place (an approver or admin)'

const usersOf = async (client: ApiClient, query = '') =>
  v.parse(v.array(ApproverOptionSchema), dataOf(await client.get(`get-approval-users${query}`)))

describe('delegation keeps segregation of duties', () => {
  it('a delegate never decides a document the delegator raised', async () => {
    const [a, b] = [await person(t, 'approver'), await person(t, 'approver')]
    const manager = await person(t, 'catalogue_manager')
    const product = await addProduct(manager.client, (await addCategory(manager.client)).CategoryID, { Stock: 50 })
    await saveWorkflow(admin.client, 'Order', [{ userId: a.id }])
    const order = await placeOrder(a.client, [[product.ProductID, 1]])
    expect(order.Status).toBe('Pending Approval')
    dataOf(await delegate(a, b))

    expect((await pendingOf(b.client)).map((p) => p.documentId)).not.toContain(order.OrderID)
    const { approvalId, decisions } = await approvalOf(b.client, 'Order', order.OrderID)
    expect(decisions).toEqual([])
    const msg = 'You cannot approve this order: it was raised by someone you stand in for.'
    refused(await decide(b.client, approvalId, 'approve'), 403, msg)
    refused(
      await b.client.post('update-order-status', { OrderID: order.OrderID, Status: 'Approved', Remarks: '' }),
      403,
      msg,
    )
    expect((await approvalOf(a.client, 'Order', order.OrderID)).status).toBe('Pending')
  })

  it('refuses a warehouse user or a buyer as delegate with 400 and writes nothing', async () => {
    const a = await person(t, 'approver')
    refused(await delegate(a, warehouse), 400, NOT_A_DELEGATE)
    refused(await delegate(a, buyer), 400, NOT_A_DELEGATE)
    expect(dataOf(await a.client.get('get-approval-delegations'))).toEqual([])
    // Another approver or an admin may stand in.
    dataOf(await delegate(a, await person(t, 'approver')))
    dataOf(await delegate(a, admin))
  })

  it('lets only approvers and admins delegate (403 otherwise)', async () => {
    const approver = await person(t, 'approver')
    refused(await delegate(buyer, approver), 403)
    refused(await delegate(warehouse, approver), 403)
    refused(await delegate(await person(t, 'catalogue_manager'), approver), 403)
    dataOf(await delegate(admin, approver))
  })

  it('a delegate whose role cannot hold the level decides nothing, even under a delegation made before', async () => {
    const a = await person(t, 'approver')
    await saveWorkflow(admin.client, 'PO', [{ userId: a.id }])
    const po = await submittedPo(raiser)
    await t.db.insert(approvalDelegations).values({
      id: uuidv7(),
      tenantId: t.demoTenantId,
      userId: a.id,
      delegateId: warehouse.id,
      startsOn: JANUARY.from,
      endsOn: JANUARY.to,
      createdAt: t.clock.now(),
    })
    expect(await pendingOf(warehouse.client)).toEqual([])
    const { approvalId } = await approvalOf(admin.client, 'PO', po.poId)
    const msg = 'Your role cannot hold this approval level, so you cannot stand in for it'
    refused(await decide(warehouse.client, approvalId, 'approve'), 403, msg)
    refused(await movePo(warehouse.client, po.poId, 'Approved'), 403)
  })
})

describe('get-approval-users', () => {
  it('answers 403 to buyers, warehouse users and catalogue managers', async () => {
    refused(await buyer.client.get('get-approval-users'), 403)
    refused(await warehouse.client.get('get-approval-users'), 403)
    refused(await (await person(t, 'catalogue_manager')).client.get('get-approval-users'), 403)
  })

  it('gives an approver only the users who may stand in for them; an admin everyone, or the delegates when asked', async () => {
    const approver = await person(t, 'approver')
    const forApprover = await usersOf(approver.client)
    expect(forApprover.length).toBeGreaterThan(0)
    expect(forApprover.every((u) => u.role === 'approver' || u.role === 'admin')).toBe(true)
    expect(forApprover.map((u) => u.id)).not.toContain(approver.id)
    expect(forApprover.map((u) => u.id)).toContain(admin.id)

    const forAdmin = await usersOf(admin.client)
    expect(forAdmin.map((u) => u.id)).toEqual(expect.arrayContaining([buyer.id, warehouse.id, approver.id]))
    const delegates = await usersOf(admin.client, '?for=delegate')
    expect(delegates.map((u) => u.id)).toContain(approver.id)
    expect(delegates.map((u) => u.id)).not.toContain(warehouse.id)
    expect(delegates.map((u) => u.id)).not.toContain(admin.id)
  })
})
