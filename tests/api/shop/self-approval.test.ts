import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../../src/shared/order-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, orderIn, placeOrder, signedIn, stockOf } from './shop-fixtures'

let t: TestApp
let manager: ApiClient
let categoryId: number

beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
})
afterAll(() => t.close())

const move = (client: ApiClient, order: Pick<Order, 'OrderID'>, Status: string) =>
  client.post('update-order-status', { OrderID: order.OrderID, Status, Remarks: 'Looks fine' })
const read = async (client: ApiClient, order: Pick<Order, 'OrderID'>) =>
  orderIn(await client.get(`get-order-by-id?OrderID=${order.OrderID}`))

describe('issue 10.4: nobody approves an order they placed', () => {
  it.each([
    ['an approver', 'approver'],
    ['an admin', 'admin'],
  ] as const)('%s who placed an order gets 403, the order stays as it was; another approver approves it', async (_label, role) => {
    const placer = await signedIn(t, role)
    const otherApprover = await signedIn(t, 'approver')
    const product = (await addProduct(manager, categoryId, { Price: 10, Stock: 50 })).ProductID
    const order = await placeOrder(placer, [[product, 3]])

    expect(order.NextStatuses).not.toContain('Approved')
    const refused = await move(placer, order, 'Approved')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ status: false, msg: 'You cannot approve an order you placed.' })
    const after = await read(placer, order)
    expect(after.Status).toBe('Placed')
    expect(after.History).toHaveLength(1)

    // Sent for approval by themselves, it is still theirs: no approving it there either.
    orderIn(await move(placer, order, 'Pending Approval'))
    expect((await move(placer, order, 'Approved')).status).toBe(403)
    expect((await read(placer, order)).Status).toBe('Pending Approval')

    expect((await read(otherApprover, order)).NextStatuses).toEqual(['Approved', 'Cancelled'])
    const approved = orderIn(await move(otherApprover, order, 'Approved'))
    expect(approved.Status).toBe('Approved')
    expect(approved.History.map((h) => h.Status)).toEqual(['Placed', 'Pending Approval', 'Approved'])
    expect(await stockOf(manager, product)).toBe(47)
  })

  it('still lets the approver who placed an order withdraw it (cancelling decides on nobody else)', async () => {
    const placer = await signedIn(t, 'approver')
    const product = (await addProduct(manager, categoryId, { Price: 10, Stock: 50 })).ProductID
    const order = await placeOrder(placer, [[product, 2]])
    expect(order.NextStatuses).toEqual(['Pending Approval', 'Cancelled'])
    expect(orderIn(await move(placer, order, 'Cancelled')).Status).toBe('Cancelled')
    expect(await stockOf(manager, product)).toBe(50)
  })
})
