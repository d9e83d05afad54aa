import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { draftedPo } from './approvals-support'
import { unique } from './catalogue-support'
import { pageAs, dayFromToday as poDay } from './po-support'
import { dayFromToday, emptyCart, productCard } from './shop-support'
import { callApi, captureScreens, expectAccessible, PHONE, settled } from './support'

const BOX = '3-Ply Corrugated Box 10x8x6 in'
/** ₹18.00 a box plus 12% GST. */
const BOX_PRICE = 20.16

/**
 * Who shops in this journey: the catalogue manager. The demo buyer's seeded POs of this month already
 * commit far more than a small budget (a department counts whoever is in it now), and other journeys
 * check out as the buyer.
 */
const PURCHASER = 'catalogue@demo.local'

interface StaffRow {
  userId: string
  fullName: string
  email: string
}
interface DepartmentRow {
  departmentId: string
  name: string
}

/** No sideways scroll of the page at phone width. */
async function fitsThePhone(page: Page) {
  await page.setViewportSize(PHONE)
  await settled(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0)
  await expectAccessible(page)
}

test('the admin budgets a department, its purchaser is warned and refused at checkout, the report shows it', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const admin = await pageAs(browser, 'admin@demo.local')
  const buyer = await pageAs(browser, PURCHASER)
  const department = unique('Stores ')
  const staff = await callApi<StaffRow[]>(admin, 'GET', 'get-department-staff')
  const buyerRow = staff.find((s) => s.email === PURCHASER)
  if (!buyerRow) throw new Error(`${PURCHASER} is missing`)
  try {
    // The admin adds the department on /Budgets (a mistake first: no name).
    await admin.goto('/Budgets')
    await expect(admin.getByRole('heading', { name: 'Budgets', level: 1 })).toBeVisible()
    await admin.getByRole('button', { name: 'Add department', exact: true }).click()
    const addDepartment = admin.getByRole('dialog', { name: 'Add department' })
    await addDepartment.getByRole('button', { name: 'Add department', exact: true }).click()
    await expect(addDepartment.getByText('Department name is required')).toBeVisible()
    await addDepartment.getByLabel(/^Department name:/).fill(department)
    await addDepartment.getByLabel(/^Cost centre code:/).fill('CC-STR')
    await addDepartment.getByRole('button', { name: 'Add department', exact: true }).click()
    await expect(admin.getByText(`Department ${department} saved`)).toBeVisible()
    const departments = admin.getByRole('table', { name: 'Departments', exact: true })
    await expect(departments.getByRole('row', { name: new RegExp(department) })).toContainText('0')

    // Puts the purchaser in it.
    await admin.getByLabel(`Department of ${buyerRow.fullName}`).selectOption({ label: department })
    await expect(admin.getByText(`${buyerRow.fullName} is now in ${department}`)).toBeVisible()
    await expect(departments.getByRole('row', { name: new RegExp(department) })).toContainText('1')

    // A budget of ₹1,000 for this month (the start must be the first of a period).
    await admin.getByRole('button', { name: 'Add budget', exact: true }).click()
    const addBudget = admin.getByRole('dialog', { name: 'Add budget' })
    await addBudget.getByLabel(/^Department:/).selectOption({ label: department })
    await expect(addBudget.getByLabel(/^Period:/)).toHaveValue('month')
    const firstOfMonth = await addBudget.getByLabel(/^Starts on:/).inputValue()
    expect(firstOfMonth).toMatch(/^\d{4}-\d{2}-01$/)
    await addBudget.getByLabel(/^Starts on:/).fill(firstOfMonth.replace(/01$/, '02'))
    await addBudget.getByLabel(/^Amount/).fill('1000')
    await addBudget.getByRole('button', { name: 'Save budget' }).click()
    await expect(addBudget.getByText(/starts on the first day of its period/)).toBeVisible()
    await addBudget.getByLabel(/^Starts on:/).fill(firstOfMonth)
    await addBudget.getByRole('button', { name: 'Save budget' }).click()
    await expect(admin.getByText(new RegExp(`^Budget saved: ${department}`))).toBeVisible()
    const budgetRow = admin
      .getByRole('table', { name: 'Budgets', exact: true })
      .getByRole('row', { name: new RegExp(department) })
    await expect(budgetRow).toContainText('₹1,000.00')
    await expect(budgetRow).toContainText('0% used: below the 80% warning')
    await expectAccessible(admin)
    await captureScreens(admin, 'budgets')
    await fitsThePhone(admin)

    // The purchaser's cart is over the budget: checkout shows the budget left, and the server refuses the order.
    await emptyCart(buyer)
    await buyer.goto('/catalogue?q=BOX-3PLY-S')
    await productCard(buyer, BOX).getByLabel(`Quantity of ${BOX}`).fill('50')
    await productCard(buyer, BOX).getByRole('button', { name: 'Add to cart' }).click()
    await expect(buyer.getByText(`50 pieces of ${BOX}`)).toBeVisible()
    await buyer.goto('/Checkout')
    const budgetLeft = buyer.getByRole('region', { name: 'Budget left' })
    await expect(budgetLeft).toContainText('Budget left: ₹1,000.00 of ₹1,000.00')
    await expect(budgetLeft).toContainText(`${department} ·`)
    await expect(budgetLeft.getByText(/^Over budget: this takes the/)).toBeVisible()
    await buyer.getByLabel('Delivery address').fill('Dock 2, Bhiwandi 421302')
    await buyer.getByLabel('Required by').fill(dayFromToday(5))
    await buyer.getByRole('button', { name: 'Place Order' }).click()
    const refusal = `Over budget: this takes the ${department}`
    await expect(budgetLeft.getByRole('alert').filter({ hasText: 'Not sent: over budget' })).toContainText(refusal)
    await expect(budgetLeft).toContainText('to 100.8% and only ₹1,000.00 is left.')
    await expect(buyer).toHaveURL(/\/Checkout$/)
    await expect(buyer.getByLabel('Delivery address')).toHaveValue('Dock 2, Bhiwandi 421302')
    await expectAccessible(buyer)
    await captureScreens(buyer, 'budgets-checkout-refused')

    // 42 boxes (₹846.72) pass with the 80% warning, inline before and as a notification after.
    const cart = await callApi<{ CartItems: Array<{ CartID: string }> }>(buyer, 'GET', 'get-cart')
    const line = cart.CartItems[0]
    if (!line) throw new Error('the cart line is missing')
    await callApi(buyer, 'POST', 'update-cart-item', { CartID: line.CartID, Quantity: 42 })
    await buyer.goto('/Checkout')
    const warning = `This uses 84.67% of the ${department}`
    await expect(budgetLeft.getByRole('alert').filter({ hasText: 'Budget warning' })).toContainText(warning)
    await buyer.getByLabel('Delivery address').fill('Dock 2, Bhiwandi 421302')
    await buyer.getByLabel('Required by').fill(dayFromToday(5))
    await expectAccessible(buyer)
    await captureScreens(buyer, 'budgets-checkout-warning')
    await fitsThePhone(buyer)
    await buyer.setViewportSize({ width: 1280, height: 800 })
    await buyer.getByRole('button', { name: 'Place Order' }).click()
    await expect(buyer.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible()
    await expect(buyer.getByRole('alert').filter({ hasText: 'Budget warning' })).toContainText(warning)
    const orderId = new URL(buyer.url()).searchParams.get('OrderID')
    expect(orderId).toBeTruthy()

    // Placed, the order is committed before anyone approves it: the next checkout's panel counts it.
    await buyer.getByRole('link', { name: 'Continue Shopping' }).click()
    await buyer.getByLabel('Search products').fill('BOX-3PLY-S')
    await productCard(buyer, BOX).getByRole('button', { name: 'Add to cart' }).click()
    const nav = buyer.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item')
    await nav.getByRole('link', { name: /^Cart/ }).click()
    await buyer.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await expect(buyer.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
    await expect(budgetLeft).toContainText('Budget left: ₹153.28 of ₹1,000.00')
    await expect(budgetLeft).toContainText('committed ₹846.72')
    await expect(budgetLeft.getByRole('alert').filter({ hasText: 'Budget warning' })).toContainText(
      `This uses 86.68% of the ${department}`,
    )

    // Approved, it stays committed: the report shows it against the budget, and exports it.
    await callApi(admin, 'POST', 'update-order-status', { OrderID: orderId, Status: 'Approved' })
    const today = firstOfMonth.slice(0, 8)
    await admin.setViewportSize({ width: 1280, height: 800 })
    await admin.goto(`/Budget-Report?from=${today}01&to=${today}28`)
    await expect(admin.getByRole('heading', { name: 'Budget Report' })).toBeVisible()
    const reportRow = admin
      .getByRole('table', { name: 'Budget report' })
      .getByRole('row', { name: new RegExp(department) })
    await expect(reportRow).toContainText(`₹${(42 * BOX_PRICE).toFixed(2)}`)
    await expect(reportRow).toContainText('84.67% used: past the 80% warning')
    await expect(reportRow).toContainText('₹153.28')
    await expectAccessible(admin)
    await captureScreens(admin, 'budget-report')
    await fitsThePhone(admin)
    await admin.setViewportSize({ width: 1280, height: 800 })
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`budget-report-${today}01-${today}28.csv`)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv).toContain('Department,Period,From,To,Budget (INR),Committed (INR),Spent (INR),Left (INR),Used %')
    expect(csv).toContain(`${department},`)
    expect(csv).toMatch(new RegExp(`${department},[^\\n]*,1000,846\\.72,0,153\\.28,84\\.67`))
  } finally {
    // Nothing left for later journeys: no department, no budget, an empty cart.
    await callApi(admin, 'POST', 'set-user-department', { userId: buyerRow.userId, departmentId: null })
    const left = await callApi<DepartmentRow[]>(admin, 'GET', 'get-departments')
    const mine = left.find((d) => d.name === department)
    if (mine) await callApi(admin, 'POST', 'delete-department', { departmentId: mine.departmentId })
    await emptyCart(buyer)
    await admin.context().close()
    await buyer.context().close()
  }
})

