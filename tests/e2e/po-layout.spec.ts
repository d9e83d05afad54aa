import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import * as v from 'valibot'
import { formatInr } from '../../src/shared/money'
import { PoRowSchema } from '../../src/shared/po-read-schemas'
import { unique } from './catalogue-support'
import { activeVendor, apiAs, call, mmddyy, openFilter } from './po-list-support'
import { pageAs, WAREHOUSE_PASSWORDS } from './po-support'
import { dayFromToday } from './shop-support'
import { expectAccessible, PHONE, SCREENS_DIR, settled, signIn } from './support'

const WIDE = { width: 1440, height: 900 }

/** Lines of the PO the warehouse receives; the long name must wrap on a phone, not be cut off. */
const LINES = [
  { name: 'Heavy-duty angle grinder 4 inch 850 W with side handle and wheel guard', quantity: 6, rate: 3250 },
  { name: 'Cutting disc 4 in', quantity: 25, rate: 48 },
]

/** A Draft PO due `dueIn` days from today, with the given lines (18% GST). */
async function poDue(
  buyer: APIRequestContext,
  base: string,
  po: { vendorId: string; number: string; dueIn: number; lines: typeof LINES },
): Promise<string> {
  const units: Array<{ id: number; name: string }> = await call(buyer, base, 'get-units-of-measure')
  const saved = await call(buyer, base, 'add-po', {
    poId: crypto.randomUUID(),
    poNumber: po.number,
    PoDate: dayFromToday(-1),
    vendorName: po.vendorId,
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: dayFromToday(po.dueIn),
    products: po.lines.map((line) => ({
      Particular: line.name,
      Quantity: line.quantity,
      UOMID: units.find((u) => u.name === 'Nos')?.id ?? units[0]?.id,
      BudgetedRate: line.rate,
      GSTPercentage: '18%',
    })),
  })
  return saved.poId as string
}

