import { expect, type Page, test } from '@playwright/test'
import { type ApiUser, setPoWorkflow, submittedPos, userId, waitingOn } from './approvals-support'
import { apiAs, call } from './po-list-support'
import { pageAs } from './po-support'
import { captureScreens, DESKTOP, expectAccessible, PHONE } from './support'

/**
 * /Pending-Approvals (issue 14): with a PO workflow whose level 1 is Arjun, the buyer's submitted
 * POs wait on him; the header counts them, he approves one and rejects another from their rows,
 * and the count goes down. A buyer, on whom nothing waits, sees the empty state.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Pending approvals' })
const row = (page: Page, number: string) => table(page).locator('tbody tr').filter({ hasText: number })
const headerBadge = (page: Page) => page.getByTestId('approvals-badge')

test('the approver approves and rejects from the list; the header count follows', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const admin: ApiUser = await apiAs(browser, base, 'admin@demo.local')
  const buyer = await apiAs(browser, base, 'buyer@demo.local')
  const arjunApi = await apiAs(browser, base, 'approver@demo.local')
  try {
    await setPoWorkflow(admin, base, [{ userId: await userId(admin, base, 'Arjun Approver') }])
    const [first, second] = await submittedPos(buyer.request, browser, base, 2)
    if (!first || !second) throw new Error('two POs were submitted')
    const before = await waitingOn(arjunApi, base)
    expect(before).toBeGreaterThanOrEqual(2)

    const page = await pageAs(browser, 'approver@demo.local')
    // The header and the navigation count what waits on him.
    await expect(headerBadge(page)).toHaveAccessibleName(`Pending approvals: ${before} approvals waiting on you`)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByTestId('approvals-nav-count')).toContainText(String(before))
    await headerBadge(page).click()
    await expect(page).toHaveURL(/\/Pending-Approvals$/)
    await expect(page.getByRole('heading', { name: 'Pending Approvals' })).toBeVisible()

    // Search narrows the list to these two POs (in the URL).
    await page.getByRole('searchbox', { name: 'Search' }).fill(first.number.slice(0, -2))
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(table(page).locator('tbody tr')).toHaveCount(2)
    await expect(row(page, first.number)).toContainText('Level 1')
    await expect(row(page, first.number)).toContainText('PO')
    await expect(row(page, first.number)).toContainText('₹')
    await expect(row(page, first.number).getByRole('link', { name: first.number, exact: true })).toHaveAttribute(
      'href',
      `/Approval-Form/PO/${first.poId}`,
    )
    await expectAccessible(page)
    await captureScreens(page, 'approvals-pending')
    // On a phone each approval is a card with its decisions at hand.
    await page.setViewportSize(PHONE)
    const cards = page.getByRole('list', { name: 'Pending approvals' })
    await expect(cards.getByRole('listitem')).toHaveCount(2)
    await expect(cards.getByRole('button', { name: `Approve PO ${first.number}` })).toBeVisible()
    await expectAccessible(page)
    await page.setViewportSize(DESKTOP)

    // Approve the first, without remarks.
    await row(page, first.number)
      .getByRole('button', { name: `Approve PO ${first.number}` })
      .click()
    const approve = page.getByRole('dialog', { name: `Approve PO ${first.number}` })
    await expectAccessible(page)
    await approve.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByText(`PO ${first.number}: Approved`)).toBeVisible()
    await expect(row(page, first.number)).toHaveCount(0)
    await expect(headerBadge(page)).toHaveAccessibleName(new RegExp(`^Pending approvals: ${before - 1} approvals?`))

    // Reject the second: remarks are required.
    await row(page, second.number)
      .getByRole('button', { name: `Reject PO ${second.number}` })
      .click()
    const reject = page.getByRole('dialog', { name: `Reject PO ${second.number}` })
    await reject.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(reject.getByText('Remarks are required to reject')).toBeVisible()
    await reject.getByLabel('Remarks').fill('Vendor quote expired; ask for a new one')
    await reject.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(page.getByText(`PO ${second.number}: Rejected`)).toBeVisible()
    await expect(table(page).locator('tbody tr').filter({ hasText: second.number })).toHaveCount(0)
    if (before - 2 === 0) await expect(headerBadge(page)).toHaveCount(0)
    else
      await expect(headerBadge(page)).toHaveAccessibleName(new RegExp(`^Pending approvals: ${before - 2} approvals?`))

    // The documents moved on: one Approved, one Rejected with the remarks.
    const approved = await call(buyer.request, base, `get-po-by-id?poId=${first.poId}`)
    const rejected = await call(buyer.request, base, `get-po-by-id?poId=${second.poId}`)
    expect([approved.status, rejected.status]).toEqual(['Approved', 'Rejected'])
    await page.context().close()

    // The buyer raised them: nothing waits on the buyer, and the page says so (at phone width too).
    const buyerPage = await pageAs(browser, 'buyer@demo.local')
    await expect(buyerPage.getByTestId('approvals-badge')).toHaveCount(0)
    await buyerPage.goto('/Pending-Approvals')
    await expect(buyerPage.getByText('Nothing is waiting on you: no approvals are pending for you.')).toBeVisible()
    await expectAccessible(buyerPage)
    await buyerPage.setViewportSize(PHONE)
    await expect(buyerPage.getByRole('heading', { name: 'Pending Approvals' })).toBeVisible()
    await expectAccessible(buyerPage)
    await captureScreens(buyerPage, 'approvals-pending-empty')
    await buyerPage.context().close()
  } finally {
    await setPoWorkflow(admin, base, 'off')
    await Promise.all([admin.close(), buyer.close(), arjunApi.close()])
  }
})
