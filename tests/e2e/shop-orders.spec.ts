import { expect, test } from '@playwright/test'
import { dayFromToday, emptyCart, productCard, shopScreens } from './shop-support'
import { DESKTOP, expectAccessible, signIn } from './support'

// The warehouse account's password is changed by the first-login journey, so the admin (who also
// holds the warehouse's powers) marks the order fulfilled.
test('a buyer submits an order, an approver approves it and the warehouse marks it fulfilled', async ({ browser }) => {
  test.slow()
  const highlighter = 'Highlighter Set (4 colours)'
  const buyer = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signIn(buyer, 'buyer@demo.local')
  await emptyCart(buyer)
  await buyer.goto('/catalogue?q=WRI-HL-4C')
  await productCard(buyer, highlighter).getByRole('button', { name: 'Add to cart' }).click()
  await expect(buyer.getByText(`1 box of ${highlighter}`)).toBeVisible()
  await buyer.goto('/Checkout')
  await buyer.getByLabel('Delivery address').fill('Stores, Plant 2, Chakan 410501')
  await buyer.getByLabel('Required by').fill(dayFromToday(10))
  await buyer.getByRole('button', { name: 'Place Order' }).click()
  await buyer.getByRole('link', { name: 'View Order Details' }).click()
  // The confirmation's own heading stays until the detail has loaded: wait for the order's.
  const heading = buyer.getByRole('heading', { level: 1, name: /^Order / })
  await expect(heading).toBeVisible()
  const orderNumber = (await heading.textContent())?.replace('Order ', '') ?? ''
  const detailUrl = buyer.url()
  await buyer.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(buyer.getByRole('dialog')).toContainText('Send this order to an approver?')
  await buyer.getByRole('dialog').getByRole('button', { name: 'Submit for approval' }).click()
  await expect(buyer.getByText('Order submitted for approval')).toBeVisible()
  await expect(buyer.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0)
  await expect(buyer.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expect(buyer.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)

  const approver = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signIn(approver, 'approver@demo.local')
  await approver.goto(`/orders?status=${encodeURIComponent('Pending Approval')}`)
  await approver.getByRole('link', { name: orderNumber }).click()
  await expect(approver.getByRole('button', { name: 'Mark fulfilled' })).toHaveCount(0)
  await approver.getByRole('button', { name: 'Approve', exact: true }).click()
  const dialog = approver.getByRole('dialog')
  await dialog.getByLabel('Remarks').fill('Within the stationery budget')
  await expectAccessible(approver)
  await shopScreens(approver, 'order-approve-dialog')
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(approver.getByText('Order approved')).toBeVisible()
  await expect(approver.getByText('Within the stationery budget')).toBeVisible()

  const warehouse = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signIn(warehouse, 'admin@demo.local')
  await warehouse.goto(new URL(detailUrl).pathname + new URL(detailUrl).search)
  await warehouse.getByRole('button', { name: 'Mark fulfilled' }).click()
  await warehouse.getByRole('dialog').getByRole('button', { name: 'Mark fulfilled' }).click()
  await expect(warehouse.getByText('Order marked fulfilled')).toBeVisible()
  await expect(warehouse.getByRole('button', { name: 'Mark fulfilled' })).toHaveCount(0)
  const history = warehouse.getByRole('region', { name: 'Status history' })
  for (const status of ['Placed', 'Pending Approval', 'Approved', 'Fulfilled']) {
    await expect(history.getByText(status, { exact: true })).toBeVisible()
  }
  await Promise.all([buyer, approver, warehouse].map((page) => page.context().close()))
})