/** Fails unless the element lies within the page's width (nothing cut off at the sides). */
async function expectWithinWidth(element: Locator, width: number, what: string): Promise<void> {
  await expect(element, what).toBeVisible()
  const box = await element.boundingBox()
  expect(box, what).not.toBeNull()
  expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: right edge`).toBeLessThanOrEqual(width)
}

/** Fails when a toast overlaps the app's header (where Logout and the pending-changes badge are). */
async function expectToastBelowHeader(page: Page, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  const box = await toast.boundingBox()
  expect(header).not.toBeNull()
  expect(box).not.toBeNull()
  expect(box?.y ?? 0, 'the toast starts under the header').toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  )
}

/** Every table on the screen that is wider than the box it sits in, with both widths. */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .flatMap((table) => {
        // The table's container: the nearest box that clips or scrolls it sideways, else the page.
        let box = table.parentElement
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
        const container = box ?? document.documentElement
        const name = table.querySelector('caption')?.textContent ?? 'table'
        const width = Math.max(table.scrollWidth, container.scrollWidth)
        return width > container.clientWidth ? [`${name}: ${width} px in ${container.clientWidth} px`] : []
      }),
  )
}

test.describe('issue 11.5-11.7: purchase orders on a phone and on a 1440 px screen', () => {
  test('a phone shows the PO list as cards, and Next 7 days finds a PO due in 3 days', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow()
    const base = baseURL ?? ''
    const buyer = await apiAs(browser, base, 'buyer@demo.local')
    const vendorId = await activeVendor(buyer.request, browser, base, unique('E2E Layout Vendor '))
    const stamp = unique('E2E').slice(0, 22)
    const [soon, later] = [`${stamp}-3D`, `${stamp}-20D`]
    await poDue(buyer.request, base, { vendorId, number: later, dueIn: 20, lines: LINES.slice(1) })
    await poDue(buyer.request, base, { vendorId, number: soon, dueIn: 3, lines: LINES.slice(1) })
    await buyer.close()

    await page.setViewportSize(PHONE)
    await signIn(page, 'buyer@demo.local')
    await page.goto('/Manage-PO')
    const cards = page.getByRole('list', { name: 'Purchase orders' }).getByRole('listitem')
    await expect(cards).toHaveCount(10)
    await expect(page.getByRole('table', { name: 'Purchase orders' })).toHaveCount(0)
    await settled(page)

    // Each card: every column of its row, inside the screen's width.
    const firstPage = await page.request.get('/api/get-all-po', { headers: { Domain: 'localhost' } })
    const rows = v.parse(v.array(PoRowSchema), (await firstPage.json()).data)
    expect(rows).toHaveLength(10)
    for (const row of rows) {
      const card = cards.filter({ has: page.getByRole('link', { name: row.poNumber, exact: true }) })
      await expect(card, row.poNumber).toHaveCount(1)
      await expectWithinWidth(card, PHONE.width, `card of ${row.poNumber}`)
      for (const text of [row.poNumber, row.vendorName, row.status, formatInr(row.totalValue)]) {
        await expectWithinWidth(card.getByText(text, { exact: true }), PHONE.width, `${row.poNumber}: ${text}`)
      }
      const updated = card.getByText('Last Updated', { exact: true }).locator('xpath=following-sibling::dd')
      await expect(updated, `${row.poNumber}: Last Updated`).toHaveText(/\d{4}, \d{1,2}:\d{2}/)
      await expectWithinWidth(updated, PHONE.width, `${row.poNumber}: Last Updated`)
    }
    await expectAccessible(page)
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-list-phone.png`, fullPage: true })

    // Delivery Date looks ahead: a typed future day stays, and Next 7 days finds the PO due in 3 days.
    let dialog = await openFilter(page, 'Delivery Date')
    const to = dialog.getByRole('textbox', { name: 'Delivery Date To Date' })
    await to.fill(mmddyy(dayFromToday(20)))
    await to.press('Enter')
    await expect(to).toHaveValue(mmddyy(dayFromToday(20)))
    await expectWithinWidth(dialog, PHONE.width, 'the Delivery Date filter')
    await dialog.getByRole('button', { name: 'Next 7 days' }).click()
    await expect(dialog.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`deliveryDateFrom=${dayFromToday(0)}.*deliveryDateTo=${dayFromToday(7)}`))
    await expect(cards.filter({ hasText: soon })).toHaveCount(1)
    await expect(cards.filter({ hasText: later })).toHaveCount(0)
    await expect(cards.filter({ hasText: soon })).toContainText(/Delivery Date\s*\d/)

    // The Po Date filter still stops at today.
    dialog = await openFilter(page, 'Po Date')
    const poTo = dialog.getByRole('textbox', { name: 'Po Date To Date' })
    await poTo.fill(mmddyy(dayFromToday(20)))
    await poTo.press('Enter')
    await expect(poTo).toHaveValue(mmddyy(dayFromToday(0)))
    await expect(dialog.getByRole('button', { name: 'Next 7 days' })).toHaveCount(0)
  })

  test('on a phone the delivery dialog shows every line whole, and toasts keep the header clear', async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const base = baseURL ?? ''
    const buyer = await apiAs(browser, base, 'buyer@demo.local')
    const approver = await apiAs(browser, base, 'approver@demo.local')
    const vendorId = await activeVendor(buyer.request, browser, base, unique('E2E Phone Vendor '))
    const number = `${unique('E2E').slice(0, 22)}-PH`
    const poId = await poDue(buyer.request, base, { vendorId, number, dueIn: 5, lines: LINES })
    for (const [client, status] of [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
      [buyer, 'Issued'],
    ] as const) {
      await call(client.request, base, 'update-po-status', { poId, status, remarks: '' })
    }
    await buyer.close()
    await approver.close()

    const page = await pageAs(browser, 'warehouse@demo.local', WAREHOUSE_PASSWORDS)
    await page.setViewportSize(PHONE)
    await page.goto(`/Manage-PO/Create-PO?id=${poId}`)
    await expect(page.getByRole('heading', { name: `Purchase Order ${number}` })).toBeVisible()
    // The PO's lines are cards too: every field within the screen's width.
    for (const [i, line] of LINES.entries()) {
      await expectWithinWidth(page.getByLabel(`Product name, line ${i + 1}`), PHONE.width, `line ${i + 1} name`)
      await expect(page.getByLabel(`Product name, line ${i + 1}`)).toHaveValue(line.name)
      for (const [role, field] of [
        ['textbox', 'Quantity'],
        ['textbox', 'Budgeted rate'],
        ['combobox', 'GST'],
      ] as const) {
        const control = page.getByRole(role, { name: `${field}, line ${i + 1}` })
        await expectWithinWidth(control, PHONE.width, `line ${i + 1} ${field}`)
      }
    }
    await expectAccessible(page)
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-view-phone.png`, fullPage: true })

    await page.getByRole('button', { name: 'Record delivery' }).click()
    const receipt = page.getByRole('dialog', { name: `Record delivery: ${number}` })
    await expect(receipt).toBeVisible()
    await settled(page)
    for (const line of LINES) {
      const card = receipt.locator('tbody tr').filter({ hasText: line.name })
      await expect(card).toHaveCount(1)
      await card.scrollIntoViewIfNeeded()
      await expectWithinWidth(card.getByText(line.name, { exact: true }), PHONE.width, `${line.name}: name`)
      for (const [label, value] of [
        ['Ordered', `${line.quantity} Nos`],
        ['Delivered', '0'],
        ['Remaining', String(line.quantity)],
      ]) {
        const cell = card.locator('td').filter({ hasText: label })
        await expect(cell, `${line.name}: ${label}`).toHaveText(`${label}${value}`)
        await expectWithinWidth(cell, PHONE.width, `${line.name}: ${label}`)
      }
      const input = receipt.getByLabel(`Received now, ${line.name}`)
      await expectWithinWidth(input, PHONE.width, `${line.name}: Received now`)
      await expect(input).toBeInViewport()
    }
    await expectAccessible(page)
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-delivery-phone.png` })

    await receipt.getByLabel(`Received now, ${LINES[1]?.name}`).fill('10')
    await receipt.getByRole('button', { name: 'Record delivery' }).click()
    await expect(receipt).toHaveCount(0)
    const toast = page.getByRole('alert').filter({ hasText: 'Delivery recorded' })
    await expectToastBelowHeader(page, toast)
    await expectWithinWidth(toast, PHONE.width, 'the toast')
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-toast-phone.png` })
    await page.context().close()
  })

  test('at 1440 px no PO table is wider than its box', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await signIn(page, 'buyer@demo.local')
    await page.goto('/Manage-PO')
    const table = page.getByRole('table', { name: 'Purchase orders' })
    await expect(table.locator('tbody tr')).toHaveCount(10)
    await expect(table).not.toHaveAttribute('aria-busy', 'true')
    await expect(table.getByRole('columnheader', { name: /Last Updated/ })).toBeInViewport()
    await settled(page)
    expect(await overflowingTables(page)).toEqual([])
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-list-1440.png` })

    await page.goto('/Manage-PO/Create-PO')
    await expect(page.getByLabel('Product name, line 1')).toBeVisible()
    await page.getByRole('button', { name: 'Add New Product' }).click()
    await expect(page.getByLabel('Product name, line 2')).toBeVisible()
    await settled(page)
    expect(await overflowingTables(page)).toEqual([])
    const deleteLine = page.getByRole('button', { name: 'Delete line 2' })
    // Centred, not scrolled "if needed": that aligns its edge with the window's, where a fraction of a pixel of
    // rounding can cut it; what matters is that the table's box does not clip it.
    await deleteLine.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect(deleteLine).toBeInViewport({ ratio: 1 })
    // The product name gets room: at least a quarter of the item table.
    const name = await page.getByLabel('Product name, line 1').boundingBox()
    const items = await page.getByRole('table', { name: 'Items' }).boundingBox()
    expect(name?.width ?? 0).toBeGreaterThanOrEqual((items?.width ?? 0) / 4)
    await page.screenshot({ path: `${SCREENS_DIR}/po-layout-create-1440.png`, fullPage: true })
  })
})
