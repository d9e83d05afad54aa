import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { addApprover } from './approvals-support'
import { pageAs } from './po-support'
import { captureScreens, expectAccessible, PHONE } from './support'

const table = (page: Page) => page.getByRole('table', { name: 'Approval workflows' })
const row = (page: Page, type: string) => table(page).getByRole('row').filter({ hasText: type })
/** The approver rows of the 'Approval Flow Settings' panel, level 1 first. */
const levels = (page: Page) => page.getByRole('list', { name: 'Approvers in order' }).getByRole('listitem')

/** Waits until the list is no longer loading (its overlay would dim the rows axe checks). */
const listSettled = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy', 'true')

async function chooseFile(page: Page, dialog: Locator, name: string, content: unknown): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Workflow file' }).click()
  await (await chooser).setFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(content, null, 2)),
  })
}

const fileOf = (workflows: unknown[]) => ({ format: 'approval-workflows', version: 1, workflows })

test('an admin builds, exports and imports the Product workflow; an approver reads it; a buyer is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = await pageAs(browser, 'admin@demo.local')
  await admin.goto('/Approval-Workflow')
  await expect(admin.getByRole('heading', { name: 'Approval Workflow' })).toBeVisible()
  await admin.getByRole('link', { name: 'Create Workflow' }).click()
  await expect(admin).toHaveURL(/\/Create-Workflow$/)
  await expect(admin.getByRole('heading', { name: 'Create Workflow' })).toBeVisible()

  // Product: no other journey sets its workflow, so the Type select (types without one) offers it whatever ran before.
  await admin.getByRole('combobox', { name: 'Type:' }).click()
  await admin.getByRole('option', { name: 'Product', exact: true }).click()
  await admin.getByRole('combobox', { name: 'Status:' }).click()
  await admin.getByRole('option', { name: 'Active', exact: true }).click()
  const toggle = admin.getByRole('switch', { name: 'Enable Approval Workflow' })
  await expect(toggle).not.toBeChecked()
  await expect(admin.getByText('Approval Flow Settings')).toHaveCount(0)
  await toggle.click({ force: true })
  await expect(toggle).toBeChecked()
  await expect(admin.getByRole('heading', { name: 'Approval Flow Settings' })).toBeVisible()
  await expect(admin.getByText('No approvers added.')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Add', exact: true })).toBeDisabled()

  await addApprover(admin, 'Arjun', 'Arjun Approver (Approver)')
  await addApprover(admin, 'Anita', 'Anita Approver (Approver)')
  await expect(levels(admin)).toHaveCount(2)
  await expect(levels(admin).nth(0)).toContainText('Level 1')
  await expect(levels(admin).nth(0)).toContainText('Arjun Approver')
  await expect(admin.getByRole('button', { name: 'Move Arjun Approver up' })).toBeDisabled()
  await expect(admin.getByRole('button', { name: 'Move Anita Approver down' })).toBeDisabled()
  await admin.getByRole('button', { name: 'Move Anita Approver up' }).click()
  await expect(levels(admin).nth(0)).toContainText('Level 1')
  await expect(levels(admin).nth(0)).toContainText('Anita Approver')
  await expect(levels(admin).nth(1)).toContainText('Level 2')
  await expect(levels(admin).nth(1)).toContainText('Arjun Approver')

  await addApprover(admin, 'Arjun', 'Arjun Approver (Approver)')
  await expect(admin.getByText('This user is already in the approval flow.')).toBeVisible()
  await expect(levels(admin)).toHaveCount(2)
  await admin.getByRole('textbox', { name: 'Level 2 amount threshold (₹)' }).fill('50000')
  await expectAccessible(admin)
  await captureScreens(admin, 'workflow-create')

  await admin.getByRole('button', { name: 'Save Workflow' }).click()
  await expect(admin.getByText('Product workflow saved')).toBeVisible()
  await expect(admin).toHaveURL(/\/Approval-Workflow$/)
  await expect(row(admin, 'Product')).toContainText('2')
  await expect(row(admin, 'Product')).toContainText('Active')
  await expect(row(admin, 'Product')).toContainText('On')
  await listSettled(admin)
  await expectAccessible(admin)

  // Export: every workflow, approvers by e-mail, in their order.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toBe('approval-workflows.json')
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
  const product = exported.workflows.find((w: { type: string }) => w.type === 'Product')
  expect(product).toMatchObject({
    enabled: true,
    status: 'Active',
    approvers: [
      { email: 'approver2@demo.local', role: null, minAmount: null },
      { email: 'approver@demo.local', role: null, minAmount: 50000 },
    ],
  })

  // Import a file naming somebody who is not a user here: the problem is shown and nothing is written.
  await admin.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = admin.getByRole('dialog', { name: 'Import workflows' })
  const ghost = { type: 'Product', enabled: true, status: 'Active', approvers: [{ email: 'ghost@demo.local' }] }
  await chooseFile(admin, dialog, 'bad.json', fileOf([ghost]))
  const problems = dialog.getByRole('table', { name: 'Problems of the file' })
  await expect(problems.getByRole('row').nth(1)).toContainText('Workflow 1 (Product), Level 1')
  await expect(problems.getByRole('row').nth(1)).toContainText('No user with the e-mail ghost@demo.local')
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await expectAccessible(admin)
  await captureScreens(admin, 'workflow-import-problems')

  // A good file replaces the Product workflow: three levels, switched Off and Inactive.
  const good = {
    type: 'Product',
    enabled: false,
    status: 'Inactive',
    approvers: [{ email: 'approver@demo.local' }, { email: 'delegate@demo.local' }, { role: 'approver' }],
  }
  await chooseFile(admin, dialog, 'good.json', fileOf([good]))
  await expect(dialog.getByText('The file is ready to import')).toBeVisible()
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(admin.getByText('Workflows imported')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(row(admin, 'Product')).toContainText('3')
  await expect(row(admin, 'Product')).toContainText('Inactive')
  await expect(row(admin, 'Product')).toContainText('Off')

  await row(admin, 'Product').getByRole('link', { name: 'Edit the Product workflow' }).click()
  await expect(admin).toHaveURL(/\/Create-Workflow\?type=Product$/)
  await expect(admin.getByRole('heading', { name: 'Edit Product Workflow' })).toBeVisible()
  await admin.getByRole('switch', { name: 'Enable Approval Workflow' }).click({ force: true })
  await expect(levels(admin)).toHaveCount(3)
  await expect(levels(admin).nth(2)).toContainText('Approver (any)')
  await admin.setViewportSize(PHONE)
  await expectAccessible(admin)
  await captureScreens(admin, 'workflow-edit')

  // Another admin saves the Product workflow meanwhile: this save is refused as stale and the current version loads.
  const other = await pageAs(browser, 'admin@demo.local')
  await other.goto('/Create-Workflow?type=Product')
  await other.getByRole('combobox', { name: 'Status:' }).click()
  await other.getByRole('option', { name: 'Draft', exact: true }).click()
  await other.getByRole('button', { name: 'Save Workflow' }).click()
  await expect(other).toHaveURL(/\/Approval-Workflow$/)
  await admin.getByRole('button', { name: 'Save Workflow' }).click()
  await expect(admin.getByText('Your changes were not saved')).toBeVisible()
  await admin.getByRole('button', { name: 'Load the current version' }).click()
  await expect(admin.getByRole('combobox', { name: 'Status:' })).toHaveValue('Draft')
  await expect(admin.getByRole('switch', { name: 'Enable Approval Workflow' })).not.toBeChecked()
  await admin.getByRole('link', { name: 'Cancel' }).click()
  await expect(admin).toHaveURL(/\/Approval-Workflow$/)
  await listSettled(admin)
  await admin.setViewportSize(PHONE)
  await expectAccessible(admin)
  await captureScreens(admin, 'workflow-list')

  // An approver reads the list and changes nothing; a buyer may not open it.
  const approver = await pageAs(browser, 'approver@demo.local')
  await approver.goto('/Approval-Workflow')
  await expect(row(approver, 'Product')).toContainText('Draft')
  await expect(approver.getByRole('link', { name: 'Create Workflow' })).toHaveCount(0)
  await expect(approver.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
  await expect(approver.getByRole('link', { name: 'Edit the Product workflow' })).toHaveCount(0)
  await listSettled(approver)
  await expectAccessible(approver)
  await approver.goto('/Create-Workflow?type=Product')
  await expect(approver.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()

  const buyer = await pageAs(browser, 'buyer@demo.local')
  await buyer.goto('/Approval-Workflow')
  await expect(buyer.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
  await expect(table(buyer)).toHaveCount(0)
})
