import { expect, type Page, test } from '@playwright/test'
import { pngOf, screen, unique } from './catalogue-support'
import { expectAccessible, signIn } from './support'

/** Fills and submits the create form; returns once the success toast shows. */
async function createCategory(page: Page, name: string, code: string, parent?: string) {
  await page.goto('/Create-Category')
  await expect(page.getByRole('heading', { name: 'Create Category' })).toBeVisible()
  await page.getByLabel('Category Name:').fill(name)
  await page.getByLabel('Category Code:').fill(code)
  await page.getByLabel('Category Description:').fill(`  ${name} for the e2e journey  `)
  if (parent) {
    const parentField = page.getByRole('combobox', { name: 'Parent Category:' })
    await expect(parentField).toHaveAttribute('placeholder', 'Select Parent Category')
    await parentField.click()
    await page.getByRole('option', { name: parent, exact: true }).click()
  }
  await page.getByRole('combobox', { name: 'GST:' }).click()
  await page.getByRole('option', { name: '12%' }).click()
  await page
    .getByLabel('Click to upload Category Image')
    .setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: await pngOf({ r: 30, g: 110, b: 200 }) })
  await expect(page.getByRole('img', { name: 'Category Image preview' })).toBeVisible()
  await page.getByRole('button', { name: 'Create Category' }).click()
  await expect(page.getByText('Category created successfully!')).toBeVisible()
}

test('a catalogue manager creates, finds, sorts, edits, views and deletes categories', async ({ page }) => {
  test.slow()
  const name = unique('E2E Lab ')
  const code = unique('E2E-LAB-')
  const childName = `${name} Child`
  await signIn(page, 'catalogue@demo.local')

  await page.goto('/Create-Category')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Create Category' }).click()
  await expect(page.getByText('Category name is required')).toBeVisible()
  await expect(page.getByText('Category code is required')).toBeVisible()
  await expect(page.getByText('Category image is required')).toBeVisible()
  await screen(page, 'category-create-errors')

  await createCategory(page, name, code)
  await expect(page.getByLabel('Category Name:')).toHaveValue('')
  await createCategory(page, childName, `${code}-C`, name)

  const duplicate = page.getByLabel('Category Code:')
  await page.getByLabel('Category Name:').fill('Duplicate code')
  await duplicate.fill(code)
  await page
    .getByLabel('Click to upload Category Image')
    .setInputFiles({ name: 'dup.png', mimeType: 'image/png', buffer: await pngOf({ r: 200, g: 30, b: 30 }) })
  await page.getByRole('button', { name: 'Create Category' }).click()
  await expect(page.getByText('Failed to create category. Please try again.')).toBeVisible()
  await expect(page.getByText(`The category code "${code}" is already in use`).first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Category' }).click()
  await expect(page).toHaveURL(/\/Manage-Category$/)
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(page).toHaveURL(/q=/)
  const table = page.getByRole('table', { name: 'Categories' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('link', { name: childName, exact: true })).toBeVisible()

  const codeHeader = table.getByRole('columnheader', { name: 'Code' })
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none')
  await codeHeader.getByRole('button').click()
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=CategoryCode/)
  await codeHeader.getByRole('button').click()
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(table.getByRole('row').nth(1)).toContainText(`${code}-C`)
  await screen(page, 'category-list-search')
  await expectAccessible(page)

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name)
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending')

  await table.getByRole('link', { name: `Edit ${name}`, exact: true }).click()
  await expect(page).toHaveURL(/\/Update-Category\/\d+$/)
  await expect(page.getByLabel('Category Name:')).toHaveValue(name)
  await expect(page.getByRole('img', { name: 'Category Image preview' })).toBeVisible()
  const parentField = page.getByRole('combobox', { name: 'Parent Category:' })
  await expect(parentField).toBeEnabled()
  await parentField.click()
  const options = page.getByRole('listbox')
  await expect(options.getByRole('option').first()).toBeVisible()
  await expect(options.getByRole('option', { name: name, exact: true })).toHaveCount(0)
  await expect(options.getByRole('option', { name: childName, exact: true })).toHaveCount(0)
  await expect(options.getByRole('option', { name: 'Office Supplies', exact: true })).toBeVisible()
  await options.getByRole('option', { name: 'Office Supplies', exact: true }).click()
  await page.getByLabel('Category Description:').fill('Updated by the e2e journey')
  await screen(page, 'category-edit')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Update Category' }).click()
  await expect(page.getByText('Category updated successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/Manage-Category/)

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(table.getByRole('row')).toHaveCount(3)
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(row).toContainText('Office Supplies')
  await row.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/Create-Category\/\d+$/)
  await expect(page.getByLabel('Category Name:')).toBeDisabled()
  await expect(page.getByLabel('Category Description:')).toHaveValue('Updated by the e2e journey')
  await expect(page.getByRole('combobox', { name: 'Parent Category:' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeDisabled()
  await expect(page.getByRole('button', { name: /Update Category|Create Category/ })).toHaveCount(0)
  await screen(page, 'category-view')
  await expectAccessible(page)
  // Issue 46 item 22: the spec's word for the way out, and only Manage Category is current in the navigation.
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const manage = nav.getByRole('link', { name: 'Manage Category', exact: true })
  const create = nav.getByRole('link', { name: 'Create Category', exact: true })
  await expect(manage).toHaveAttribute('aria-current', 'page')
  await expect(manage).toHaveAttribute('data-active', 'true')
  await expect(create).not.toHaveAttribute('aria-current', 'page')
  await expect(create).not.toHaveAttribute('data-status', 'active')
  await expect(create).not.toHaveAttribute('data-active', 'true')
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Cancel', exact: true }).click()
  await expect(page).toHaveURL(/\/Manage-Category/)

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(table.getByRole('row')).toHaveCount(3)
  await table.getByRole('button', { name: `Delete ${name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete category' })
  await expect(dialog).toContainText(name)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/subcategor/i).first()).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(3)

  await table.getByRole('button', { name: `Delete ${childName}` }).click()
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Category deleted successfully!')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
})

test('a text file named fake.png is refused when chosen, with no preview (issue 46 item 21)', async ({ page }) => {
  await signIn(page, 'catalogue@demo.local')
  await page.goto('/Create-Category')
  await expect(page.getByRole('heading', { name: 'Create Category' })).toBeVisible()
  const upload = page.getByLabel('Click to upload Category Image')
  await upload.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Shopping list: bolts, nuts, washers. Not an image.'),
  })
  await expect(page.getByText('The file is not a JPEG, PNG or WebP image')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Category Image preview' })).toHaveCount(0)
  await expect(upload).toBeVisible()
  await screen(page, 'category-fake-image')
  // A real PNG is taken and shown.
  await upload.setInputFiles({
    name: 'real.png',
    mimeType: 'image/png',
    buffer: await pngOf({ r: 30, g: 110, b: 200 }),
  })
  await expect(page.getByRole('img', { name: 'Category Image preview' })).toHaveJSProperty('naturalWidth', 48)
})

test('a category id that is not a non-zero whole number shows Invalid category ID and goes back to the list', async ({
  page,
}) => {
  await signIn(page, 'catalogue@demo.local')
  for (const bad of ['abc', '0', '-3']) {
    await page.goto(`/Update-Category/${bad}`)
    await expect(page.getByText('Invalid category ID').first()).toBeVisible()
    await expect(page).toHaveURL(/\/Manage-Category$/)
  }
})
