import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BudgetLeftSchema, BudgetStandingSchema, DepartmentSchema } from '../../../src/shared/budget-schemas'
import { person, refused, saveWorkflow } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poById, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addToCart, cartIn, createOrder, getCart } from '../shop/shop-fixtures'
import { addBudget, addDepartment, answered, assign, noticeOf } from './budget-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A buyer in a department of their own with a ₹1,000 budget for January 2026 (the test clock's month). */
async function buyerWithBudget(amount = 1000) {
  const admin = await person(t, 'admin')
  const buyer = await person(t, 'buyer')
  const department = await addDepartment(admin.client)
  await assign(admin.client, buyer.id, department.departmentId)
  const budget = await addBudget(admin.client, department.departmentId, 'month', '2026-01-01', amount)
  const vendor = await addVendor(t)
  const unit = (await unitIds(buyer.client)).Nos ?? 1
  /** A Draft PO of one line worth `rupees` (no GST), dated `poDate`. */
  const draft = async (rupees: number, poDate = '2026-01-05') =>
    poIn(
      await addPo(
        buyer.client,
        poBody(vendor.id, unit, {
          PoDate: poDate,
          deliveryDate: poDate > '2026-01-20' ? poDate : '2026-01-20',
          poValidity: null,
          products: [lineBody(unit, { Quantity: 1, BudgetedRate: rupees, GSTPercentage: 0 })],
        }),
      ),
    )
  return { admin, buyer, department, budget, vendor, draft }
}

describe('PO submit against the budget', () => {
  it.each([
    [799.9, 'ok', null],
    [800, 'warn', 'This uses 80% of the'],
    [1000, 'warn', 'This uses 100% of the'],
  ] as const)('a PO of ₹%s of ₹1,000 submits with outcome %s', async (rupees, outcome, text) => {
    const { buyer, draft } = await buyerWithBudget()
    const po = await draft(rupees)
    const res = await movePo(buyer.client, po.poId, 'Pending Approval')
    const notice = noticeOf(res)
    expect(notice?.outcome).toBe(outcome)
    if (text === null) expect(notice?.message).toBeNull()
    else expect(notice?.message).toContain(text)
    expect((await poById(buyer.client, po.poId)).status).toBe('Pending Approval')
  })

  it('refuses a PO that takes the budget to 100.01% while the PO workflow is Off, and leaves it a Draft', async () => {
    const { buyer, draft, department } = await buyerWithBudget()
    const po = await draft(1000.1)
    const res = await movePo(buyer.client, po.poId, 'Pending Approval')
    refused(res, 409)
    expect(res.body.msg).toBe(
      `Over budget: this takes the ${department.name} Jan 2026 budget to 100.01% and only ₹1,000.00 is left.`,
    )
    const after = await poById(buyer.client, po.poId)
    expect(after.status).toBe('Draft')
    expect(after.version).toBe(po.version)
  })

  it('sends an over-budget PO to approval when the PO workflow is On', async () => {
    const { admin, buyer, draft } = await buyerWithBudget()
    await saveWorkflow(admin.client, 'PO', [{ role: 'approver' }])
    try {
      const po = await draft(1500)
      const notice = noticeOf(await movePo(buyer.client, po.poId, 'Pending Approval'))
      expect(notice?.outcome).toBe('approval')
      expect(notice?.message).toContain('it goes to an approver')
      expect((await poById(buyer.client, po.poId)).status).toBe('Pending Approval')
    } finally {
      await saveWorkflow(admin.client, 'PO', [{ role: 'approver' }], { enabled: false, status: 'Inactive' })
    }
  })

  it('says nothing about budgets to a user without a department', async () => {
    const buyer = await person(t, 'buyer')
    const vendor = await addVendor(t)
    const unit = (await unitIds(buyer.client)).Nos ?? 1
    const po = poIn(await addPo(buyer.client, poBody(vendor.id, unit)))
    expect(noticeOf(await movePo(buyer.client, po.poId, 'Pending Approval'))).toBeNull()
  })
})

describe('committed and spent', () => {
  it('counts submitted and approved POs as committed and delivered ones as spent, apart', async () => {
    const { buyer, draft, admin } = await buyerWithBudget()
    const approver = await person(t, 'approver')
    const warehouse = await person(t, 'warehouse')
    const committed = await draft(300)
    const delivered = await draft(200)
    for (const po of [committed, delivered]) {
      answered(await movePo(buyer.client, po.poId, 'Pending Approval'))
      answered(await movePo(approver.client, po.poId, 'Approved'))
    }
    answered(await movePo(buyer.client, delivered.poId, 'Issued'))
    answered(await movePo(warehouse.client, delivered.poId, 'Fully Delivered'))
    const left = v.parse(BudgetLeftSchema, answered(await buyer.client.get('get-budget-left?date=2026-01-31')))
    expect(left.budgets).toHaveLength(1)
    expect(left.budgets[0]).toMatchObject({ amount: 1000, committed: 300, spent: 200, left: 500, usedPercent: 50 })
    // A PO submitted now counts what is committed and spent: ₹300 more is 80%.
    const third = await draft(300)
    expect(noticeOf(await movePo(buyer.client, third.poId, 'Pending Approval'))?.outcome).toBe('warn')
    const report = v.parse(
      v.array(BudgetStandingSchema),
      answered(await admin.client.get('get-budget-report?from=2026-01-01&to=2026-01-31')),
    )
    // The third PO, waiting for approval, is committed too (booked).
    expect(report.find((b) => b.departmentId === left.department?.departmentId)).toMatchObject({
      committed: 600,
      spent: 200,
    })
  })
})

