import { expect, type Page, test } from '@playwright/test'
import { type ApiUser, addApprover, draftedPo, setPoWorkflow } from './approvals-support'
import { apiAs, call } from './po-list-support'
import { choose, pageAs } from './po-support'
import { expectAccessible, settled } from './support'

/**
 * Issue 14's journey, every step through the screens: the admin sets a 2-level PO workflow (Arjun,
 * then Anita); Anita, going away, delegates her approvals to Deepak; the buyer submits a PO; Arjun
 * approves it from Pending Approvals; it waits on Anita, so Deepak sees it "for Anita" and approves
 * it from the approval form; the buyer sees the PO Approved with its chain, and the history shows
 * both decisions, Deepak's as "Deepak Delegate for Anita Approver".
 */

const pendingRow = (page: Page, number: string) =>
  page.getByRole('table', { name: 'Pending approvals' }).locator('tbody tr').filter({ hasText: number })
const chainLevel = (page: Page, level: number) =>
  page
    .getByRole('table', { name: 'Approval chain' })
    .getByRole('row')
    .filter({ hasText: `Level ${level}` })

test('a PO goes through two levels, the second decided by a delegate, and the buyer follows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const base = baseURL ?? ''
  const adminApi: ApiUser = await apiAs(browser, base, 'admin@demo.local')
  const buyerApi = await apiAs(browser, base, 'buyer@demo.local')
  const anitaApi = await apiAs(browser, base, 'approver2@demo.local')
  try {
    // The admin sets the workflow on its screen.
    const admin = await pageAs(browser, 'admin@demo.local')
    await admin.goto('/Create-Workflow?type=PO')
    await expect(admin.getByRole('heading', { name: /Workflow/ })).toBeVisible()
    await choose(admin, admin, 'Status:', 'Active')
    const toggle = admin.getByRole('switch', { name: 'Enable Approval Workflow' })
    if (!(await toggle.isChecked())) await toggle.click({ force: true })
    for (const name of ['Arjun Approver', 'Anita Approver']) {
      const remove = admin.getByRole('button', { name: `Remove ${name}` })
      if ((await remove.count()) > 0) await remove.click()
    }
    await addApprover(admin, 'Arjun', 'Arjun Approver (Approver)')
    await addApprover(admin, 'Anita', 'Anita Approver (Approver)')
    const levels = admin.getByRole('list', { name: 'Approvers in order' }).getByRole('listitem')
    await expect(levels).toHaveCount(2)
    await expect(levels.nth(0)).toContainText('Arjun Approver')
    await expect(levels.nth(1)).toContainText('Anita Approver')
    await admin.getByRole('button', { name: 'Save Workflow' }).click()
    await expect(admin.getByText('PO workflow saved')).toBeVisible()
    await admin.context().close()

    // Anita is away this week: her approvals go to Deepak.
    const anita = await pageAs(browser, 'approver2@demo.local')
    await anita.goto('/Pending-Approvals')
    await anita.getByRole('button', { name: 'Delegate approvals', exact: true }).click()
    const dialog = anita.getByRole('dialog', { name: 'Delegate approvals' })
    await dialog.getByRole('button', { name: 'Add delegation', exact: true }).click()
    await choose(anita, dialog, 'Delegate', 'Deepak Delegate')
    await dialog.getByRole('button', { name: 'Add delegation', exact: true }).click()
    await expect(anita.getByText(/^Approvals go to Deepak Delegate from/)).toBeVisible()
    await anita.context().close()

    // The buyer submits a PO from its page.
    const po = await draftedPo(buyerApi.request, browser, base)
    const buyer = await pageAs(browser, 'buyer@demo.local')
    await buyer.goto(`/Manage-PO/Create-PO?id=${po.poId}`)
    await buyer.getByRole('button', { name: 'Submit for approval', exact: true }).click()
    const submit = buyer.getByRole('dialog')
    await submit.getByRole('button', { name: 'Submit for approval', exact: true }).click()
    await expect(submit).toHaveCount(0)
    await expect(buyer.getByText('Pending Approval', { exact: true }).first()).toBeVisible()

    // Level 1: Arjun approves from his Pending Approvals.
    const arjun = await pageAs(browser, 'approver@demo.local')
    await arjun.goto('/Pending-Approvals')
    await expect(pendingRow(arjun, po.number)).toContainText('Level 1')
    await pendingRow(arjun, po.number)
      .getByRole('button', { name: `Approve PO ${po.number}` })
      .click()
    const approve = arjun.getByRole('dialog', { name: `Approve PO ${po.number}` })
    await approve.getByLabel('Remarks').fill('Rates match the contract')
    await approve.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(arjun.getByText(`PO ${po.number}: Approved; now at Level 2`)).toBeVisible()
    await expect(pendingRow(arjun, po.number)).toHaveCount(0)
    await arjun.context().close()

    // Level 2 is Anita's; Deepak stands in for her and approves from the form.
    const deepak = await pageAs(browser, 'delegate@demo.local')
    await deepak.goto('/Pending-Approvals')
    await expect(pendingRow(deepak, po.number)).toContainText('for Anita Approver')
    await expect(pendingRow(deepak, po.number)).toContainText('Level 2')
    await pendingRow(deepak, po.number)
      .getByRole('link', { name: `Open PO ${po.number}` })
      .click()
    await expect(deepak.getByRole('heading', { name: `Approval: PO ${po.number}` })).toBeVisible()
    await expect(chainLevel(deepak, 1)).toContainText('Approved')
    await expect(chainLevel(deepak, 2)).toContainText('Pending')
    await deepak.getByRole('button', { name: 'Approve', exact: true }).click()
    const formApprove = deepak.getByRole('dialog', { name: `Approve PO ${po.number}` })
    await formApprove.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(deepak.getByText(`PO ${po.number}: Approved`)).toBeVisible()
    await expect(chainLevel(deepak, 2)).toContainText('Approved')
    await expect(deepak.getByTestId('approval-step').last()).toContainText('Deepak Delegate for Anita Approver')
    await settled(deepak)
    await expectAccessible(deepak)
    await deepak.context().close()

    // The buyer: the PO is Approved, and its approval shows the whole chain.
    await buyer.reload()
    await expect(buyer.getByText('Approved', { exact: true }).first()).toBeVisible()
    await buyer.getByRole('link', { name: 'View approval' }).click()
    await expect(chainLevel(buyer, 1)).toContainText('Arjun Approver')
    await expect(chainLevel(buyer, 1)).toContainText('Approved')
    await expect(chainLevel(buyer, 2)).toContainText('Anita Approver')
    await expect(chainLevel(buyer, 2)).toContainText('Approved')

    // The buyer's history has both decisions.
    await buyer.goto(`/Approval-History?q=${encodeURIComponent(po.number)}`)
    const history = buyer.getByRole('table').locator('tbody tr').filter({ hasText: po.number })
    await expect(history).toHaveCount(2)
    await expect(history.filter({ hasText: 'Level 1' })).toContainText('Arjun Approver')
    await expect(history.filter({ hasText: 'Level 1' })).toContainText('Rates match the contract')
    await expect(history.filter({ hasText: 'Level 2' })).toContainText('Deepak Delegate for Anita Approver')
    await settled(buyer)
    await expectAccessible(buyer)
    await buyer.context().close()
  } finally {
    await setPoWorkflow(adminApi, base, 'off')
    const mine: Array<{ delegationId: string }> = await call(anitaApi.request, base, 'get-approval-delegations')
    for (const { delegationId } of mine)
      await call(anitaApi.request, base, 'remove-approval-delegation', { delegationId })
    await Promise.all([adminApi.close(), buyerApi.close(), anitaApi.close()])
  }
})
