import { expect, type Page, test } from '@playwright/test'
import { type ApiUser, addApprover, setPoWorkflow, submittedPos } from './approvals-support'
import { apiAs, call } from './po-list-support'
import { choose, pageAs } from './po-support'

/**
 * Issue 46 item 4: a PO waits for approval under the single-step rule (the PO workflow Off); the
 * admin switches the workflow on with Arjun as its only level and is told, before saving, that
 * waiting documents will join the chain; after saving, the PO is in Arjun's Pending Approvals at
 * Level 1, and Anita, an approver outside the chain, no longer gets a one-click Approve on the PO.
 */

/** The PO workflow Off, Inactive and without approvers, as if never set. */
async function clearPoWorkflow(admin: ApiUser, baseURL: string): Promise<void> {
  const current: { version: number; workflowId: string | null } = await call(
    admin.request,
    baseURL,
    'get-approval-workflow?type=PO',
  )
  const version = current.workflowId === null ? {} : { version: current.version }
  const body = { type: 'PO', enabled: false, status: 'Inactive', approvers: [], ...version }
  await call(admin.request, baseURL, 'save-approval-workflow', body)
}

const pendingRow = (page: Page, number: string) =>
  page.getByRole('table', { name: 'Pending approvals' }).locator('tbody tr').filter({ hasText: number })

test('a PO waiting when the workflow is switched on lands in the approver’s Pending Approvals', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const base = baseURL ?? ''
  const adminApi: ApiUser = await apiAs(browser, base, 'admin@demo.local')
  const buyerApi = await apiAs(browser, base, 'buyer@demo.local')
  try {
    await clearPoWorkflow(adminApi, base)
    const [po] = await submittedPos(buyerApi.request, browser, base, 1)
    if (!po) throw new Error('no PO was submitted')

    // Before the switch Anita, an approver, may approve it in one click on its page.
    const anita = await pageAs(browser, 'approver2@demo.local')
    await anita.goto(`/Manage-PO/Create-PO?id=${po.poId}`)
    await expect(anita.getByRole('button', { name: 'Approve', exact: true })).toBeVisible()

    // The admin switches the PO workflow on; the screen says the waiting documents will join it.
    const admin = await pageAs(browser, 'admin@demo.local')
    await admin.goto('/Create-Workflow?type=PO')
    await expect(admin.getByRole('heading', { name: 'Edit PO Workflow' })).toBeVisible()
    await choose(admin, admin, 'Status:', 'Active')
    await admin.getByRole('switch', { name: 'Enable Approval Workflow' }).click({ force: true })
    await expect(admin.getByRole('switch', { name: 'Enable Approval Workflow' })).toBeChecked()
    const levels = admin.getByRole('list', { name: 'Approvers in order' }).getByRole('listitem')
    await expect(admin.getByText('No approvers added.')).toBeVisible()
    await addApprover(admin, 'Arjun', 'Arjun Approver (Approver)')
    await expect(levels).toHaveCount(1)
    await expect(admin.getByTestId('waiting-documents')).toHaveText(
      /^\d+ documents? waiting for approval will join this chain at Level 1 when saved, and their approvers are told\.$/,
    )
    await admin.getByRole('button', { name: 'Save Workflow' }).click()
    await expect(admin.getByText('PO workflow saved')).toBeVisible()
    await admin.context().close()

    // The PO is in Arjun's Pending Approvals, at Level 1.
    const arjun = await pageAs(browser, 'approver@demo.local')
    await arjun.goto('/Pending-Approvals')
    await expect(pendingRow(arjun, po.number)).toContainText('Level 1')
    await arjun.context().close()

    // Anita is not in the chain: the PO page no longer offers her the one-click Approve.
    await anita.reload()
    await expect(anita.getByRole('link', { name: 'View approval' })).toBeVisible()
    await expect(anita.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
    await anita.context().close()
  } finally {
    await setPoWorkflow(adminApi, base, 'off')
    await Promise.all([adminApi.close(), buyerApi.close()])
  }
})
