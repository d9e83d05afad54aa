import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BudgetLeftSchema, type BudgetStanding } from '../../../src/shared/budget-schemas'
import { approvalOf, decide, type Person, person, refused, saveWorkflow } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poById, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addToCart, cartIn, createOrder, orderBody, orderIn } from '../shop/shop-fixtures'
import { addBudget, addDepartment, answered, assign } from './budget-fixtures'

/**
 * Committed is everything booked (placed and waiting orders, submitted POs, approved and on), checked
 * under a per-department lock at checkout and PO submit, and again at each approval (issue 46 item 2).
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** ₹300 plus 12% GST: one order of one piece. */
const ORDER_TOTAL = 336

/** A department with a January 2026 budget (the test clock's month) and `members` buyers in it. */
async function department(amount: number, members = 1) {
  const admin = await person(t, 'admin')
  const dept = await addDepartment(admin.client)
  const buyers: Person[] = []
  for (let i = 0; i < members; i += 1) {
    const buyer = await person(t, 'buyer')
    await assign(admin.client, buyer.id, dept.departmentId)
    buyers.push(buyer)
  }
  const budget = await addBudget(admin.client, dept.departmentId, 'month', '2026-01-01', amount)
  return { admin, dept, buyers, budget }
}

/** A product of ₹300 + 12% GST with stock, one per shopper so no two checkouts share a product's lock. */
async function products(count: number) {
  const manager = await person(t, 'catalogue_manager')
  const category = await addCategory(manager.client)
  const made: number[] = []
  for (let i = 0; i < count; i += 1) {
    made.push(
      (await addProduct(manager.client, category.CategoryID, { Price: 300, TaxPercentage: 12, Stock: 50 })).ProductID,
    )
  }
  return made
}

/** The budget of the department as its member sees it at checkout. */
async function standing(client: ApiClient): Promise<BudgetStanding> {
  const left = v.parse(BudgetLeftSchema, answered(await client.get('get-budget-left?date=2026-01-05')))
  const [budget] = left.budgets
  if (!budget) throw new Error('no budget holds the day')
  return budget
}

/** A Draft PO of one line worth `rupees` (no GST) by a buyer. */
async function draftPo(buyer: Person, rupees: number) {
  const vendor = await addVendor(t)
  const unit = (await unitIds(buyer.client)).Nos ?? 1
  return poIn(
    await addPo(
      buyer.client,
      poBody(vendor.id, unit, {
        PoDate: '2026-01-05',
        deliveryDate: '2026-01-20',
        poValidity: null,
        products: [lineBody(unit, { Quantity: 1, BudgetedRate: rupees, GSTPercentage: 0 })],
      }),
    ),
  )
}

/** Runs with a workflow On for the type, and Off again after. */
async function withWorkflow(admin: Person, type: 'PO' | 'Order', run: () => Promise<void>) {
  await saveWorkflow(admin.client, type, [{ role: 'approver' }])
  try {
    await run()
  } finally {
    await saveWorkflow(admin.client, type, [{ role: 'approver' }], { enabled: false, status: 'Inactive' })
  }
}

