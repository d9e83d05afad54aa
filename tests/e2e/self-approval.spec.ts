import { expect, type Page, test } from '@playwright/test'
import { dayFromToday, emptyCart, productCard } from './shop-support'
import { DESKTOP, signIn } from './support'

/** The seed's purchase order pending approval that the demo admin raised, through the API of the signed-in page. */
async function adminsPendingPo(page: Page): Promise<string> {
  const poId = await page.evaluate(async () => {
    const headers = { Domain: window.location.hostname, Accept: 'application/json' }
    const me = (await (await fetch('/api/current-user', { headers })).json()).data.UserID as string
    const query = new URLSearchParams({ status: 'Pending Approval', createdBy: me })
    const rows = (await (await fetch(`/api/get-all-po?${query}`, { headers })).json()).data as Array<{ poId: string }>
    return rows[0]?.poId ?? ''
  })
  expect(poId, 'a seeded PO pending approval raised by the admin').not.toBe('')
  return poId
}

test('issue 10.4: nobody is offered Approve on what they raised', async ({ browser }) => {
  test.slow()
  const tape = 'BOPP Tape Brown 48 mm x 65 m'
  const approver = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signIn(approver, 'approver@demo.local')
  await emptyCart(approver)
  await approver.goto('/catalogue?q=PKG-TAPE-BRN')
  await productCard(approver, tape).getByRole('button', { name: 'Add to cart' }).click()
  await expect(approver.getByText(`of ${tape}`)).toBeVisible()
  await approver.goto('/Checkout')
  await approver.getByLabel('Delivery address').fill('Approvals desk, Pune 411001')
  await approver.getByLabel('Required by').fill(dayFromToday(7))
  await approver.getByRole('button', { name: 'Place Order' }).click()
  await approver.getByRole('link', { name: 'View Order Details' }).click()
  // The approver placed it: they may send it on or cancel it, never approve it.
  await expect(approver.getByRole('button', { name: 'Submit for approval' })).toBeVisible()
  await expect(approver.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
  await approver.getByRole('button', { name: 'Submit for approval' }).click()
  await approver.getByRole('dialog').getByRole('button', { name: 'Submit for approval' }).click()
  await expect(approver.getByText('Order submitted for approval')).toBeVisible()
  await expect(approver.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0)
  await expect(approver.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)

  // The admin raised a PO that waits for approval: no Approve or Reject for the admin, both for the approver.
  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signIn(admin, 'admin@demo.local')
  const poId = await adminsPendingPo(admin)
  await admin.goto(`/Manage-PO/Create-PO?id=${poId}`)
  await expect(admin.getByRole('button', { name: 'PDF' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
  await expect(admin.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0)
  await approver.goto(`/Manage-PO/Create-PO?id=${poId}`)
  await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toBeVisible()
  await expect(approver.getByRole('button', { name: 'Reject', exact: true })).toBeVisible()
  await Promise.all([approver, admin].map((page) => page.context().close()))
})