describe('period edges: 31 March and 1 April', () => {
  it('counts a PO of 31 March in Q4 and the financial year ending then, one of 1 April in the next', async () => {
    const { admin, buyer, department, draft } = await buyerWithBudget()
    const approver = await person(t, 'approver')
    await addBudget(admin.client, department.departmentId, 'quarter', '2026-01-01', 10_000)
    await addBudget(admin.client, department.departmentId, 'year', '2025-04-01', 100_000)
    await addBudget(admin.client, department.departmentId, 'year', '2026-04-01', 100_000)
    for (const [day, rupees] of [
      ['2026-03-31', 1000],
      ['2026-04-01', 2000],
    ] as const) {
      const po = await draft(rupees, day)
      answered(await movePo(buyer.client, po.poId, 'Pending Approval'))
      answered(await movePo(approver.client, po.poId, 'Approved'))
    }
    const march = v.parse(BudgetLeftSchema, answered(await buyer.client.get('get-budget-left?date=2026-03-31')))
    expect(march.budgets.map((b) => [b.label, b.committed])).toEqual([
      ['Q4 FY 2025-26', 1000],
      ['FY 2025-26', 1000],
    ])
    const april = v.parse(BudgetLeftSchema, answered(await buyer.client.get('get-budget-left?date=2026-04-01')))
    expect(april.budgets.map((b) => [b.label, b.committed])).toEqual([['FY 2026-27', 2000]])
  })

  it('refuses a budget that does not start on its period start', async () => {
    const admin = await person(t, 'admin')
    const department = await addDepartment(admin.client)
    for (const [period, startsOn] of [
      ['year', '2026-01-01'],
      ['quarter', '2026-03-01'],
      ['month', '2026-03-31'],
    ]) {
      const res = await admin.client.post('save-budget', {
        departmentId: department.departmentId,
        period,
        startsOn,
        amount: 10,
      })
      refused(res, 400)
      expect(res.body.msg).toMatch(/^A budget starts on the first day of its period/)
    }
    const list = answered(await admin.client.get(`get-budgets?departmentId=${department.departmentId}`))
    expect(list).toEqual([])
  })
})

describe('checkout against the budget', () => {
  it('warns at checkout from 80% and refuses beyond 100%, keeping the cart', async () => {
    const { admin, buyer, department } = await buyerWithBudget(137.5)
    const manager = await person(t, 'catalogue_manager')
    const category = await addCategory(manager.client)
    const product = await addProduct(manager.client, category.CategoryID, { Price: 100, TaxPercentage: 10, Stock: 50 })
    cartIn(await addToCart(buyer.client, product.ProductID, 1))
    const placed = await createOrder(buyer.client)
    expect(noticeOf(placed)).toMatchObject({
      outcome: 'warn',
      message: `This uses 80% of the ${department.name} Jan 2026 budget (₹137.50 was left).`,
    })
    await addBudget(admin.client, department.departmentId, 'quarter', '2026-01-01', 100)
    cartIn(await addToCart(buyer.client, product.ProductID, 1))
    const over = await createOrder(buyer.client)
    refused(over, 409)
    expect(over.body.msg).toContain('Over budget: this takes the')
    expect((await getCart(buyer.client)).CartItems.map((i) => i.ProductID)).toEqual([product.ProductID])
    const orders = answered(await buyer.client.get('get-all-orders'))
    expect(orders).toHaveLength(1)
  })
})