test("submitting a PO shows the budget left of the buyer's department before it is sent", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await pageAs(browser, 'admin@demo.local')
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const name = unique('Purchasing ')
  const staff = await callApi<StaffRow[]>(admin, 'GET', 'get-department-staff')
  const buyerRow = staff.find((s) => s.email === 'buyer@demo.local')
  if (!buyerRow) throw new Error('the demo buyer is missing')
  const department = await callApi<DepartmentRow>(admin, 'POST', 'save-department', { name })
  try {
    // The draft is dated yesterday: a financial-year budget (April to March) of that day holds it.
    const yesterday = poDay(-1)
    const fy = Number(yesterday.slice(5, 7)) >= 4 ? Number(yesterday.slice(0, 4)) : Number(yesterday.slice(0, 4)) - 1
    await callApi(admin, 'POST', 'set-user-department', {
      userId: buyerRow.userId,
      departmentId: department.departmentId,
    })
    await callApi(admin, 'POST', 'save-budget', {
      departmentId: department.departmentId,
      period: 'year',
      startsOn: `${fy}-04-01`,
      amount: 5000000,
    })
    const po = await draftedPo(buyer.context().request, browser, baseURL ?? '')
    await buyer.goto(`/Manage-PO/Create-PO?id=${po.poId}`)
    await buyer.getByRole('button', { name: 'Submit for approval', exact: true }).click()
    const dialog = buyer.getByRole('dialog')
    const left = dialog.getByRole('region', { name: 'Budget left' })
    await expect(left).toContainText(/Budget left: ₹[\d,.]+ of ₹50,00,000\.00/)
    await expect(left).toContainText(`${name} · FY ${fy}-${String((fy + 1) % 100).padStart(2, '0')}`)
    await expect(left).toContainText('below the 80% warning')
    await expectAccessible(buyer)
    await captureScreens(buyer, 'budgets-po-submit')
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(dialog).toHaveCount(0)
  } finally {
    await callApi(admin, 'POST', 'set-user-department', { userId: buyerRow.userId, departmentId: null })
    await callApi(admin, 'POST', 'delete-department', { departmentId: department.departmentId })
    await admin.context().close()
    await buyer.context().close()
  }
})
