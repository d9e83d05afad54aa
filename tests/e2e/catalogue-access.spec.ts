import { expect, test } from '@playwright/test'
import { pngOf, screen } from './catalogue-support'
import { expectAccessible, signIn } from './support'

test('a buyer sees the catalogue lists read-only: no create, edit or delete', async ({ page }) => {
  // Five screens with an accessibility check each: it took 28 of its 30 s on CI.
  test.slow()
  await signIn(page, 'buyer@demo.local')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Manage Category' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Manage Product' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Create Category' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Create Product' })).toHaveCount(0)

  await nav.getByRole('link', { name: 'Manage Category' }).click()
  const categories = page.getByRole('table', { name: 'Categories' })
  await expect(categories.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Category' })).toHaveCount(0)
  await expect(categories.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await expect(categories.getByRole('link', { name: /^Edit / })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/Manage-Product')
  const products = page.getByRole('table', { name: 'Products' })
  await expect(products.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Product' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  await expect(products.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await screen(page, 'product-list-buyer')
  await expectAccessible(page)

  await products.getByRole('row').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/Update-Product\/\d+$/)
  await expect(page.getByLabel(/^Name:/)).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Update Product' })).toHaveCount(0)
  await expect(page.getByLabel('Upload product image')).toHaveCount(0)
  await expectAccessible(page)

  // Issue 13.4: a page the role may not open says so where it is, instead of sending the user elsewhere.
  for (const path of ['/Create-Category', '/Create-Product']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
})

test('list filters live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, 'buyer@demo.local')
  await page.goto('/Manage-Product?status=Active&sort=Price&dir=desc&size=25&bogus=1&page=abc')
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active')
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Copier Paper' }).click()
  await expect(page).toHaveURL(/category=\d+/)
  await expect(table.getByRole('row')).toHaveCount(4)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Copier Paper')
  await expect(table.getByRole('row')).toHaveCount(4)
  await page.getByRole('button', { name: 'Reset filters' }).click()
  await expect(page).not.toHaveURL(/category=/)
  await expect(page).toHaveURL(/sort=Price/)

  await page.goto('/Manage-Category?parent=0')
  const categories = page.getByRole('table', { name: 'Categories' })
  await expect(categories.getByRole('row').nth(1)).toContainText('Top level')
  await expect(categories.getByText('Electrical', { exact: true })).toHaveCount(1)
  await expect(categories.getByText('Cables', { exact: true })).toHaveCount(0)
})

test('the component gallery shows every shared building block working', async ({ page }) => {
  // Issue 13.11: the gallery is for admins only.
  await signIn(page, 'admin@demo.local')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Component gallery' })
    .click()
  await expect(page).toHaveURL(/\/sample$/)
  await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible()

  await page.getByLabel('Supplier Name:').fill('Acme Traders')
  await expect(page.getByText('"Acme Traders"')).toBeVisible()
  await expect(page.getByLabel('Locked Field (has an id):')).toBeDisabled()
  await expect(page.getByLabel('Notes:')).toHaveAttribute('placeholder', 'Enter text...')
  await expect(page.getByLabel('Notes:')).toHaveAttribute('rows', '3')

  const loading = page.getByRole('combobox', { name: 'Always Loading:' })
  await expect(loading).toHaveAttribute('placeholder', 'Loading...')
  await expect(loading).toBeDisabled()
  const category = page.getByRole('combobox', { name: 'Category:' })
  await expect(category).toHaveAttribute('placeholder', 'Select Category')
  await expect(category).toBeEnabled()

  await page
    .getByLabel('Click to upload Sample Image')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await pngOf({ r: 250, g: 160, b: 0 }) })
  await expect(page.getByRole('img', { name: 'Sample Image preview' })).toHaveJSProperty('naturalWidth', 48)
  await expect(page.getByText(/"data:image\/png;base64,/)).toBeVisible()
  await page.getByRole('button', { name: 'Remove image' }).click()
  await expect(page.getByLabel('Click to upload Sample Image')).toBeVisible()
  await expect(page.getByLabel('Click to upload Disabled Image')).toBeDisabled()

  await page
    .getByLabel('Click to upload Sample Image')
    .setInputFiles({ name: 'fake.png', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image')).toBeVisible()

  for (const [button, text] of [
    ['Blank toast', 'A blank toast (4 s)'],
    ['Success toast', 'Category created successfully!'],
    ['Error toast', 'Failed to create category. Please try again.'],
    ['Custom toast', 'A custom toast with a title'],
  ] as const) {
    await page.getByRole('button', { name: button }).click()
    await expect(page.getByText(text)).toBeVisible()
  }
  await page.getByRole('button', { name: 'Loading toast' }).click()
  await expect(page.getByText('Saving the sample…')).toBeVisible()
  await expect(page.getByText('Sample saved')).toBeVisible()

  const table = page.getByRole('table', { name: 'Sample rows' })
  await table.getByRole('button', { name: 'Rate' }).click()
  await expect(table.getByRole('columnheader', { name: 'Rate' })).toHaveAttribute('aria-sort', 'ascending')
  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page.getByText('Showing 11–14 of 14')).toBeVisible()
  await page.getByRole('button', { name: 'Open delete confirmation' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete sample' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await screen(page, 'sample')
  await expectAccessible(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the catalogue screens fit a 390 px wide screen', async ({ page }) => {
    await signIn(page, 'catalogue@demo.local')
    for (const [path, name] of [
      ['/Manage-Category', 'phone-category-list'],
      ['/Create-Category', 'phone-category-create'],
      ['/Manage-Product', 'phone-product-list'],
      ['/Create-Product', 'phone-product-create'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      await screen(page, name)
    }
    await expectAccessible(page)
  })
})
