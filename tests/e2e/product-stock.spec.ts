import { expect, type Page, test } from '@playwright/test'
import { unique } from './catalogue-support'
import { dayFromToday, emptyCart, productCard } from './shop-support'
import { captureScreens, DESKTOP, expectAccessible, signIn } from './support'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP)
})

/** Creates an Active product in Office Supplies through the API as the signed-in manager; returns its id. */
async function createProduct(page: Page, product: { sku: string; name: string; stock: number }): Promise<number> {
  return page.evaluate(async ({ sku, name, stock }) => {
    const headers = { Domain: window.location.hostname, Accept: 'application/json', 'Content-Type': 'application/json' }
    const categories = await (
      await fetch('/api/get-all-categories?search_txt=Office%20Supplies&iDisplayLength=10', { headers })
    ).json()
    const category = categories.data.find((c: { CategoryName: string }) => c.CategoryName === 'Office Supplies')
    const created = await fetch('/api/add-product', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        Name: name,
        SKU: sku,
        Description: 'Lever-arch binder',
        Price: 120,
        Stock: stock,
        DeliveryLeadTime: 2,
        UnitsofMeasurement: 'pieces',
        TaxPercentage: 18,
        Status: 'Active',
        CategoryID: String(category.CategoryID),
      }),
    })
    return (await created.json()).data.ProductID as number
  }, product)
}

/** Orders units of a product as the buyer, through the catalogue, cart and checkout screens. */
async function orderAsBuyer(page: Page, product: { sku: string; name: string }, quantity: number) {
  await signIn(page, 'buyer@demo.local')
  await emptyCart(page)
  await page.goto(`/catalogue?q=${product.sku}`)
  const card = productCard(page, product.name)
  await card.getByLabel(`Quantity of ${product.name}`).fill(String(quantity))
  await card.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText(`${quantity} pieces of ${product.name}`)).toBeVisible()
  await page.goto('/Checkout')
  await page.getByLabel('Delivery address').fill('Stores, Plot 9, Chakan MIDC 410501')
  await page.getByLabel('Required by').fill(dayFromToday(3))
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible()
}

test('issue 10.3: a product form opened before an order cannot undo the stock the order took; adjustments show in the history', async ({
  page,
  browser,
}) => {
  test.slow()
  const sku = unique('E2E-STK-')
  const product = { sku, name: `E2E Binder ${sku}`, stock: 50 }
  await signIn(page, 'catalogue@demo.local')
  const id = await createProduct(page, product)

  // The catalogue manager opens the edit form: stock 50, read-only.
  await page.goto(`/Update-Product/${id}`)
  const stock = page.getByLabel('Stock:')
  await expect(stock).toHaveValue('50')
  await expect(stock).toHaveJSProperty('readOnly', true)
  const history = page.getByRole('table', { name: 'Stock history' })
  await expect(history.getByRole('row').nth(1)).toContainText('Initial stock')

  // Meanwhile a buyer, in another browser, orders 4.
  const buyerContext = await browser.newContext({ viewport: DESKTOP })
  await orderAsBuyer(await buyerContext.newPage(), product, 4)
  await buyerContext.close()

  // The manager's form was loaded before the order; saving a description change keeps the order's 46.
  await page.getByLabel('Description:').fill('Lever-arch binder, stronger ring')
  await page.getByRole('button', { name: 'Update Product' }).click()
  await expect(page.getByText('Product updated successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/Manage-Product/)
  await page.getByRole('searchbox', { name: 'Search' }).fill(sku)
  const list = page.getByRole('table', { name: 'Products' })
  await expect(list.getByRole('row')).toHaveCount(2)
  await expect(list.getByRole('row').nth(1)).toContainText('46 pieces')

  await list.getByRole('link', { name: product.name }).click()
  await expect(page).toHaveURL(/\/Update-Product\/\d+$/)
  await expect(stock).toHaveValue('46')
  await expect(page.getByLabel('Description:')).toHaveValue('Lever-arch binder, stronger ring')
  const orderRow = history.getByRole('row').nth(1)
  await expect(orderRow).toContainText('−4')
  await expect(orderRow).toContainText('Order')
  await expect(orderRow).toContainText('Bharat Buyer')
  await expect(orderRow).toContainText(/ORD-\d{4}-\d{6}/)

  // An adjustment: removing more than is in stock is refused on the field; adding 10 received is saved.
  await page.getByRole('button', { name: 'Adjust stock' }).click()
  const dialog = page.getByRole('dialog', { name: `Adjust stock: ${product.name}` })
  await dialog.getByRole('radio', { name: 'Remove' }).check()
  await dialog.getByLabel('Quantity to remove:').fill('100')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(dialog.getByText('Only 46 in stock: you cannot remove 100')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Add' }).check()
  await dialog.getByLabel('Quantity to add:').fill('10')
  await expect(dialog.getByRole('combobox', { name: 'Reason:' })).toHaveValue('Received')
  await dialog.getByLabel('Note:').fill('Delivery note DN-42')
  await expect(dialog).toContainText('After this change: 56 pieces')
  await expectAccessible(page)
  await captureScreens(page, 'product-stock-adjust')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(page.getByText('Stock adjusted')).toBeVisible()
  await expect(dialog).toBeHidden()

  await expect(stock).toHaveValue('56')
  const adjustedRow = history.getByRole('row').nth(1)
  await expect(adjustedRow).toContainText('+10')
  await expect(adjustedRow).toContainText('56')
  await expect(adjustedRow).toContainText('Received')
  await expect(adjustedRow).toContainText('Delivery note DN-42')
  await expect(adjustedRow).toContainText('Chitra Catalogue')
  await expect(history.getByRole('row')).toHaveCount(4)
  await expectAccessible(page)
  await captureScreens(page, 'product-stock-history')
})
