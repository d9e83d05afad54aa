import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { v7 as uuidv7 } from 'uuid'
import { unique } from './catalogue-support'
import { dayFromToday, pageAs } from './po-support'
import { callApi, captureScreens, DESKTOP, expectAccessible, PHONE, settled } from './support'

/**
 * The RFQ create form (issue 15, Flow point 1): items filled from the catalogue (the low stock
 * screen's link and each row's product picker), the partner supplying their category suggested
 * first, a file attached with the PO line file rules that the invited partner then downloads from
 * its response page; the stored RFQ reads View RFQ; nothing scrolls sideways at 390 px.
 */

const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox')

interface Product {
  ProductID: number
  Name: string
  SKU: string
}

/** An Active product of the category, as the catalogue manager adds it. */
async function addProduct(manager: Page, categoryId: number, name: string, unit: string, cost: number) {
  return callApi<Product>(manager, 'POST', 'add-product', {
    Name: name,
    SKU: unique('RF-'),
    Description: `${name}: zinc plated, grade 8.8`,
    Price: cost + 10,
    CostPrice: cost,
    Stock: 5,
    ReorderLevel: 10,
    DeliveryLeadTime: 2,
    UnitsofMeasurement: unit,
    TaxPercentage: 18,
    Status: 'Active',
    Currency: 'INR',
    CategoryID: String(categoryId),
    Images: [],
  })
}

/** A supply partner registered by the buyer and activated by the approver, supplying the categories. */
async function activePartner(buyer: Page, approver: Page, name: string, categoryIds: number[]) {
  const partner = await callApi<{ id: string }>(buyer, 'POST', 'add-supplier-partner', {
    name,
    contactPerson: 'Meena Rao',
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`,
    phone: '9876543210',
    billingAddress: `${name}, Bhosari, Pune 411026`,
    paymentTerms: 'Net 30',
    categoryIds,
  })
  await callApi(approver, 'POST', 'update-supplier-status', { id: partner.id, status: 'Active', remarks: '' })
  return partner.id
}

/** The path of the response link e-mailed for this RFQ (the e-mails are quoted-printable). */
async function mailedLink(rfqId: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
        for (const file of files) {
          const text = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
          const found = new RegExp(`/RFQ-Response\\?rfq=${rfqId}&token=[^\\s"<>]+`).exec(text)?.[0]
          if (found) link = found
        }
        return link !== ''
      },
      { message: `a response link for ${rfqId} in the outbox` },
    )
    .toBe(true)
  return link
}

/** True when the page is no wider than the screen (nothing scrolls sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** Picks a file through the button that opens the file chooser. */
async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Attach file', exact: true }).click()
  await (await chooser).setFiles(file)
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