describe('departments and budgets: who and what', () => {
  it('lists departments with their members and lets an admin rename and delete them', async () => {
    const admin = await person(t, 'admin')
    const buyer = await person(t, 'buyer')
    const department = await addDepartment(admin.client, 'Stores')
    await assign(admin.client, buyer.id, department.departmentId)
    const list = v.parse(v.array(DepartmentSchema), answered(await admin.client.get('get-departments')))
    expect(list.find((d) => d.departmentId === department.departmentId)).toMatchObject({ name: 'Stores', members: 1 })
    refused(
      await admin.client.post('save-department', { name: 'stores' }),
      409,
      'A department of this name already exists',
    )
    answered(await admin.client.post('save-department', { departmentId: department.departmentId, name: 'Main Stores' }))
    answered(await admin.client.post('delete-department', { departmentId: department.departmentId }))
    const left = v.parse(BudgetLeftSchema, answered(await buyer.client.get('get-budget-left')))
    expect(left).toEqual({ department: null, date: '2026-01-05', budgets: [] })
  })

  it('refuses a second budget for the same department and period', async () => {
    const admin = await person(t, 'admin')
    const department = await addDepartment(admin.client, 'Plant')
    await addBudget(admin.client, department.departmentId, 'month', '2026-02-01', 500)
    const res = await admin.client.post('save-budget', {
      departmentId: department.departmentId,
      period: 'month',
      startsOn: '2026-02-01',
      amount: 700,
    })
    refused(res, 409, 'Plant already has a budget for Feb 2026')
  })

  it.each([
    'buyer',
    'approver',
    'warehouse',
    'catalogue_manager',
  ] as const)('a %s cannot set departments or budgets, nor read the report', async (role) => {
    const user = await person(t, role)
    refused(await user.client.post('save-department', { name: 'Mine' }), 403)
    refused(await user.client.get('get-budgets'), 403)
    refused(await user.client.get('get-budget-report?from=2026-01-01&to=2026-01-31'), 403)
    answered(await user.client.get('get-budget-left'))
  })

  it.each([
    ['save-department', { name: '' }, 'Department name is required'],
    ['save-department', { name: 'x'.repeat(101) }, 'Department name must be at most 100 characters'],
    [
      'save-budget',
      { departmentId: 'nope', period: 'month', startsOn: '2026-01-01', amount: 1 },
      'Select a department',
    ],
    [
      'save-budget',
      { departmentId: '0190a0a0-0000-7000-8000-000000000000', period: 'week', startsOn: '2026-01-01', amount: 1 },
      'period must be month, quarter or year',
    ],
    [
      'save-budget',
      { departmentId: '0190a0a0-0000-7000-8000-000000000000', period: 'month', startsOn: '2026-01-01', amount: -1 },
      'Amount cannot be negative',
    ],
    ['set-user-department', { userId: 'x', departmentId: null }, 'Invalid user id'],
  ] as const)('%s with bad input is 400 and writes nothing', async (path, body, msg) => {
    const admin = await person(t, 'admin')
    const before = answered(await admin.client.get('get-departments'))
    refused(await admin.client.post(path, body), 400, msg)
    expect(answered(await admin.client.get('get-departments'))).toEqual(before)
  })

  it("does not reach another tenant's departments, budgets or users", async () => {
    const otherId = await t.createTenant('Other Budgets', ['budgets-other.test'])
    const otherAdmin = await person(t, 'admin', { id: otherId, domain: 'budgets-other.test' })
    const admin = await person(t, 'admin')
    const buyer = await person(t, 'buyer')
    const department = await addDepartment(admin.client, 'Ours')
    const budget = await addBudget(admin.client, department.departmentId, 'month', '2026-03-01', 10)
    refused(await otherAdmin.client.post('set-user-department', { userId: buyer.id, departmentId: null }), 404)
    refused(await otherAdmin.client.post('delete-department', { departmentId: department.departmentId }), 404)
    refused(await otherAdmin.client.post('delete-budget', { budgetId: budget.budgetId }), 404)
    refused(
      await otherAdmin.client.post('save-budget', {
        departmentId: department.departmentId,
        period: 'month',
        startsOn: '2026-03-01',
        amount: 1,
      }),
      404,
    )
    expect(answered(await otherAdmin.client.get('get-departments'))).toEqual([])
    expect(answered(await otherAdmin.client.get('get-budgets'))).toEqual([])
    const mine = v.parse(v.array(BudgetStandingSchema), answered(await admin.client.get('get-budgets')))
    expect(mine.find((b) => b.budgetId === budget.budgetId)?.amount).toBe(10)
  })

  it('exports the report as CSV', async () => {
    const admin = await person(t, 'admin')
    const department = await addDepartment(admin.client, '=Formula Dept')
    await addBudget(admin.client, department.departmentId, 'month', '2026-05-01', 2500)
    const res = await t.app.request('/api/export-budget-report?from=2026-05-01&to=2026-05-31', {
      headers: { Domain: 'localhost', Cookie: admin.client.cookieHeader() },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.split('\r\n')[0]).toBe(
      'Department,Period,From,To,Budget (INR),Committed (INR),Spent (INR),Left (INR),Used %',
    )
    expect(text).toContain("'=Formula Dept,May 2026,2026-05-01,2026-05-31,2500,0,0,2500,0")
    refused(await admin.client.get('get-budget-report?from=2026-06-01&to=2026-05-01'), 400, 'from must not be after to')
  })
})
