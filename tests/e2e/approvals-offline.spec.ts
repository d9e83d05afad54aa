import { type Browser, expect, type Page, test } from '@playwright/test'
import { type ApiUser, setPoWorkflow, submittedPos } from './approvals-support'
import { startOfflineProxy } from './offline-proxy'
import { apiAs, call } from './po-list-support'
import { signInWithAny } from './po-support'
import { captureScreens, DESKTOP, expectAccessible } from './support'

/**
 * Deciding offline (issue 14): the approver opens /Pending-Approvals online, loses the network,
 * approves from the cached list; the decision is kept by the outbox, shown pending, and sent once
 * when the network returns. When someone else decided first, the kept decision fails with the
 * server's reason and waits for Retry or Discard. The app is opened through a TCP proxy that is
 * cut to take the network away from the page and the service worker alike (offline-proxy.ts:
 * context.setOffline does not cut the worker's own requests).
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? SERVER_PORT + 78)

const table = (page: Page) => page.getByRole('table', { name: 'Pending approvals' })
const row = (page: Page, number: string) => table(page).locator('tbody tr').filter({ hasText: number })
const badge = (page: Page) => page.getByTestId('pending-badge')

interface Approval {
  status: string
  steps: Array<{ action: string; by: string | null }>
}

/** Arjun signed in through the proxy, controlled by the service worker, with the list of these POs seen online. */
async function arjunOnline(browser: Browser, origin: string, search: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, baseURL: origin })).newPage()
  await signInWithAny(page, 'approver@demo.local', ['Demo@12345'])
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto(`/Pending-Approvals?q=${encodeURIComponent(search)}`)
  await expect(table(page).locator('tbody tr')).toHaveCount(2)
  return page
}

/** Approves a row from the list (no remarks). */
async function approve(page: Page, number: string) {
  await row(page, number)
    .getByRole('button', { name: `Approve PO ${number}` })
    .click()
  await page
    .getByRole('dialog', { name: `Approve PO ${number}` })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
}

test.describe('deciding offline', () => {
  let admin: ApiUser
  let buyer: ApiUser
  test.beforeEach(async ({ browser, baseURL }) => {
    admin = await apiAs(browser, baseURL ?? '', 'admin@demo.local')
    buyer = await apiAs(browser, baseURL ?? '', 'buyer@demo.local')
    // Level 1 is every approver: whoever decides first decides.
    await setPoWorkflow(admin, baseURL ?? '', [{ role: 'approver' }])
  })
  test.afterEach(async ({ baseURL }) => {
    await setPoWorkflow(admin, baseURL ?? '', 'off')
    await Promise.all([admin.close(), buyer.close()])
  })

  test('an approval made offline is shown pending and sent once when the network returns', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const base = baseURL ?? ''
    const [first, second] = await submittedPos(buyer.request, browser, base, 2)
    if (!first || !second) throw new Error('two POs were submitted')
    const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
    const page = await arjunOnline(browser, proxy.origin, first.number.slice(0, -2))
    try {
      await proxy.cut()
      await page.reload()
      await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
      await expect(row(page, first.number)).toBeVisible()

      await approve(page, first.number)
      await expect(page.getByText(`PO ${first.number} will be approved once you are online`)).toBeVisible()
      const pending = page.locator('tr[data-pending]')
      await expect(pending).toHaveCount(1)
      await expect(pending).toContainText(first.number)
      await expect(pending).toContainText('Approved')
      await expect(pending.getByTestId('pending-marker')).toBeVisible()
      await expect(pending.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0)
      await expect(badge(page)).toContainText('1')
      await expectAccessible(page)
      await captureScreens(page, 'approvals-offline-pending')

      await proxy.restore()
      await expect(page.getByText(/offline changes? ha(s|ve) been synced/).first()).toBeVisible({ timeout: 60_000 })
      await expect(badge(page)).toHaveCount(0, { timeout: 30_000 })
      await expect(row(page, first.number)).toHaveCount(0, { timeout: 20_000 })
      await expect(row(page, second.number)).toBeVisible()

      const approval: Approval = await call(buyer.request, base, `get-approval?name=PO&id=${first.poId}`)
      expect(approval.status).toBe('Approved')
      expect(approval.steps.filter((s) => s.action === 'Approved')).toHaveLength(1)
    } finally {
      await page.context().close()
      await proxy.close()
    }
  })

  test('a decision someone else made first fails with the reason, and Discard drops it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const base = baseURL ?? ''
    const [first, second] = await submittedPos(buyer.request, browser, base, 2)
    if (!first || !second) throw new Error('two POs were submitted')
    const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
    const page = await arjunOnline(browser, proxy.origin, first.number.slice(0, -2))
    const anita = await apiAs(browser, base, 'approver2@demo.local')
    try {
      await proxy.cut()
      await page.reload()
      await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
      await approve(page, first.number)
      await expect(page.locator('tr[data-pending]')).toContainText(first.number)

      // Meanwhile Anita, online, rejects it.
      const waiting: Approval & { approvalId: string } = await call(
        anita.request,
        base,
        `get-approval?name=PO&id=${first.poId}`,
      )
      await call(anita.request, base, 'decide-approval', {
        approvalId: waiting.approvalId,
        decision: 'reject',
        remarks: 'Duplicate of an earlier order',
      })

      await proxy.restore()
      // The list may have refreshed before the replay, so the toast may not know the PO's number any more.
      await expect(page.getByText(/^Not synced: Approve /)).toBeVisible({ timeout: 60_000 })
      await expect(page.getByText('This approval is already Rejected').first()).toBeVisible()
      await expect(badge(page)).toHaveAttribute('data-tone', 'failed')
      await badge(page).click()
      const panel = page.getByRole('dialog', { name: 'Changes on this device' })
      await expect(panel.getByText('This approval is already Rejected')).toBeVisible()
      await expect(panel.getByRole('button', { name: /^Retry: Approve / })).toBeVisible()
      await expectAccessible(page)
      await captureScreens(page, 'approvals-offline-refused')
      await panel.getByRole('button', { name: /^Discard: Approve / }).click()
      await expect(badge(page)).toHaveCount(0, { timeout: 10_000 })
      await page.keyboard.press('Escape')
      // The server's truth: rejected by Anita, never approved; the row is gone from Arjun's list.
      await expect(row(page, first.number)).toHaveCount(0, { timeout: 20_000 })
      const decided: Approval = await call(buyer.request, base, `get-approval?name=PO&id=${first.poId}`)
      expect(decided.status).toBe('Rejected')
      expect(decided.steps.filter((s) => s.action === 'Approved')).toHaveLength(0)
    } finally {
      await anita.close()
      await page.context().close()
      await proxy.close()
    }
  })
})
