import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import { unique } from './catalogue-support'
import {
  activeVendor,
  choose,
  dayFromToday,
  enabledControls,
  fillLine,
  pageAs,
  pickByTyping,
  poScreens,
  typeDay,
  WAREHOUSE_PASSWORDS,
} from './po-support'
import { expectAccessible, PHONE } from './support'

/** Counts the calls a page makes to one API path. */
function callsTo(page: Page, path: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${path}`) count += 1
  })
  return () => count
}

const items = (page: Page) => page.getByRole('table', { name: 'Items' })
const itemRow = (page: Page, row: number) => items(page).getByRole('row').nth(row)
const totals = (page: Page) => page.getByRole('table', { name: 'Purchase order totals' })

/** The status shown beside the PO's heading. */
const statusOf = (page: Page) => page.getByText('Status', { exact: true }).locator('..')

/** Confirms a lifecycle action in its dialog and waits for the PO to show its new status. */
async function act(page: Page, action: string, status: string, remarks?: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog')
  if (remarks) await dialog.getByLabel('Remarks').fill(remarks)
  await dialog.getByRole('button', { name: action, exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(statusOf(page)).toContainText(status)
}

test('a PO goes from Draft to Closed: created with three lines, approved, issued, delivered in two parts', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  const vendor = await activeVendor(buyer, approver)
  const addPo = callsTo(buyer, 'add-po')
  const uploads = callsTo(buyer, 'add-po-document')

  await buyer.goto('/Manage-PO/Create-PO')
  await expect(buyer.getByRole('heading', { name: 'Create Purchase Order' })).toBeVisible()
  await expect(buyer.getByRole('textbox', { name: 'PO Date:' })).not.toHaveValue('')
  await expectAccessible(buyer)

  // Bad input: nothing is sent, each message is shown under its field and clears on edit.
  await buyer.getByLabel('Quantity, line 1').fill('-5')
  await buyer.getByRole('button', { name: 'Submit' }).click()
  await expect(itemRow(buyer, 1).getByText('Product name is required')).toBeVisible()
  await expect(itemRow(buyer, 1).getByText('Quantity must be more than 0')).toBeVisible()
  const form = buyer.getByRole('form', { name: 'Purchase order' })
  await expect(form.getByText('Select a vendor')).toBeVisible()
  await expect(form.getByText('Purchase Type is required')).toBeVisible()
  await expectAccessible(buyer)
  await poScreens(buyer, 'form-errors')
  expect(addPo()).toBe(0)
  await expect(buyer).toHaveURL(/\/Manage-PO\/Create-PO$/)
  await buyer.getByLabel('Product name, line 1').fill('Steel bolt M8')
  await expect(itemRow(buyer, 1).getByText('Product name is required')).toHaveCount(0)

  // The header: choosing the vendor fills its contact and billing address.
  await pickByTyping(buyer, 'Vendor Name:', vendor)
  await expect(form.getByText('Select a vendor')).toHaveCount(0)
  await expect(buyer.getByLabel(/^Vendor Contact:/)).toHaveValue('Meena Rao, +919876543210, sales@povendor.example.in')
  await expect(buyer.getByLabel(/^Billing Address:/)).toHaveValue('Plot 7, MIDC Bhosari, Pune 411026')
  await buyer.getByLabel(/^Delivery Address:/).fill('Stores, Plant 2, Chakan MIDC, Pune 410501')
  await choose(buyer, buyer, 'Purchase Type:', 'Goods')
  await choose(buyer, buyer, 'Payment Terms:', 'Net 30')
  await typeDay(buyer, 'Delivery Date:', dayFromToday(14))
  await choose(buyer, buyer, 'Shipping Mode:', 'Road')
  await choose(buyer, buyer, 'Inco Terms:', 'FOB')
  await typeDay(buyer, 'PO Validity:', dayFromToday(30))

  // Three lines: each total follows quantity, rate and GST; the summary adds them up.
  await fillLine(buyer, 1, {
    name: 'Steel bolt M8',
    spec: 'Zinc plated, 40 mm',
    quantity: '100',
    unit: 'Nos',
    rate: '12.5',
    gst: '18%',
  })
  await expect(itemRow(buyer, 1)).toContainText('₹1,475.00')
  await buyer.getByRole('button', { name: 'Add New Product' }).click()
  await fillLine(buyer, 2, { name: 'Cutting oil', quantity: '2.5', unit: 'Liter', rate: '480', gst: '18%' })
  await expect(itemRow(buyer, 2)).toContainText('₹1,416.00')
  await choose(buyer, buyer, 'GST, line 2', '12%')
  await expect(itemRow(buyer, 2)).toContainText('₹1,344.00')
  await buyer.getByRole('button', { name: 'Add New Product' }).click()
  await fillLine(buyer, 3, {
    name: 'Safety gloves',
    spec: 'Nitrile, size L',
    quantity: '20',
    unit: 'pcs',
    rate: '85.5',
    gst: '5%',
  })
  await expect(itemRow(buyer, 3)).toContainText('₹1,795.50')
  await expect(totals(buyer)).toContainText('Subtotal₹4,160.00')
  await expect(totals(buyer)).toContainText('GST 5% on ₹1,710.00₹85.50')
  await expect(totals(buyer)).toContainText('GST 12% on ₹1,200.00₹144.00')
  await expect(totals(buyer)).toContainText('GST 18% on ₹1,250.00₹225.00')
  await expect(totals(buyer)).toContainText('Total₹4,614.50')

  // Files: a 30 MB drawing is refused before any upload; a small PDF is stored.
  await itemRow(buyer, 1)
    .locator('input[type=file]')
    .setInputFiles({ name: 'drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(30 * 1024 * 1024) })
  await expect(itemRow(buyer, 1).getByText("drawing.pdf is 30.0 MB: a line's file can be at most 5 MB")).toBeVisible()
  expect(uploads()).toBe(0)
  await itemRow(buyer, 2)
    .locator('input[type=file]')
    .setInputFiles({ name: 'msds.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await expect(buyer.getByRole('link', { name: 'View file, line 2' })).toBeVisible()
  expect(uploads()).toBe(1)
  await expectAccessible(buyer)
  await poScreens(buyer, 'form-filled')

  await buyer.getByRole('button', { name: 'Submit' }).click()
  await expect(buyer.getByText('Purchase order saved as Draft')).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-PO\/Create-PO\?id=[0-9a-f-]{36}$/)
  expect(addPo()).toBe(1)
  const heading = await buyer.getByRole('heading', { level: 1 }).textContent()
  const poNumber = heading?.replace('Purchase Order ', '') ?? ''
  expect(poNumber).toMatch(/^PO-\d{4}-\d{6}$/)
  const viewUrl = buyer.url()

  // View mode: every field and button of the form is disabled.
  expect(await enabledControls(buyer)).toEqual([])
  await expect(buyer.getByLabel('Product name, line 3')).toHaveValue('Safety gloves')
  await expect(totals(buyer)).toContainText('Total₹4,614.50')
  await expectAccessible(buyer)
  await poScreens(buyer, 'view-draft')

  // Edit the Draft, then send it for approval.
  await buyer.getByRole('link', { name: 'Edit' }).click()
  await expect(buyer).toHaveURL(/mode=edit/)
  await buyer.getByLabel(/^Delivery Address:/).fill('Stores, Plant 3, Chakan MIDC, Pune 410501')
  await buyer.getByRole('button', { name: 'Submit' }).click()
  await expect(buyer).toHaveURL(/\?id=[0-9a-f-]{36}$/)
  await expect(buyer.getByLabel(/^Delivery Address:/)).toHaveValue('Stores, Plant 3, Chakan MIDC, Pune 410501')
  await expect(buyer.getByLabel(/^Delivery Address:/)).toBeDisabled()
  await act(buyer, 'Submit for approval', 'Pending Approval')
  await expect(buyer.getByRole('link', { name: 'Edit' })).toHaveCount(0)

  await approver.goto(viewUrl)
  await expect(approver.getByRole('button', { name: 'Issue' })).toHaveCount(0)
  await approver.getByRole('button', { name: 'Approve', exact: true }).click()
  await approver.getByRole('dialog').getByLabel('Remarks').fill('Within the maintenance budget')
  await expectAccessible(approver)
  await poScreens(approver, 'approve-dialog')
  await approver.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(statusOf(approver)).toContainText('Approved')

  await buyer.reload()
  await act(buyer, 'Issue', 'Issued')

  // The warehouse receives part, is stopped above what remains, then receives the rest.
  const warehouse = await pageAs(browser, 'warehouse@demo.local', WAREHOUSE_PASSWORDS)
  await warehouse.goto(viewUrl)
  await warehouse.getByRole('button', { name: 'Record delivery' }).click()
  const receipt = warehouse.getByRole('dialog', { name: `Record delivery: ${poNumber}` })
  await receipt.getByLabel('Received now, Steel bolt M8').fill('40')
  await receipt.getByLabel('Received now, Cutting oil').fill('2.5')
  await receipt.getByLabel('Remarks').fill('Challan 1187')
  await expectAccessible(warehouse)
  await poScreens(warehouse, 'delivery-dialog')
  await receipt.getByRole('button', { name: 'Record delivery' }).click()
  await expect(statusOf(warehouse)).toContainText('Partially Delivered')
  await expect(itemRow(warehouse, 1)).toContainText('40')
  await warehouse.getByRole('button', { name: 'Record delivery' }).click()
  await expect(receipt.getByLabel('Received now, Cutting oil')).toHaveCount(0)
  await receipt.getByLabel('Received now, Steel bolt M8').fill('61')
  await receipt.getByRole('button', { name: 'Record delivery' }).click()
  await expect(receipt.getByText('Steel bolt M8: only 60 Nos are still to be delivered')).toBeVisible()
  await receipt.getByRole('button', { name: 'Fill in everything remaining' }).click()
  await receipt.getByRole('button', { name: 'Record delivery' }).click()
  await expect(statusOf(warehouse)).toContainText('Fully Delivered')
  await expect(warehouse.getByRole('button', { name: 'Record delivery' })).toHaveCount(0)

  // The buyer sees the whole trail, closes the PO and downloads its PDF.
  await buyer.reload()
  const audit = buyer.getByRole('region', { name: 'Audit trail', exact: true })
  for (const text of ['Created', 'Edited', 'Pending Approval', 'Approved', 'Issued', 'Partially Delivered']) {
    await expect(audit.getByRole('cell', { name: text, exact: true }).first()).toBeVisible()
  }
  await expect(audit).toContainText('Within the maintenance budget')
  await expect(audit).toContainText('Challan 1187')
  for (const who of ['Bharat Buyer', 'Arjun Approver', 'Wasim Warehouse']) await expect(audit).toContainText(who)
  await expect(buyer.getByRole('region', { name: 'Deliveries', exact: true })).toContainText('Steel bolt M8: 40 Nos')
  await act(buyer, 'Close PO', 'Closed')
  await expect(audit.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible()
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    buyer.getByRole('button', { name: 'PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`${poNumber}.pdf`)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(await enabledControls(buyer)).toEqual([])
  await expectAccessible(buyer)
  await poScreens(buyer, 'view-closed')
  await buyer.setViewportSize(PHONE)
  await expect(buyer.getByRole('button', { name: 'PDF' })).toBeVisible()

  await Promise.all([buyer, approver, warehouse].map((page) => page.context().close()))
})

/** Calls the API as the page's signed-in user (same cookies), answering the envelope's data. */
async function apiAs(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { Domain: 'localhost', Origin: origin, 'Idempotency-Key': uuidv7() },
    data,
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).data
}

test('a stale edit offers the current PO; bad ids, missing POs and other roles are handled', async ({ browser }) => {
  test.setTimeout(180_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  const vendor = await apiAs(buyer, 'POST', 'add-supplier-partner', {
    name: unique('Stale Vendor '),
    contactPerson: 'Ravi Kumar',
    email: 'ravi@stale.example.in',
    phone: '9876543210',
    billingAddress: '12 Industrial Estate, Pune',
    paymentTerms: 'Net 60',
  })
  await apiAs(approver, 'POST', 'update-supplier-status', { id: vendor.id, status: 'Active', remarks: '' })
  const units: Array<{ id: number; name: string }> = await apiAs(buyer, 'GET', 'get-units-of-measure')
  const poId = uuidv7()
  await apiAs(buyer, 'POST', 'add-po', {
    poId,
    PoDate: dayFromToday(0),
    vendorName: vendor.id,
    billingAddress: '12 Industrial Estate, Pune',
    deliveryAddress: 'Warehouse 2, Chakan',
    purchaseType: 'OPEX',
    PaymentTerms: 'Net 60',
    deliveryDate: dayFromToday(7),
    products: [
      { Particular: 'Printer toner', Quantity: 4, UOMID: units[0]?.id, BudgetedRate: 2500, GSTPercentage: '18%' },
    ],
  })
  const editUrl = `/Manage-PO/Create-PO?id=${poId}&mode=edit`

  const other = await pageAs(browser, 'buyer@demo.local')
  await buyer.goto(editUrl)
  await other.goto(editUrl)
  await other.getByLabel(/^Delivery Address:/).fill('Warehouse 5, Talegaon')
  await other.getByRole('button', { name: 'Submit' }).click()
  await expect(other).toHaveURL(/\?id=[0-9a-f-]{36}$/)

  await buyer.getByLabel('Quantity, line 1').fill('6')
  await buyer.getByRole('button', { name: 'Submit' }).click()
  const notice = buyer.getByRole('alert', { name: 'Your changes were not saved' })
  await expect(notice).toContainText('This purchase order was changed by someone else')
  await expect(buyer.getByLabel('Quantity, line 1')).toHaveValue('6')
  await expectAccessible(buyer)
  await poScreens(buyer, 'edit-conflict')
  await notice.getByRole('button', { name: 'Load the current version' }).click()
  await expect(buyer.getByLabel(/^Delivery Address:/)).toHaveValue('Warehouse 5, Talegaon')
  await expect(buyer.getByLabel('Quantity, line 1')).toHaveValue('4')
  await buyer.getByLabel('Quantity, line 1').fill('6')
  await buyer.getByRole('button', { name: 'Submit' }).click()
  await expect(buyer).toHaveURL(/\?id=[0-9a-f-]{36}$/)
  await expect(buyer.getByRole('table', { name: 'Items' }).getByRole('row').nth(1)).toContainText('₹17,700.00')

  await buyer.goto('/Manage-PO/Create-PO?id=not-a-po')
  await expect(buyer.getByText('Invalid PO ID')).toBeVisible()
  await expectAccessible(buyer)
  await buyer.getByRole('link', { name: 'Back to purchase orders' }).click()
  await expect(buyer).toHaveURL(/\/Manage-PO$/)
  await buyer.goto(`/Manage-PO/Create-PO?id=${uuidv7()}`)
  await expect(buyer.getByText('Purchase order not found')).toBeVisible()

  await approver.goto(editUrl)
  await expect(approver.getByRole('heading', { name: /^Purchase Order PO-/ })).toBeVisible()
  expect(await enabledControls(approver)).toEqual([])
  await expect(approver.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  // Issue 13.4: one no-access screen, where the user is, for every page the role may not open.
  await approver.goto('/Manage-PO/Create-PO')
  await expect(approver.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
  await expect(approver.getByText('Only buyers can create purchase orders')).toBeVisible()
  await expect(approver).toHaveURL(/\/Manage-PO\/Create-PO$/)

  await Promise.all([buyer, approver, other].map((page) => page.context().close()))
})