describe('parallel purchases against one budget', () => {
  it('20 members checking out at once against a budget of 1.5 orders: one order is placed, 19 refused', async () => {
    const { buyers } = await department(ORDER_TOTAL * 1.5, 20)
    const ids = await products(20)
    for (const [i, buyer] of buyers.entries()) cartIn(await addToCart(buyer.client, ids[i], 1))
    const answers = await Promise.all(buyers.map((b) => createOrder(b.client)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.msg).toMatch(/^Over budget: this takes/)
    const [first] = buyers
    if (!first) throw new Error('no buyer')
    expect(await standing(first.client)).toMatchObject({ committed: ORDER_TOTAL, spent: 0, usedPercent: 66.66 })
  })

  it('10 POs of one department submitted at once against ₹1,000: only the three of ₹300 that fit go on', async () => {
    const { buyers } = await department(1000, 10)
    const drafts = await Promise.all(buyers.map((b) => draftPo(b, 300)))
    const answers = await Promise.all(buyers.map((b, i) => movePo(b.client, drafts[i]?.poId ?? '', 'Pending Approval')))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(7)
    const [first] = buyers
    if (!first) throw new Error('no buyer')
    expect(await standing(first.client)).toMatchObject({ committed: 900, left: 100 })
  })
})

describe('what is committed', () => {
  it('POs submitted one after another count while they wait: the fourth of ₹300 against ₹1,000 is refused', async () => {
    const { buyers } = await department(1000)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const outcomes: number[] = []
    for (let i = 0; i < 10; i += 1) {
      const po = await draftPo(buyer, 300)
      const res = await movePo(buyer.client, po.poId, 'Pending Approval')
      outcomes.push(res.status)
      if (res.status === 409) {
        expect(res.body.msg).toMatch(/^Over budget: this takes the .* budget to 120% and only ₹100\.00 is left\.$/)
        expect((await poById(buyer.client, po.poId)).status).toBe('Draft')
      }
    }
    expect(outcomes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409])
    expect(await standing(buyer.client)).toMatchObject({ committed: 900, usedPercent: 90 })
  })

  it('counts placed and waiting orders and pending POs as committed, drafts not; rejected and cancelled release it', async () => {
    const { admin, buyers, dept } = await department(5000)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const approver = await person(t, 'approver')
    const [productA, productB] = await products(2)
    // Placed (the Order workflow is Off).
    cartIn(await addToCart(buyer.client, productA, 1))
    const placed = orderIn(await createOrder(buyer.client))
    expect(placed.Status).toBe('Placed')
    expect(await standing(buyer.client)).toMatchObject({ committed: ORDER_TOTAL, spent: 0 })
    // A draft PO is not committed; submitted, it is.
    const po = await draftPo(buyer, 1000)
    expect((await standing(buyer.client)).committed).toBe(ORDER_TOTAL)
    answered(await movePo(buyer.client, po.poId, 'Pending Approval'))
    expect((await standing(buyer.client)).committed).toBe(ORDER_TOTAL + 1000)
    // Pending Approval through the Order workflow.
    await withWorkflow(admin, 'Order', async () => {
      cartIn(await addToCart(buyer.client, productB, 1))
      const waiting = orderIn(await createOrder(buyer.client))
      expect(waiting.Status).toBe('Pending Approval')
      expect((await standing(buyer.client)).committed).toBe(2 * ORDER_TOTAL + 1000)
      // Rejected, it is released.
      const approval = await approvalOf(approver.client, 'Order', waiting.OrderID)
      answered(await decide(approver.client, approval.approvalId, 'reject'))
      expect((await standing(buyer.client)).committed).toBe(ORDER_TOTAL + 1000)
    })
    // Cancelled, the placed order is released; the rejected PO too.
    answered(await buyer.client.post('update-order-status', { OrderID: placed.OrderID, Status: 'Cancelled' }))
    answered(await movePo(approver.client, po.poId, 'Rejected', { remarks: 'Not now' }))
    expect(await standing(buyer.client)).toMatchObject({ committed: 0, spent: 0, left: 5000 })
    // The report says the same.
    const report = v.parse(
      v.array(v.object({ departmentId: v.string(), committed: v.number() })),
      answered(await admin.client.get('get-budget-report?from=2026-01-01&to=2026-01-31')),
    )
    expect(report.find((b) => b.departmentId === dept.departmentId)?.committed).toBe(0)
  })

  it('a second checkout sees the first one committed, and the report shows both figures alike', async () => {
    const { admin, buyers, dept } = await department(ORDER_TOTAL * 3)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const [product] = await products(1)
    cartIn(await addToCart(buyer.client, product, 1))
    answered(await createOrder(buyer.client))
    const seen = await standing(buyer.client)
    expect(seen).toMatchObject({ committed: ORDER_TOTAL, left: ORDER_TOTAL * 2, usedPercent: 33.33 })
    const report = v.parse(
      v.array(v.object({ departmentId: v.string(), committed: v.number(), usedPercent: v.number() })),
      answered(await admin.client.get('get-budget-report?from=2026-01-01&to=2026-01-31')),
    )
    expect(report.find((b) => b.departmentId === dept.departmentId)).toMatchObject({
      committed: ORDER_TOTAL,
      usedPercent: 33.33,
    })
  })
})

