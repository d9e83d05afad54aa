import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { dayFromToday } from './shop-support'
import { captureScreens, DEMO_PASSWORD } from './support'

/** A JSON API call that must succeed, with the tenant's Domain and a same-origin Origin; answers its data. */
export async function call(request: APIRequestContext, baseURL: string, path: string, body?: unknown) {
  const headers = { Domain: 'localhost', Origin: baseURL }
  const res = body
    ? await request.post(`/api/${path}`, { headers, data: body })
    : await request.get(`/api/${path}`, { headers })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()).data
}

/** An API client of its own (cookies and all) signed in as a demo user; close its context when done. */
export async function apiAs(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL })
  const login = { AppID: 5, DomainName: 'localhost', Username: email, Password: DEMO_PASSWORD }
  await call(context.request, baseURL, 'validate-user', login)
  return { request: context.request, close: () => context.close() }
}

/** An Active supply partner: a buyer registers it, an approver activates it. */
export async function activeVendor(buyer: APIRequestContext, browser: Browser, baseURL: string, name: string) {
  const vendor = await call(buyer, baseURL, 'add-supplier-partner', {
    name,
    contactPerson: 'Neha Joshi',
    email: 'sales@e2e-vendor.example.in',
    phone: '+91 98765 43210',
    billingAddress: '7 Industrial Area, Nashik 422010',
    paymentTerms: 'Net 30',
  })
  const approver = await apiAs(browser, baseURL, 'approver@demo.local')
  await call(approver.request, baseURL, 'update-supplier-status', { id: vendor.id, status: 'Active', remarks: '' })
  await approver.close()
  return vendor.id as string
}

/** A Draft PO raised by a buyer: one line per rate (quantity 2, 18% GST). */
export async function draftPo(
  buyer: APIRequestContext,
  baseURL: string,
  po: { vendorId: string; number: string; rates: number[]; day: string },
): Promise<{ poId: string }> {
  const units: Array<{ id: number; name: string }> = await call(buyer, baseURL, 'get-units-of-measure')
  return call(buyer, baseURL, 'add-po', {
    poId: crypto.randomUUID(),
    poNumber: po.number,
    PoDate: po.day,
    vendorName: po.vendorId,
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: dayFromToday(10),
    products: po.rates.map((rate, i) => ({
      Particular: `Test item ${i + 1}`,
      Quantity: 2,
      UOMID: units[0]?.id,
      BudgetedRate: rate / 2,
      GSTPercentage: '18%',
    })),
  })
}

/** The PO table and its rows. */
export const table = (page: Page) => page.getByRole('table', { name: 'Purchase orders' })
export const settled = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy', 'true')
export const bodyRows = (page: Page) => table(page).locator('tbody tr[data-status]')
export const row = (page: Page, number: string) => bodyRows(page).filter({ hasText: number })

/** A day as the From Date / To Date inputs take it. */
export const mmddyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`

/** Opens a filter's dropdown and answers it. */
export async function openFilter(page: Page, label: string) {
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${label}`) })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Saves {output}/screens/po-{name}.png at desktop width and po-{name}-phone.png at phone width. */
export function screens(page: Page, name: string): Promise<void> {
  return captureScreens(page, `po-${name}`)
}
