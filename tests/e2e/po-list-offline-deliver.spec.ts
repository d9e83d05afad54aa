import { type Browser, expect, type Page, test } from '@playwright/test'
import { unique } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { activeVendor, apiAs, call, draftPo, row } from './po-list-support'
import { signInWithAny, WAREHOUSE_PASSWORDS } from './po-support'
import { dayFromToday } from './shop-support'
import { DESKTOP } from './support'

/**
 * Mark Delivered from the PO list while offline (issue 13): the list sends the same queued
 * update-po-status as the PO page, so the write is kept, shown pending, and sent once when the
 * network returns. The app is opened through a TCP proxy that is cut to take the network away
 * from the page and the service worker alike (see offline.spec.ts).
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? SERVER_PORT + 77)

interface PoRead {
  status: string
  products: Array<{ LineID: string; Quantity: number; DeliveredQuantity: number }>
  deliveries: Array<{ remarks: string; lines: Array<{ lineId: string; quantity: number }> }>
  audit: Array<{ action: string; remarks: string }>
}

/** The warehouse user signed in through the proxy (another journey may have changed the password). */
async function warehouseThrough(browser: Browser, origin: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, baseURL: origin })).newPage()
  await signInWithAny(page, 'warehouse@demo.local', WAREHOUSE_PASSWORDS)
  return page
}

/** A request through the page (same origin, its cookies): the answer's data; fails on a refusal. */
async function pageCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ p, b }) => {
      const headers: Record<string, string> = { Domain: window.location.hostname, Accept: 'application/json' }
      if (b !== undefined) headers['Content-Type'] = 'application/json'
      const res = await fetch(`/api/${p}`, {
        method: b === undefined ? 'GET' : 'POST',
        headers,
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return { status: res.status, json: await res.json() }
    },
    { p: path, b: body },
  )
  expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200)
  return answer.json.data as T
}

test('the warehouse marks a PO delivered from the list while offline: queued, shown pending, sent once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const base = baseURL ?? ''
  // An Issued PO of two lines (2 each), raised by the buyer and approved by the approver.
  const buyer = await apiAs(browser, base, 'buyer@demo.local')
  const approver = await apiAs(browser, base, 'approver@demo.local')
  const vendorId = await activeVendor(buyer.request, browser, base, unique('E2E Offline Delivery '))
  const number = `${unique('E2E').slice(0, 22)}-OD`
  const { poId } = await draftPo(buyer.request, base, { vendorId, number, rates: [4000, 2500], day: dayFromToday(-2) })
  for (const [client, status] of [
    [buyer, 'Pending Approval'],
    [approver, 'Approved'],
    [buyer, 'Issued'],
  ] as const) {
    await call(client.request, base, 'update-po-status', { poId, status, remarks: '' })
  }
  await buyer.close()
  await approver.close()

  const proxy = await startOfflineProxy(PROXY_PORT, SERVER_PORT)
  const page = await warehouseThrough(browser, proxy.origin)
  try {
    // Online: half of the first line has come; the service worker takes control; the list is seen once.
    const issued = await pageCall<PoRead>(page, `get-po-by-id?poId=${poId}`)
    const [first, second] = issued.products
    if (!first || !second) throw new Error('The PO should have two lines')
    await pageCall(page, 'record-po-delivery', {
      poId,
      deliveryId: crypto.randomUUID(),
      lines: [{ lineId: first.LineID, quantity: 1 }],
      remarks: 'First carton',
    })
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto('/Manage-PO?tab=inprogress')
    await expect(row(page, number)).toContainText('Partially Delivered')

    // Offline: Mark Delivered from the list is kept by the outbox and shown at once, marked pending.
    await proxy.cut()
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 })
    await expect(row(page, number)).toBeVisible()
    await row(page, number).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Mark Delivered' }).click()
    const confirm = page.getByRole('dialog', { name: 'Mark delivered' })
    await confirm.getByLabel('Remarks').fill('Rest received at the gate')
    await confirm.getByRole('button', { name: 'Mark Delivered' }).click()
    await expect(page.getByText(`${number} will be marked delivered once you are online`)).toBeVisible()
    await expect(page.getByText(/^Could not mark delivered/)).toHaveCount(0)
    const pending = page.locator('tr[data-pending]').filter({ hasText: number })
    await expect(pending).toContainText('Fully Delivered')
    await expect(pending.getByTestId('pending-marker')).toBeVisible()
    await expect(page.getByTestId('pending-badge')).toContainText('1')

    // Back online: the outbox sends it, once.
    await proxy.restore()
    await expect(page.getByText(/offline changes? ha(s|ve) been synced/).first()).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('tr[data-pending]')).toHaveCount(0)

    const delivered = await pageCall<PoRead>(page, `get-po-by-id?poId=${poId}`)
    expect(delivered.status).toBe('Fully Delivered')
    expect(delivered.products.map((l) => l.DeliveredQuantity)).toEqual([2, 2])
    // The partial receipt, then one receipt of exactly what remained: 1 of the first line, 2 of the second.
    expect(delivered.deliveries).toHaveLength(2)
    const rest = delivered.deliveries[1]
    expect(rest?.remarks).toBe('Rest received at the gate')
    expect(new Map(rest?.lines.map((l) => [l.lineId, l.quantity]))).toEqual(
      new Map([
        [first.LineID, 1],
        [second.LineID, 2],
      ]),
    )
    expect(delivered.audit.filter((a) => a.remarks === 'Rest received at the gate')).toHaveLength(1)
  } finally {
    await page.context().close()
    await proxy.close()
  }
})