describe('approval checks the budget again', () => {
  it('through the PO workflow: approving what takes approved spend beyond 100% is 409, and passes once another is cancelled', async () => {
    const { admin, buyers, dept } = await department(1000)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const approver = await person(t, 'approver')
    await withWorkflow(admin, 'PO', async () => {
      const fits = await draftPo(buyer, 600)
      answered(await movePo(buyer.client, fits.poId, 'Pending Approval'))
      const over = await draftPo(buyer, 600)
      const routed = await movePo(buyer.client, over.poId, 'Pending Approval')
      expect(routed.status).toBe(200)
      expect(routed.body.budget).toMatchObject({ outcome: 'approval' })
      // The approver takes the later one first: it fits what is approved (nothing yet).
      answered(await movePo(approver.client, over.poId, 'Approved'))
      const res = await movePo(approver.client, fits.poId, 'Approved')
      refused(
        res,
        409,
        `Over budget: approving this takes the ${dept.name} Jan 2026 budget to 120% of what is approved and delivered, and only ₹400.00 is left. Reject it, or approve it once the budget has room.`,
      )
      expect((await poById(buyer.client, fits.poId)).status).toBe('Pending Approval')
      const approval = await approvalOf(approver.client, 'PO', fits.poId)
      expect(approval.status).toBe('Pending')
      expect(approval.steps.map((s) => s.action)).toEqual(['Submitted'])
      // The same through decide-approval.
      refused(await decide(approver.client, approval.approvalId, 'approve'), 409)
      // Cancelling the other makes room.
      answered(await movePo(buyer.client, over.poId, 'Cancelled', { remarks: 'Not needed' }))
      answered(await decide(approver.client, approval.approvalId, 'approve'))
      expect((await poById(buyer.client, fits.poId)).status).toBe('Approved')
    })
  })

  it('without a workflow: a PO or an order approved after the budget was lowered is 409 and keeps waiting', async () => {
    const { admin, buyers, dept } = await department(5000)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const approver = await person(t, 'approver')
    const po = await draftPo(buyer, 600)
    answered(await movePo(buyer.client, po.poId, 'Pending Approval'))
    const [productA, productB] = await products(2)
    cartIn(await addToCart(buyer.client, productA, 1))
    const first = orderIn(await createOrder(buyer.client))
    cartIn(await addToCart(buyer.client, productB, 1))
    const second = orderIn(await createOrder(buyer.client))
    // A quarter budget of ₹500 set after: ₹1,272 is booked against it.
    await addBudget(admin.client, dept.departmentId, 'quarter', '2026-01-01', 500)
    const label = `${dept.name} Q4 FY 2025-26`
    const poRes = await movePo(approver.client, po.poId, 'Approved')
    refused(poRes, 409)
    expect(poRes.body.msg).toBe(
      `Over budget: approving this takes the ${label} budget to 120% of what is approved and delivered, and only ₹500.00 is left. Reject it, or approve it once the budget has room.`,
    )
    expect((await poById(buyer.client, po.poId)).status).toBe('Pending Approval')
    // The first order fits what is approved (nothing yet); the second then does not.
    answered(await approver.client.post('update-order-status', { OrderID: first.OrderID, Status: 'Approved' }))
    const res = await approver.client.post('update-order-status', { OrderID: second.OrderID, Status: 'Approved' })
    refused(res, 409)
    expect(res.body.msg).toMatch(new RegExp(`^Over budget: approving this takes the ${label} budget to 134.4%`))
    const after = orderIn(await buyer.client.get(`get-order-by-id?OrderID=${second.OrderID}`))
    expect(after.Status).toBe('Placed')
    refused(await movePo(approver.client, po.poId, 'Approved'), 409)
  })
})

describe('replays', () => {
  it('a replayed checkout answers its order and is not refused by the budget it fills', async () => {
    const { buyers } = await department(ORDER_TOTAL)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const [product] = await products(1)
    cartIn(await addToCart(buyer.client, product, 1))
    const body = orderBody()
    const key = uuidv7()
    const first = orderIn(await buyer.client.post('create-order', body, { headers: { 'Idempotency-Key': key } }))
    const again = orderIn(await buyer.client.post('create-order', body, { headers: { 'Idempotency-Key': key } }))
    expect(again.OrderID).toBe(first.OrderID)
    // The same OrderID under a new key (the outbox lost its key): the order placed, not a refusal.
    const fresh = orderIn(await buyer.client.post('create-order', body, { headers: { 'Idempotency-Key': uuidv7() } }))
    expect(fresh.OrderID).toBe(first.OrderID)
    expect(await standing(buyer.client)).toMatchObject({ committed: ORDER_TOTAL, usedPercent: 100 })
  })

  it('a replayed PO submit answers the PO', async () => {
    const { buyers } = await department(300)
    const [buyer] = buyers
    if (!buyer) throw new Error('no buyer')
    const po = await draftPo(buyer, 300)
    answered(await movePo(buyer.client, po.poId, 'Pending Approval'))
    expect(poIn(await movePo(buyer.client, po.poId, 'Pending Approval')).status).toBe('Pending Approval')
  })
})
