import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import Papa from 'papaparse'
import { unique } from './catalogue-support'
import { choose, dayFromToday, pageAs } from './po-support'
import { callApi, captureScreens, expectAccessible, PHONE, settled } from './support'

/** A day `days` from today as the date fields show it: 24 Nov 2026. */
const shownDay = (days: number) => {
  const [year, month, day] = dayFromToday(days).split('-')
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`
}

const userId = async (page: Page, name: string) => {
  const people = await callApi<Array<{ id: string; name: string }>>(
    page,
    'GET',
    `get-approval-users?search_txt=${encodeURIComponent(name)}`,
  )
  const found = people.find((p) => p.name === name)
  expect(found, name).toBeDefined()
  return found?.id ?? ''
}

/** A PO the buyer raises and submits through the API; its number. */
async function submittedPo(buyer: Page): Promise<{ poId: string; poNumber: string }> {
  const vendors = await callApi<Array<{ id: string }>>(buyer, 'GET', 'get-all-vendors?status=Active&iDisplayLength=1')
  const units = await callApi<Array<{ id: number }>>(buyer, 'GET', 'get-units-of-measure')
  const po = await callApi<{ poId: string; poNumber: string }>(buyer, 'POST', 'add-po', {
    poId: crypto.randomUUID(),
    poNumber: '',
    PoDate: dayFromToday(0),
    vendorName: vendors[0]?.id,
    supplyPartnerContact: 'Ravi Kumar, 9876543210',
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: dayFromToday(14),
    shippingMode: 'Road',
    incoTerms: 'FOB',
    poValidity: dayFromToday(30),
    products: [
      {
        Particular: 'Steel bolt M8',
        ItemDescription: 'Zinc plated, 40 mm',
        Quantity: 10,
        UOMID: units[0]?.id,
        BudgetedRate: 100,
        GSTPercentage: '18%',
        DocumentPath: null,
      },
    ],
  })
  await callApi(buyer, 'POST', 'update-po-status', { poId: po.poId, status: 'Pending Approval', remarks: '' })
  return po
}

test('approval history: a decision with its remarks, filters in the URL, CSV export; delegating approvals', async ({
  browser,
}) => {
  test.slow()
  const admin = await pageAs(browser, 'admin@demo.local')
  const approverId = await userId(admin, 'Arjun Approver')
  const workflow = (enabled: boolean) =>
    callApi(admin, 'POST', 'save-approval-workflow', {
      type: 'PO',
      enabled,
      status: 'Active',
      approvers: [{ userId: approverId }],
    })
  await workflow(true)
  try {
    const buyer = await pageAs(browser, 'buyer@demo.local')
    const po = await submittedPo(buyer)
    const approver = await pageAs(browser, 'approver@demo.local')
    const remarks = unique('Quote expired, ask again ')
    const { approvalId } = await callApi<{ approvalId: string }>(approver, 'GET', `get-approval?name=PO&id=${po.poId}`)
    await callApi(approver, 'POST', 'decide-approval', { approvalId, decision: 'reject', remarks })

    // The buyer's history: the decision, its level, reviewer, status and remarks; the document opens its form.
    await buyer.goto('/Approval-History')
    await expect(buyer.getByRole('heading', { name: 'Approval History' })).toBeVisible()
    const row = buyer.getByRole('row').filter({ hasText: po.poNumber })
    await expect(row).toContainText('Level 1')
    await expect(row).toContainText('Arjun Approver')
    await expect(row).toContainText('Rejected')
    await expect(row).toContainText(remarks)
    await expect(row.getByRole('link', { name: po.poNumber })).toHaveAttribute('href', `/Approval-Form/PO/${po.poId}`)
    await expectAccessible(buyer)

    // Filters live in the URL, and Back undoes them.
    await choose(buyer, buyer, 'Status', 'Approved')
    await expect(buyer).toHaveURL(/status=Approved/)
    await expect(buyer.getByRole('row').filter({ hasText: po.poNumber })).toHaveCount(0)
    await buyer.goBack()
    await expect(buyer).not.toHaveURL(/status=/)
    await expect(row).toContainText(remarks)
    await buyer.goto('/Approval-History?status=Rejected&type=PO')
    await expect(row).toContainText(remarks)
    await expect(buyer.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Rejected')

    // Export CSV: the rows of the current filters, with a header row.
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^approval-history-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    expect(header).toEqual([
      'Approval Type',
      'Document',
      'Requested By',
      'Approval Level',
      'Final Reviewer',
      'Reviewed On',
      'Status',
      'Remarks',
    ])
    expect(rows.map((r) => [r[0], r[6]])).toEqual(rows.map(() => ['PO', 'Rejected']))
    expect(rows.find((r) => r[1] === po.poNumber)).toEqual([
      'PO',
      po.poNumber,
      'Bharat Buyer',
      'Level 1',
      'Arjun Approver',
      expect.any(String),
      'Rejected',
      remarks,
    ])
    await captureScreens(buyer, 'approval-history')

    // The approver delegates their approvals to Deepak Delegate, then removes the delegation.
    await approver.goto('/Approval-History')
    await approver.getByRole('button', { name: 'Delegate approvals', exact: true }).click()
    const dialog = approver.getByRole('dialog', { name: 'Delegate approvals' })
    await expect(dialog.getByText('You have no delegations.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Add delegation', exact: true }).click()
    await expect(dialog.getByText('Choose a delegate')).toBeVisible()
    await choose(approver, dialog, 'Delegate', 'Deepak Delegate')
    await expect(dialog.getByRole('option', { name: 'Arjun Approver' })).toHaveCount(0)
    for (const [label, days] of [
      ['From', 0],
      ['To', 7],
    ] as const) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(shownDay(days))
      // Away from the field (Escape would close the dialog too): the field reads the typed day.
      await dialog.getByText('While you are away').click()
    }
    await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(shownDay(7))
    await dialog.getByRole('button', { name: 'Add delegation', exact: true }).click()
    await expect(approver.getByText(/^Approvals go to Deepak Delegate from/)).toBeVisible()
    const mine = dialog.getByRole('table', { name: 'My delegations' })
    await expect(mine.getByRole('row').filter({ hasText: 'Deepak Delegate' })).toHaveCount(1)
    await expectAccessible(approver)
    await approver.setViewportSize(PHONE)
    await settled(approver)
    await approver.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens/delegation-phone.png` })
    const overflow = await approver.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await dialog.getByRole('button', { name: 'Remove delegation to Deepak Delegate' }).click()
    await expect(approver.getByText('Delegation to Deepak Delegate removed')).toBeVisible()
    await expect(dialog.getByText('You have no delegations.')).toBeVisible()

    // At 390 px the history fits the screen.
    await buyer.setViewportSize(PHONE)
    await buyer.goto('/Approval-History')
    await expect(row).toBeVisible()
    await expectAccessible(buyer)
    const wide = await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(wide).toBeLessThanOrEqual(0)
  } finally {
    // Other journeys approve POs with the workflow Off, as seeded.
    await workflow(false)
  }
})
