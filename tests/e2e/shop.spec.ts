import { expect, test } from '@playwright/test'
import { cartLine, dayFromToday, emptyCart, productCard, shopScreens } from './shop-support'
import { DESKTOP, expectAccessible, PHONE, signIn } from './support'

const BALL_PEN = 'Ball Pen Blue (box of 50)'
const GEL_PEN = 'Gel Pen Black'
const COPIER = 'A4 Copier Paper 75 GSM (500 sheets)'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP)
})

test('a buyer filters the catalogue, fills the cart, checks out and follows the order', async ({ page }) => {
  test.slow()
  await signIn(page, 'buyer@demo.local')
  await emptyCart(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })

  await nav.getByRole('link', { name: 'Catalogue' }).click()
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'All products', level: 2 })).toBeVisible()
  await expectAccessible(page)
  await shopScreens(page, 'catalogue')

  const categories = page.getByRole('navigation', { name: 'Categories' })
  await categories.getByRole('link', { name: 'Office Supplies' }).click()
  await expect(page).toHaveURL(/category=\d+/)
  await expect(page.getByRole('heading', { name: 'Office Supplies', level: 2 })).toBeVisible()
  await expect(categories.getByRole('link', { name: 'Writing Instruments' })).toBeVisible()
  await page.getByLabel('Search products').fill('pen')
  await expect(page).toHaveURL(/q=pen/)
  await expect(productCard(page, BALL_PEN)).toBeVisible()
  await expect(productCard(page, GEL_PEN)).toBeVisible()
  await shopScreens(page, 'catalogue-filtered')

  const ballPen = productCard(page, BALL_PEN)
  await ballPen.getByLabel(`Quantity of ${BALL_PEN}`).fill('3')
  await ballPen.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText(`3 boxes of ${BALL_PEN}`)).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item')
  await productCard(page, GEL_PEN).getByRole('button', { name: 'Add to cart' }).click()
  await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 2 items')

  // A parent category lists its subcategories' products too: copier paper sits two levels below.
  await page.getByLabel('Search products').fill('copier')
  await expect(page).toHaveURL(/q=copier/)
  await expect(page.getByRole('heading', { name: 'Office Supplies', level: 2 })).toBeVisible()
  // The sort is the browser's own select: the dearest copier paper (A3 at ₹520) comes first.
  await page.getByLabel('Sort by').selectOption('Price: high to low')
  await expect(page).toHaveURL(/sort=Price&dir=desc|dir=desc&sort=Price/)
  await expect(page.getByRole('article').first()).toContainText('₹520.00')
  await productCard(page, COPIER).getByRole('link', { name: COPIER }).click()

  await expect(page).toHaveURL(/\/Product-Detail\/\d+$/)
  await expect(page.getByRole('heading', { name: COPIER, level: 1 })).toBeVisible()
  await expect(page.getByText('₹245.00', { exact: true })).toBeVisible()
  await expect(page.getByText('₹274.40 with GST at 12%')).toBeVisible()
  await expect(page.getByText('3 days')).toBeVisible()
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click()
  await expect(page.getByRole('img', { name: `${COPIER}, view 2 of 2` })).toBeVisible()
  await expectAccessible(page)
  await shopScreens(page, 'product-detail')
  await page.getByLabel('Quantity').fill('2')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 3 items')

  await nav.getByRole('link', { name: /^Cart/ }).click()
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3)
  await expect(cartLine(page, BALL_PEN).getByLabel(`Quantity of ${BALL_PEN}`, { exact: true })).toHaveValue('3')

  await cartLine(page, GEL_PEN)
    .getByRole('button', { name: `Increase quantity of ${GEL_PEN}` })
    .click()
  await expect(cartLine(page, GEL_PEN).getByLabel(`Quantity of ${GEL_PEN}`, { exact: true })).toHaveValue('2')
  const copierQuantity = cartLine(page, COPIER).getByLabel(`Quantity of ${COPIER}`, { exact: true })
  await copierQuantity.fill('5')
  await copierQuantity.press('Enter')
  await expect(cartLine(page, COPIER)).toContainText('₹1,372.00')
  await cartLine(page, GEL_PEN).getByRole('button', { name: 'Remove' }).click()
  await expect(cartLine(page, GEL_PEN)).toHaveCount(0)

  // 3 boxes of pens at ₹250 (18%) and 5 boxes of paper at ₹245 (12%).
  const totals = page.getByRole('table', { name: 'Cart totals' })
  await expect(totals.getByRole('row', { name: /^Subtotal/ })).toContainText('₹1,975.00')
  await expect(totals.getByRole('row', { name: /^GST 12%/ })).toContainText('₹147.00')
  await expect(totals.getByRole('row', { name: /^GST 18%/ })).toContainText('₹135.00')
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('₹2,257.00')
  await expectAccessible(page)
  await shopScreens(page, 'cart')

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Delivery address is required')).toBeVisible()
  await expect(page.getByText('Required-by date is required')).toBeVisible()
  await page.getByLabel('Delivery address').fill('Plot 12, MIDC Industrial Area\nPune 411019')
  await page.getByLabel('Required by').fill(dayFromToday(7))
  await page.getByLabel('Notes').fill('Deliver to gate 2')
  await expect(page.getByRole('table', { name: 'Order totals' }).getByRole('row', { name: /^Total/ })).toContainText(
    '₹2,257.00',
  )
  await expectAccessible(page)
  await shopScreens(page, 'checkout')
  // A double click places one order: the button waits, and the OrderID is made once per checkout.
  await page.getByRole('button', { name: 'Place Order' }).dblclick()

  await expect(page).toHaveURL(/\/Checkout\/Thank-You\?OrderID=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!', level: 1 })).toBeVisible()
  await expect(page.getByText('Your order has been successfully placed.', { exact: true })).toBeVisible()
  const numberText = await page.getByText(/^Order number: ORD-/).textContent()
  const orderNumber = numberText?.replace('Order number: ', '') ?? ''
  expect(orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/)
  await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart')
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/catalogue')
  await expectAccessible(page)
  await shopScreens(page, 'thank-you')

  await page.getByRole('link', { name: 'View Order Details' }).click()
  await expect(page).toHaveURL(/\/order_detail\?OrderID=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible()
  const lines = page.getByRole('table', { name: 'Order lines' })
  await expect(lines.getByRole('row')).toHaveCount(3)
  await expect(lines.getByRole('row', { name: new RegExp(BALL_PEN.replace(/[()]/g, '\\$&')) })).toContainText('₹885.00')
  const orderTotals = page.getByRole('table', { name: 'Order totals' })
  await expect(orderTotals.getByRole('row', { name: /^GST 12%/ })).toContainText('₹147.00')
  await expect(orderTotals.getByRole('row', { name: /^Total/ })).toContainText('₹2,257.00')
  await expect(page.getByText('Deliver to gate 2')).toBeVisible()
  await expect(page.getByText('Order placed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expectAccessible(page)
  await shopScreens(page, 'order-detail')

  await nav.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await page.getByLabel('Order number').fill(orderNumber)
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`))
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Placed')
  await expect(rows.nth(1)).toContainText('₹2,257.00')
  await page.getByLabel('Order number').fill('')
  await expect(page).not.toHaveURL(/q=/)
  await expectAccessible(page)
  await shopScreens(page, 'orders')
})

test('an empty cart points back to the catalogue', async ({ page }) => {
  await signIn(page, 'approver@demo.local')
  await emptyCart(page)
  await page.goto('/Cart')
  await expect(page.getByRole('heading', { name: 'Your cart is empty', level: 2 })).toBeVisible()
  await expectAccessible(page)
  await shopScreens(page, 'cart-empty')
  await page.goto('/Checkout')
  await expect(page.getByRole('heading', { name: 'Your cart is empty', level: 2 })).toBeVisible()
  await page.getByRole('link', { name: 'Browse the catalogue' }).click()
  await expect(page).toHaveURL(/\/catalogue$/)
})

test('a product detail without an id goes to the catalogue; ?productid= goes to the product', async ({ page }) => {
  await signIn(page, 'buyer@demo.local')
  await page.goto('/Product-Detail')
  await expect(page).toHaveURL(/\/catalogue$/)
  await expect(page.getByText('Choose a product from the catalogue to see its details')).toBeVisible()
  await page.goto('/Product-Detail/abc')
  await expect(page).toHaveURL(/\/catalogue$/)
  await expect(page.getByText('Invalid product ID')).toBeVisible()
  await page.goto('/Product-Detail?productid=1')
  await expect(page).toHaveURL(/\/Product-Detail\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the catalogue opened afresh shows its first row, then every card and the pager; Back and a reload return to a card far down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'buyer@demo.local')
  await page.goto('/catalogue')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(12)
  await expect(page.getByText(/^Showing 1–12 of \d+/)).toBeVisible()

  const last = cards.nth(11)
  // The card's one link in the accessibility tree is its name (the picture's link is hidden from it).
  const nameLink = last.getByRole('link')
  const name = (await nameLink.textContent()) ?? ''
  await last.scrollIntoViewIfNeeded()
  await nameLink.click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible()
  await expect(productCard(page, name)).toBeInViewport()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible()
  await expect(productCard(page, name)).toBeInViewport()

  // The page size is the browser's own select too: 24 a page shows twelve more cards.
  await page.getByLabel('Products per page').selectOption('24')
  await expect(page).toHaveURL(/size=24/)
  await expect(cards).toHaveCount(24)
  await expect(page.getByText(/^Showing 1–24 of \d+/)).toBeVisible()
})

test('on a phone the categories open in a drawer, and widening the window brings back the side column (and closes the drawer)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signIn(page, 'buyer@demo.local')
  await page.goto('/catalogue')
  await expect(page.getByRole('heading', { name: 'All products', level: 2 })).toBeVisible()
  // The phone renders no hidden side column: the only category tree is the drawer's, once opened.
  const tree = page.getByRole('navigation', { name: 'Categories' })
  await expect(tree).toHaveCount(0)

  await page.getByRole('button', { name: 'Categories' }).click()
  const drawer = page.getByRole('dialog', { name: 'Categories' })
  await expect(drawer.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
  await drawer.getByRole('link', { name: 'Office Supplies' }).click()
  await expect(drawer).toHaveCount(0)
  await expect(page).toHaveURL(/category=\d+/)
  await expect(page.getByRole('heading', { name: 'Office Supplies', level: 2 })).toBeVisible()

  await page.setViewportSize(DESKTOP)
  await expect(page.getByRole('button', { name: 'Categories' })).toHaveCount(0)
  await expect(tree.getByRole('link', { name: 'Office Supplies' })).toHaveAttribute('aria-current', 'page')

  // Widened while open, the drawer gives way to the side column, and narrowing again does not bring it back.
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Categories' }).click()
  await expect(drawer).toBeVisible()
  await page.setViewportSize(DESKTOP)
  await expect(tree.getByRole('link', { name: 'Office Supplies' })).toBeVisible()
  await expect(drawer).toHaveCount(0)
  await page.setViewportSize(PHONE)
  await expect(page.getByRole('button', { name: 'Categories' })).toBeVisible()
  await expect(drawer).toHaveCount(0)
})
