import { expect, test } from '@playwright/test'
import { dayFromToday } from './shop-support'
import { DESKTOP, signIn } from './support'

test('the PO list follows the one history rule: tabs, filters and pages are steps Back undoes', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, 'buyer@demo.local')
  await page.goto('/Manage-PO')
  const rows = page.getByRole('table', { name: 'Purchase orders' }).locator('tbody tr[data-status]')
  await expect(rows.first()).toBeVisible()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=1/)
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible()
  await page.getByRole('tab', { name: 'Drafts' }).click()
  await expect(page).toHaveURL(/\/Manage-PO\?tab=drafts$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/Manage-PO\?page=1$/)
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/Manage-PO$/)
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible()
})

test('the orders list filters by the days an order was placed, with the date range of every list', async ({ page }) => {
  await signIn(page, 'buyer@demo.local')
  await page.goto('/orders')
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('button', { name: /^Placed/ })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Placed/ })
  await dialog.getByRole('button', { name: 'Today' }).click()
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${dayFromToday(0)}&to=${dayFromToday(0)}`))
  await expect(page.getByRole('button', { name: /^Placed: / })).toBeVisible()
  await page.getByRole('button', { name: 'Reset filters' }).click()
  await expect(page).toHaveURL(/\/orders$/)
})
