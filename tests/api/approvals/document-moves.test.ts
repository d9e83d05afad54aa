import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Supplier, SupplierSchema } from '../../../src/shared/supplier-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { poById } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, orderIn, placeOrder } from '../shop/shop-fixtures'
import { supplierBody } from '../suppliers/supplier-fixtures'
import {
  approvalOf,
  dataOf,
  decide,
  type Person,
  type PoRaiser,
  person,
  poRaiser,
  saveWorkflow,
  submittedPo,
} from './approval-fixtures'

// The documents' own read answers ask the engine: while an approval is Pending, only the current
// level's approver (or their delegate) is offered its decision moves, and every reader learns that
// the document has an approval (the pages' link 'View approval').

let t: TestApp
let admin: Person
let buyer: Person
let first: Person
let second: Person
let standIn: Person
let raiser: PoRaiser

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  first = await person(t, 'approver')
  second = await person(t, 'approver')
  standIn = await person(t, 'approver')
  raiser = await poRaiser(t, buyer)
})
afterAll(() => t.close())

const poMoves = async (who: Person, poId: string) => {
  const po = await poById(who.client, poId)
  return { moves: po.nextStatuses, approval: po.approval }
}

describe('the PO page follows the engine', () => {
  it('offers Approve and Reject only to the level waiting, then to the next level, and to a delegate', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }, { userId: second.id }])
    const po = await submittedPo(raiser)
    expect(po.status).toBe('Pending Approval')

    expect(await poMoves(first, po.poId)).toEqual({
      moves: ['Approved', 'Rejected'],
      approval: { exists: true, mayDecide: true },
    })
    // Level 2's approver, an admin and the buyer who raised it see no decision, but the approval.
    for (const reader of [second, admin, standIn]) {
      expect(await poMoves(reader, po.poId)).toEqual({ moves: [], approval: { exists: true, mayDecide: false } })
    }
    expect((await poMoves(buyer, po.poId)).approval).toEqual({ exists: true, mayDecide: false })
    expect((await poMoves(buyer, po.poId)).moves).not.toContain('Approved')

    const { approvalId } = await approvalOf(first.client, 'PO', po.poId)
    dataOf(await decide(first.client, approvalId, 'approve'))
    expect((await poMoves(first, po.poId)).moves).toEqual([])
    expect((await poMoves(second, po.poId)).moves).toEqual(['Approved', 'Rejected'])

    // Away on the test clock's day: level 2 falls to the stand-in, and the approver is offered nothing.
    dataOf(
      await second.client.post('set-approval-delegation', {
        delegateId: standIn.id,
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    )
    expect((await poMoves(second, po.poId)).moves).toEqual([])
    expect(await poMoves(standIn, po.poId)).toEqual({
      moves: ['Approved', 'Rejected'],
      approval: { exists: true, mayDecide: true },
    })
    dataOf(await decide(standIn.client, approvalId, 'approve'))

    // Decided: the PO moves on as usual and keeps its link to the approval.
    const approved = await poMoves(buyer, po.poId)
    expect((await poById(buyer.client, po.poId)).status).toBe('Approved')
    expect(approved).toEqual({ moves: ['Issued', 'Cancelled'], approval: { exists: true, mayDecide: true } })
  })

  it('with the workflow Off, any approver decides as before and the PO has no approval to link to', async () => {
    await saveWorkflow(admin.client, 'PO', [{ userId: first.id }], { enabled: false })
    const po = await submittedPo(raiser)
    expect(await poMoves(second, po.poId)).toEqual({
      moves: ['Approved', 'Rejected'],
      approval: { exists: false, mayDecide: true },
    })
  })
})

describe('the order page follows the engine', () => {
  it('offers Approve only to the level waiting', async () => {
    const manager = (await person(t, 'catalogue_manager')).client
    const categoryId = (await addCategory(manager)).CategoryID
    const productId = (await addProduct(manager, categoryId, { Price: 10, Stock: 10 })).ProductID
    await saveWorkflow(admin.client, 'Order', [{ userId: first.id }])
    const order = await placeOrder(buyer.client, [[productId, 1]])
    expect(order.Status).toBe('Pending Approval')
    const read = async (who: Person) => orderIn(await who.client.get(`get-order-by-id?OrderID=${order.OrderID}`))

    const mine = await read(first)
    expect(mine.NextStatuses).toContain('Approved')
    expect(mine.Approval).toEqual({ exists: true, mayDecide: true })
    const theirs = await read(second)
    expect(theirs.NextStatuses).not.toContain('Approved')
    expect(theirs.Approval).toEqual({ exists: true, mayDecide: false })
  })
})

describe('the supply partner list and read follow the engine', () => {
  it('marks a registration waiting on another approver as not theirs to decide', async () => {
    await saveWorkflow(admin.client, 'Supplier Onboarding', [{ userId: first.id }])
    const created = v.parse(SupplierSchema, dataOf(await buyer.client.post('add-supplier-partner', supplierBody())))
    const read = async (who: Person) =>
      v.parse(SupplierSchema, dataOf(await who.client.get(`get-vendor-by-id?id=${created.id}`)))
    const listed = async (who: Person) => {
      const rows = v.parse(
        v.array(SupplierSchema),
        dataOf(await who.client.get(`get-all-vendors?search_txt=${encodeURIComponent(created.name)}`)),
      )
      return rows.find((r: Supplier) => r.id === created.id)
    }

    expect((await read(first)).approval).toEqual({ exists: true, mayDecide: true })
    expect((await read(second)).approval).toEqual({ exists: true, mayDecide: false })
    expect((await listed(second))?.approval).toEqual({ exists: true, mayDecide: false })
    expect((await listed(first))?.approval).toEqual({ exists: true, mayDecide: true })
  })
})
