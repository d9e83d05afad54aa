import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SupplierSchema } from '../../../src/shared/supplier-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, orderIn, placeOrder, stockOf } from '../shop/shop-fixtures'
import { supplierBody } from '../suppliers/supplier-fixtures'
import { approvalOf, dataOf, decide, type Person, pendingOf, person, refused, saveWorkflow } from './approval-fixtures'

let t: TestApp
let admin: Person
let buyer: Person
let approver: Person
let other: Person
let manager: ApiClient
let categoryId: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  approver = await person(t, 'approver')
  other = await person(t, 'approver')
  manager = (await person(t, 'catalogue_manager')).client
  categoryId = (await addCategory(manager)).CategoryID
})
afterAll(() => t.close())

const product = async () => (await addProduct(manager, categoryId, { Price: 10, Stock: 100 })).ProductID
const move = (client: ApiClient, OrderID: string, Status: string, Remarks = '') =>
  client.post('update-order-status', { OrderID, Status, Remarks })
const orderStatus = async (id: string) => orderIn(await buyer.client.get(`get-order-by-id?OrderID=${id}`)).Status

describe('orders through the Order workflow', () => {
  it('checkout submits the order; the level’s approver approves it with the order’s own Approve', async () => {
    await saveWorkflow(admin.client, 'Order', [{ userId: approver.id }])
    const order = await placeOrder(buyer.client, [[await product(), 3]])
    expect(order.Status).toBe('Pending Approval')
    expect(order.History.map((h) => h.Status)).toEqual(['Placed', 'Pending Approval'])
    expect((await pendingOf(approver.client)).map((p) => [p.documentId, p.approvalType, p.urlName])).toContainEqual([
      order.OrderID,
      'Order',
      'Order',
    ])
    refused(await move(other.client, order.OrderID, 'Approved'), 403, 'This approval is not waiting on you')
    expect(orderIn(await move(approver.client, order.OrderID, 'Approved', 'Fine')).Status).toBe('Approved')
    expect((await approvalOf(buyer.client, 'Order', order.OrderID)).status).toBe('Approved')
  })

  it('rejected, the order is cancelled and its stock returned; cancelled while waiting, the approval is withdrawn', async () => {
    const item = await product()
    const order = await placeOrder(buyer.client, [[item, 4]])
    expect(await stockOf(manager, item)).toBe(96)
    const { approvalId } = await approvalOf(approver.client, 'Order', order.OrderID)
    expect((await decide(approver.client, approvalId, 'reject', { remarks: 'Not needed' })).status).toBe(200)
    expect(await orderStatus(order.OrderID)).toBe('Cancelled')
    expect(await stockOf(manager, item)).toBe(100)

    const second = await placeOrder(buyer.client, [[item, 1]])
    expect(orderIn(await move(buyer.client, second.OrderID, 'Cancelled')).Status).toBe('Cancelled')
    expect((await approvalOf(buyer.client, 'Order', second.OrderID)).status).toBe('Withdrawn')
    expect((await pendingOf(approver.client)).map((p) => p.documentId)).not.toContain(second.OrderID)
  })

  it('sent back, the order is Placed again; it cannot be approved around the workflow, only resubmitted', async () => {
    const order = await placeOrder(buyer.client, [[await product(), 1]])
    const { approvalId } = await approvalOf(approver.client, 'Order', order.OrderID)
    expect((await decide(approver.client, approvalId, 'send-back', { remarks: 'Split it' })).status).toBe(200)
    expect(await orderStatus(order.OrderID)).toBe('Placed')
    refused(
      await move(approver.client, order.OrderID, 'Approved'),
      409,
      'This order needs approval: submit it for approval first',
    )
    expect(orderIn(await move(buyer.client, order.OrderID, 'Pending Approval')).Status).toBe('Pending Approval')
    expect((await approvalOf(buyer.client, 'Order', order.OrderID)).status).toBe('Pending')
  })

  it('with the workflow Off, checkout places the order and any approver approves it, as before', async () => {
    await saveWorkflow(admin.client, 'Order', [{ userId: approver.id }], { enabled: false })
    const order = await placeOrder(buyer.client, [[await product(), 1]])
    expect(order.Status).toBe('Placed')
    expect(orderIn(await move(other.client, order.OrderID, 'Approved')).Status).toBe('Approved')
  })
})

describe('supplier onboarding through its workflow', () => {
  const statusOf = async (id: string) =>
    v.parse(SupplierSchema, dataOf(await approver.client.get(`get-vendor-by-id?id=${id}`))).status

  it('a new partner waits on the level’s approver; sent back, the registrar’s edit submits it again; then activated', async () => {
    await saveWorkflow(admin.client, 'Supplier Onboarding', [{ role: 'approver' }])
    const body = supplierBody()
    const created = v.parse(SupplierSchema, dataOf(await buyer.client.post('add-supplier-partner', body)))
    const first = await approvalOf(approver.client, 'Supplier Onboarding', created.id)
    expect(first).toMatchObject({ status: 'Pending', urlName: 'Supplier-Onboarding', priority: 'Medium' })
    // A role level: any approver may decide; the warehouse may not.
    const warehouse = await person(t, 'warehouse')
    refused(await decide(warehouse.client, first.approvalId, 'approve'), 403, 'This approval is not waiting on you')
    expect((await decide(other.client, first.approvalId, 'send-back', { remarks: 'PAN missing' })).status).toBe(200)
    expect(await statusOf(created.id)).toBe('Pending Onboarding')

    const edited = await buyer.client.post('update-supplier-partner', { ...body, version: created.version })
    dataOf(edited)
    const again = await approvalOf(approver.client, 'Supplier Onboarding', created.id)
    expect(again.approvalId).not.toBe(first.approvalId)
    // The partner's own Activate is the engine's decision now.
    const res = await approver.client.post('update-supplier-status', {
      id: created.id,
      status: 'Active',
      remarks: 'OK',
    })
    dataOf(res)
    expect(await statusOf(created.id)).toBe('Active')
    expect((await approvalOf(buyer.client, 'Supplier Onboarding', created.id)).status).toBe('Approved')
  })
})
