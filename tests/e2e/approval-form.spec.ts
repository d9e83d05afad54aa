import { expect, type Page, test } from '@playwright/test'
import { type ApiUser, setPoWorkflow, submittedPos, userId } from './approvals-support'
import { apiAs, call } from './po-list-support'
import { pageAs } from './po-support'
import { captureScreens, expectAccessible, PHONE, settled } from './support'

/**
 * /Approval-Form/{name}/{id} (issue 14): with a 1-level PO workflow (Arjun), the buyer's submitted PO
 * shows its chain to the buyer without decisions; Arjun sends it back with remarks (the PO is a
 * Draft again), the buyer submits it again, and Arjun approves it from the form. The PO page shows
 * Approved and links to the approval; Anita, not on the chain, gets no Approve on a waiting PO.
 */

const chain = (page: Page) => page.getByRole('table', { name: 'Approval chain' })
const decisionButtons = (page: Page) =>
  page.getByRole('button', { name: /^(Approve|Reject|Send back)$/ }).filter({ visible: true })

test('the buyer sees the chain; the approver sends back, then approves from the form', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL ?? ''
  const admin: ApiUser = await apiAs(browser, base, 'admin@demo.local')
  const buyer = await apiAs(browser, base, 'buyer@demo.local')
  try {
    await setPoWorkflow(admin, base, [{ userId: await userId(admin, base, 'Arjun Approver') }])
    const [po, waiting] = await submittedPos(buyer.request, browser, base, 2)
    if (!po || !waiting) throw new Error('two POs were submitted')
    const formUrl = `/Approval-Form/PO/${po.poId}`

    // The buyer raised it: the whole chain and the steps, but no decision.
    const buyerPage = await pageAs(browser, 'buyer@demo.local')
    await buyerPage.goto(formUrl)
    await expect(buyerPage.getByRole('heading', { name: `Approval: PO ${po.number}` })).toBeVisible()
    await expect(chain(buyerPage).getByRole('row').filter({ hasText: 'Level 1' })).toContainText('Arjun Approver')
    await expect(chain(buyerPage).getByRole('row').filter({ hasText: 'Level 1' })).toContainText('Pending')
    await expect(buyerPage.getByTestId('approval-step').first()).toContainText('Submitted')
    // The PO itself, in its read view, above the chain.
    await expect(buyerPage.getByRole('region', { name: 'Purchase order' })).toContainText('₹')
    await expect(decisionButtons(buyerPage)).toHaveCount(0)
    await expectAccessible(buyerPage)

    // Arjun sends it back: remarks are required.
    const arjun = await pageAs(browser, 'approver@demo.local')
    await arjun.goto(formUrl)
    await expect(arjun.getByRole('heading', { name: `Approval: PO ${po.number}` })).toBeVisible()
    await expect(decisionButtons(arjun)).toHaveText(['Approve', 'Send back', 'Reject'])
    await expectAccessible(arjun)
    await captureScreens(arjun, 'approval-form')
    await arjun.getByRole('button', { name: 'Send back', exact: true }).click()
    const sendBack = arjun.getByRole('dialog', { name: `Send back PO ${po.number}` })
    await sendBack.getByRole('button', { name: 'Send back', exact: true }).click()
    await expect(sendBack.getByText('Remarks are required to send back for changes')).toBeVisible()
    await expectAccessible(arjun)
    await sendBack.getByLabel('Remarks').fill('Split the freight into its own line')
    await sendBack.getByRole('button', { name: 'Send back', exact: true }).click()
    await expect(arjun.getByText(`PO ${po.number}: Sent Back`)).toBeVisible()
    await expect(arjun.getByRole('region', { name: 'Approval summary' })).toContainText('Sent Back')
    await expect(decisionButtons(arjun)).toHaveCount(0)
    await expect(arjun.getByTestId('approval-step').last()).toContainText('Split the freight into its own line')
    await expect(arjun.getByTestId('approval-step').last()).toContainText('Arjun Approver')

    // Back with the buyer as a Draft; submitted again, it waits on Arjun once more.
    expect((await call(buyer.request, base, `get-po-by-id?poId=${po.poId}`)).status).toBe('Draft')
    await call(buyer.request, base, 'update-po-status', { poId: po.poId, status: 'Pending Approval', remarks: '' })
    await arjun.reload()
    await arjun.getByRole('button', { name: 'Approve', exact: true }).click()
    const approve = arjun.getByRole('dialog', { name: `Approve PO ${po.number}` })
    await approve.getByLabel('Remarks').fill('Fine now')
    await approve.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(arjun.getByText(`PO ${po.number}: Approved`)).toBeVisible()
    await expect(chain(arjun).getByRole('row').filter({ hasText: 'Level 1' })).toContainText('Approved')
    await expect(decisionButtons(arjun)).toHaveCount(0)
    await arjun.context().close()

    // The buyer's PO page: Approved, and a link to the approval with its chain.
    await buyerPage.goto(`/Manage-PO/Create-PO?id=${po.poId}`)
    await expect(buyerPage.getByRole('heading', { name: `Purchase Order ${po.number}` })).toBeVisible()
    await expect(buyerPage.getByText('Approved', { exact: true }).first()).toBeVisible()
    await buyerPage.getByRole('link', { name: 'View approval' }).click()
    await expect(buyerPage).toHaveURL(new RegExp(`${formUrl}$`))
    await expect(chain(buyerPage).getByRole('row').filter({ hasText: 'Level 1' })).toContainText('Approved')
    // This round's steps: submitted again, then approved with Arjun's remarks.
    await expect(buyerPage.getByTestId('approval-step')).toHaveCount(2)
    await expect(buyerPage.getByTestId('approval-step').last()).toContainText('Fine now')
    await buyerPage.setViewportSize(PHONE)
    await settled(buyerPage)
    await expectAccessible(buyerPage)
    await captureScreens(buyerPage, 'approval-form-approved')

    // An address naming no approval shows a clear not-found state.
    await buyerPage.goto('/Approval-Form/Invoice/123')
    await expect(buyerPage.getByText('Approval not found')).toBeVisible()
    await buyerPage.goto(`/Approval-Form/Order/${po.poId}`)
    await expect(buyerPage.getByText('Approval not found')).toBeVisible()
    await expectAccessible(buyerPage)
    await buyerPage.context().close()

    // Anita is an approver but not on this chain: the waiting PO offers her no Approve, only the approval.
    const anita = await pageAs(browser, 'approver2@demo.local')
    await anita.goto(`/Manage-PO/Create-PO?id=${waiting.poId}`)
    await expect(anita.getByRole('heading', { name: `Purchase Order ${waiting.number}` })).toBeVisible()
    await expect(anita.getByRole('link', { name: 'View approval' })).toBeVisible()
    await expect(anita.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
    await expect(anita.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0)
    await anita.getByRole('link', { name: 'View approval' }).click()
    await expect(chain(anita)).toContainText('Arjun Approver')
    await expect(decisionButtons(anita)).toHaveCount(0)
    await expectAccessible(anita)
    await anita.context().close()
  } finally {
    await setPoWorkflow(admin, base, 'off')
    await Promise.all([admin.close(), buyer.close()])
  }
})
