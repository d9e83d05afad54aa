import { type Browser, expect, type Page, test } from '@playwright/test'
import { gstinCheckChar } from '../../src/shared/supplier-gstin'
import { screen, unique } from './catalogue-support'
import { expectAccessible, signIn } from './support'

/** A page of its own (cookies, storage) signed in as the given demo user. */
async function pageAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signIn(page, email)
  return page
}

/** A fresh, valid GSTIN and its PAN. */
function freshGstin(): { gstin: string; pan: string } {
  const digits = String(Date.now() % 10_000).padStart(4, '0')
  const letters = unique('')
    .replace(/[^A-Z]/g, '')
    .padEnd(2, 'Q')
    .slice(0, 2)
  const pan = `AAC${letters}${digits}K`
  const first14 = `29${pan}1Z`
  return { gstin: `${first14}${gstinCheckChar(first14)}`, pan }
}

/** Waits until the list is no longer loading (its overlay would dim the rows axe checks). */
const settled = (page: Page) =>
  expect(page.getByRole('table', { name: 'Supply partners' })).not.toHaveAttribute('aria-busy', 'true')

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('a buyer registers a partner, an approver activates it, finds it and deactivates it', async ({
  browser,
  baseURL,
}) => {
  // Two people, six accessibility scans and a dozen saved screens: 96 s on a slow 2-core CI machine, over the 90 s
  // that test.slow() gives.
  test.setTimeout(180_000)
  const name = unique('E2E Vendor ')
  const { gstin, pan } = freshGstin()

  const buyer = await pageAs(browser, baseURL, 'buyer@demo.local')
  await buyer.getByRole('link', { name: 'New Supply Partner' }).click()
  await expect(buyer.getByRole('heading', { name: 'New Supply Partner' })).toBeVisible()
  await buyer.getByLabel(/^Name:/).fill(name)
  await buyer.getByLabel(/^Contact Person:/).fill('Meena Rao')
  await buyer.getByLabel(/^E-mail:/).fill('sales@vendor.example.in')
  await buyer.getByLabel(/^Phone:/).fill('+91 98765 43210')
  await buyer.getByLabel(/^GSTIN:/).fill(`${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`)
  await buyer.getByLabel(/^PAN:/).fill(pan)
  await buyer.getByLabel(/^Billing Address:/).fill('4th Floor, Brigade Road, Bengaluru 560001')
  await buyer.getByRole('combobox', { name: 'Payment Terms:' }).click()
  await buyer.getByRole('option', { name: 'Net 60' }).click()
  await buyer.getByRole('combobox', { name: 'Categories Supplied:' }).click()
  await buyer.getByRole('option', { name: 'Office Supplies', exact: true }).click()
  await buyer.keyboard.press('Escape')

  await buyer.getByRole('button', { name: 'Register Supply Partner' }).click()
  await expect(buyer.getByText('GSTIN check character is wrong').first()).toBeVisible()
  await expectAccessible(buyer)
  await screen(buyer, 'suppliers-new')
  await buyer.getByLabel(/^GSTIN:/).fill(gstin.toLowerCase())
  await buyer.getByRole('button', { name: 'Register Supply Partner' }).click()
  await expect(buyer.getByText('Supply partner registered successfully!')).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-Supply-Partner$/)

  await buyer.getByRole('searchbox', { name: 'Search' }).fill(gstin)
  await expect(buyer).toHaveURL(/q=/)
  await expect(row(buyer, name)).toContainText('Pending Onboarding')
  await expect(row(buyer, name)).toContainText(gstin)
  await expect(row(buyer, name).getByRole('button', { name: `Activate ${name}` })).toHaveCount(0)
  await row(buyer, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click()
  await expect(buyer.getByRole('heading', { name: 'Edit Supply Partner' })).toBeVisible()
  await expect(buyer.getByLabel(/^GSTIN:/)).toHaveValue(gstin)
  await buyer.getByLabel(/^Phone:/).fill('080-4123-4567')
  await expectAccessible(buyer)
  await screen(buyer, 'suppliers-edit')
  await buyer.getByRole('button', { name: 'Update Supply Partner' }).click()
  await expect(buyer.getByText('Supply partner updated successfully!')).toBeVisible()

  const approver = await pageAs(browser, baseURL, 'approver@demo.local')
  await approver.getByRole('link', { name: 'Manage Supply Partner' }).click()
  await approver.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(row(approver, name)).toContainText('Pending Onboarding')
  await settled(approver)
  await expectAccessible(approver)
  await row(approver, name)
    .getByRole('button', { name: `Activate ${name}` })
    .click()
  const dialog = approver.getByRole('dialog', { name: 'Activate supply partner' })
  await dialog.getByLabel('Remarks').fill('GST certificate verified')
  await screen(approver, 'suppliers-activate')
  await dialog.getByRole('button', { name: 'Activate' }).click()
  await expect(approver.getByText(`${name} is now Active`)).toBeVisible()
  await expect(row(approver, name)).toContainText('Active')

  await approver.getByRole('combobox', { name: 'Status' }).click()
  await approver.getByRole('option', { name: 'Active', exact: true }).click()
  await expect(approver).toHaveURL(/status=Active/)
  await expect(row(approver, name)).toBeVisible()
  await settled(approver)
  await expectAccessible(approver)
  await screen(approver, 'suppliers-manage')

  await row(approver, name)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click()
  await approver
    .getByRole('dialog', { name: 'Deactivate supply partner' })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await expect(approver.getByText(`${name} is now Inactive`)).toBeVisible()
  await expect(approver.getByText('No supply partner matches these filters.')).toBeVisible()

  await approver.goto(`/Manage-Supply-Partner?q=${encodeURIComponent(name)}`)
  await expect(row(approver, name)).toContainText('Inactive')
  await row(approver, name).getByRole('link', { name }).click()
  await expect(approver.getByLabel(/^Phone:/)).toBeDisabled()
  await expect(approver.getByLabel(/^Phone:/)).toHaveValue('08041234567')
  await screen(approver, 'suppliers-view')
})
