import { expect, test } from '@playwright/test'
import { dayFromToday, emptyCart, productCard, shopScreens } from './shop-support'
import { DESKTOP, expectAccessible, signIn } from './support'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP)
})

test('a price changed during checkout is shown, and the buyer accepts it and places the order', async ({
  page,
  context,
}) => {
  test.slow()
  const sticky = 'Sticky Notes 3x3 in (100 sheets)'
  await signIn(page, 'admin@demo.local')
  await emptyCart(page)
  await page.goto('/catalogue?q=PAP-STK-3X3')
  await productCard(page, sticky).getByLabel(`Quantity of ${sticky}`).fill('10')
  await productCard(page, sticky).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText(`10 pieces of ${sticky}`)).toBeVisible()
  await page.goto('/Checkout')
  await page.getByLabel('Delivery address').fill('Warehouse 3, Bhiwandi 421302')
  await page.getByLabel('Required by').fill(dayFromToday(3))

  // Someone raises the price from ₹45 to ₹48 while the buyer is at the checkout.
  const other = await context.newPage()
  await other.goto('/Manage-Product?q=PAP-STK-3X3')
  await other.getByRole('link', { name: sticky }).click()
  await other.getByLabel(/^Price:/).fill('48')
  await other.getByRole('button', { name: 'Update Product' }).click()
  await expect(other.getByText('Product updated successfully!')).toBeVisible()
  await other.close()

  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Your cart changed')).toBeVisible()
  await expect(page.getByText(`${sticky}: now ₹48.00 (was ₹45.00)`)).toBeVisible()
  // 10 pieces at ₹48 plus 12% GST.
  const totals = page.getByRole('table', { name: 'Order totals' })
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('₹537.60')
  await expectAccessible(page)
  await shopScreens(page, 'checkout-price-changed')
  await page.getByRole('button', { name: 'Accept new prices and place order' }).click()

  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible()
  await page.getByRole('link', { name: 'View Order Details' }).click()
  const line = page
    .getByRole('table', { name: 'Order lines' })
    .getByRole('row', { name: new RegExp(sticky.slice(0, 12)) })
  await expect(line).toContainText('₹48.00')
  await expect(page.getByRole('table', { name: 'Order totals' }).getByRole('row', { name: /^Total/ })).toContainText(
    '₹537.60',
  )
})