test('a buyer fills an RFQ from the catalogue, invites the suggested partner with a file, and the partner downloads it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const tag = unique('RF')
  const manager = await pageAs(browser, 'catalogue@demo.local')
  const category = await callApi<{ CategoryID: number }>(manager, 'POST', 'add-category', {
    category_name: `Fasteners ${tag}`,
    category_code: tag,
    category_description: '',
    status: 'Active',
    gst: 18,
  })
  const bolt = await addProduct(manager, category.CategoryID, `Hex bolt ${tag}`, 'pieces', 12.5)
  const washer = await addProduct(manager, category.CategoryID, `Washer box ${tag}`, 'boxes', 40)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  const approver = await pageAs(browser, 'approver@demo.local')
  const suggested = `Suggested Fasteners ${tag}`
  await activePartner(buyer, approver, suggested, [category.CategoryID])
  await activePartner(buyer, approver, `Other Traders ${tag}`, [])

  // The low stock link: known products fill item rows with their quantities; a bad id and an unknown one are named.
  await buyer.goto(`/Create-New-RFQ?products=${bolt.ProductID},abc,999999999&qty=250,5,1`)
  await expect(buyer.getByRole('heading', { name: 'Create New RFQ' })).toBeVisible()
  await expect(
    buyer.getByText(
      'Products abc, 999999999 left out: not in the catalogue, listed twice, beyond 100 items or not loaded.',
    ),
  ).toBeVisible()
  await expect(buyer.getByLabel('Product of item 1')).toHaveValue(bolt.Name)
  await expect(buyer.getByLabel('Specification of item 1')).toHaveValue(`${bolt.Name}: zinc plated, grade 8.8`)
  await expect(buyer.getByLabel('Quantity of item 1')).toHaveValue('250')
  await expect(buyer.getByRole('combobox', { name: 'Unit of item 1' })).toHaveValue('pcs')
  await expect(buyer.getByLabel('Target price of item 1')).toHaveValue('12.50')
  // The prefilled target price says where it came from (issue 46, item 20).
  const costNote = "Filled from the catalogue's cost price"
  await expect(buyer.getByRole('region', { name: 'Item 1' }).getByText(costNote)).toBeVisible()
  await expect(buyer.getByRole('region', { name: 'Item 1' }).getByText('Catalogue', { exact: true })).toBeVisible()
  await expect(buyer.getByLabel('Product of item 2')).toHaveCount(0)

  // The partner supplying the items' category is suggested: first in the picker, under its heading; one click invites it.
  await expect(buyer.getByText(`Suggested for these items: ${suggested}`)).toBeVisible()
  await buyer.getByRole('combobox', { name: 'Supply Partners:' }).fill(suggested)
  const listbox = buyer.getByRole('listbox')
  await expect(listbox.getByText('Suggested for these items', { exact: true })).toBeVisible()
  await expect(listbox.getByRole('option').first()).toHaveText(suggested)
  await buyer.getByRole('combobox', { name: 'Supply Partners:' }).fill('')
  await buyer.keyboard.press('Escape')
  await buyer.getByRole('button', { name: 'Invite suggested partners', exact: true }).click()
  await expect(buyer.getByRole('button', { name: 'Invite suggested partners', exact: true })).toHaveCount(0)

  // A second row from the catalogue picker, searched by its SKU.
  await buyer.getByRole('button', { name: 'Add Item', exact: true }).click()
  await buyer.getByRole('combobox', { name: 'Catalogue search for item 2' }).fill(washer.SKU)
  await buyer.getByRole('option', { name: `${washer.Name} (${washer.SKU})`, exact: true }).click()
  await expect(buyer.getByLabel('Product of item 2')).toHaveValue(washer.Name)
  await expect(buyer.getByRole('combobox', { name: 'Unit of item 2' })).toHaveValue('Box')
  await expect(buyer.getByLabel('Target price of item 2')).toHaveValue('40.00')
  await expect(buyer.getByRole('region', { name: 'Item 2' }).getByText(costNote)).toBeVisible()
  // The buyer's own target is theirs: the note goes.
  await buyer.getByLabel('Target price of item 2').fill('38')
  await expect(buyer.getByRole('region', { name: 'Item 2' }).getByText(costNote)).toHaveCount(0)
  await expect(buyer.getByRole('region', { name: 'Item 1' }).getByText(costNote)).toBeVisible()
  await buyer.getByLabel('Quantity of item 2').fill('12')

  // Files follow the PO line rules: a text file is refused, a PDF is uploaded and listed.
  await attach(buyer, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(buyer.getByText('notes.txt is not a PDF, JPEG, PNG or WebP file')).toBeVisible()
  await attach(buyer, { name: 'drawing.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(buyer.getByRole('link', { name: 'drawing.pdf' })).toBeVisible()

  const title = `Fasteners ${tag}`
  await buyer.getByLabel(/^Title:/).fill(title)
  await buyer.getByLabel(/^Response Deadline:/).fill(`${dayFromToday(3)}T17:00`)
  await buyer.getByLabel(/^Required By:/).fill(dayFromToday(10))
  await buyer.getByLabel(/^Delivery Address:/).fill('Warehouse 2, Chakan MIDC, Pune 410501')
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-form-catalogue')
  await buyer.setViewportSize(PHONE)
  await settled(buyer)
  expect(await fitsWidth(buyer), 'the form does not scroll sideways at 390 px').toBe(true)
  await buyer.setViewportSize(DESKTOP)

  await buyer.getByRole('button', { name: 'Send RFQ', exact: true }).click()
  await expect(buyer.getByText(/^RFQ-\d{4}-\d{6}: Request for quotation Sent$/)).toBeVisible()
  await expect(buyer).toHaveURL(/\/Manage-RFQs$/)
  await buyer.setViewportSize(PHONE)
  await buyer.goto(`/Manage-RFQs?q=${encodeURIComponent(title)}`)
  await expect(buyer.getByText(title).first()).toBeVisible()
  await settled(buyer)
  expect(await fitsWidth(buyer), 'the list does not scroll sideways at 390 px').toBe(true)
  await buyer.setViewportSize(DESKTOP)
  await captureScreens(buyer, 'rfq-form-list')

  // Stored: both items keep their catalogue product, the file is attached; the page reads View RFQ.
  const [row] = await callApi<Array<{ RFQID: string; rfqNumber: string }>>(
    buyer,
    'GET',
    `get-all-rfq?search_txt=${encodeURIComponent(title)}`,
  )
  if (!row) throw new Error('the RFQ is not in the list')
  const rfq = await callApi<{ items: Array<{ productId: number | null }>; attachments: string[] }>(
    buyer,
    'GET',
    `view-rfq-by-id?RFQID=${row.RFQID}`,
  )
  expect(rfq.items.map((item) => item.productId)).toEqual([bolt.ProductID, washer.ProductID])
  expect(rfq.attachments).toHaveLength(1)
  await buyer.goto(`/Create-New-RFQ?id=${row.RFQID}`)
  await expect(buyer.getByRole('heading', { name: 'View RFQ', exact: true })).toBeVisible()
  await expect(buyer.getByText(row.rfqNumber, { exact: false }).first()).toBeVisible()
  await expect(buyer.getByRole('link', { name: 'Attachment 1 (PDF)' })).toBeVisible()
  await expectAccessible(buyer)
  await captureScreens(buyer, 'rfq-form-view')
  await buyer.setViewportSize(PHONE)
  await settled(buyer)
  expect(await fitsWidth(buyer), 'the view does not scroll sideways at 390 px').toBe(true)
  await expectAccessible(buyer)
  await buyer.setViewportSize(DESKTOP)

  // The invited partner downloads the file from its response page (it has no session for /files/docs).
  const partner = await (await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })).newPage()
  await partner.goto(await mailedLink(row.RFQID))
  await expect(partner.getByText('Files from the buyer')).toBeVisible()
  await expectAccessible(partner)
  await captureScreens(partner, 'rfq-form-partner-files')
  const download = partner.waitForEvent('download')
  await partner.getByRole('button', { name: 'Attachment 1 (PDF)', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('attachment-1.pdf')
  expect((await readFile(await file.path())).toString('latin1')).toBe(PDF.toString('latin1'))
})

test('a sent RFQ whose items share a unit opens as View RFQ, with its items and partners, at 390 and 1280 px', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const buyer = await pageAs(browser, 'buyer@demo.local')
  await buyer.goto('/dashboard')
  const units = await callApi<{ id: number; name: string }[]>(buyer, 'GET', 'get-units-of-measure')
  const unit = units[0]
  if (!unit) throw new Error('the demo tenant has no units')
  const vendors = await callApi<{ id: string; name: string }[]>(
    buyer,
    'GET',
    'get-all-vendors?status=Active&iDisplayStart=0&iDisplayLength=2',
  )
  const [a, b] = vendors
  if (!a || !b) throw new Error('the demo tenant needs two Active supply partners')
  const title = unique('Shared unit ')
  const rfq = await callApi<{ RFQID: string; rfqNumber: string }>(buyer, 'POST', 'request-for-quotation', {
    RFQID: uuidv7(),
    title,
    items: [
      { product: 'Steel bolt M10', quantity: 100, UOMID: unit.id },
      { product: 'Steel nut M10', quantity: 200, UOMID: unit.id },
    ],
    requiredBy: dayFromToday(10),
    responseDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    paymentTerms: 'Net 30',
    supplierIds: [a.id, b.id],
    send: true,
  })
  for (const size of [PHONE, DESKTOP]) {
    await buyer.setViewportSize(size)
    await buyer.goto(`/Create-New-RFQ?id=${rfq.RFQID}`)
    await expect(buyer.getByRole('heading', { name: 'View RFQ', exact: true })).toBeVisible()
    await expect(buyer.getByText('This page could not be loaded')).toHaveCount(0)
    await expect(buyer.getByLabel('Product of item 1')).toHaveValue('Steel bolt M10')
    await expect(buyer.getByLabel('Product of item 2')).toHaveValue('Steel nut M10')
    await expect(buyer.getByRole('combobox', { name: 'Unit of item 2' })).toHaveValue(unit.name)
    // The invited partners: a table on a desktop, a list on a phone.
    const partners = buyer.getByRole('main')
    await expect(buyer.getByRole('heading', { name: 'Supply partners invited' })).toBeVisible()
    await expect(partners.getByText(a.name, { exact: true }).filter({ visible: true })).toBeVisible()
    await expect(partners.getByText(b.name, { exact: true }).filter({ visible: true })).toBeVisible()
  }
})
