import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { expect } from 'vitest'
import { suppliers } from '../../../server/db/schema/suppliers'
import { type PurchaseOrder, PurchaseOrderSchema, UnitOfMeasureSchema } from '../../../src/shared/po-read-schemas'
import type { PoStatus } from '../../../src/shared/po-status'
import type { SupplierStatus } from '../../../src/shared/supplier-status'
import type { ApiClient, ApiResponse, SendOptions } from '../helpers/api-client'
import { nextId, type TestApp } from '../helpers/test-app'

export { signedIn } from '../catalogue/catalogue-fixtures'

/** The test clock's day (createTestApp starts it at 2026-01-05 09:00 UTC). */
export const TODAY = '2026-01-05'

/** A supply partner written straight to its table (the suppliers module owns its API). */
export async function addVendor(
  t: TestApp,
  options: { tenantId?: string; status?: SupplierStatus; name?: string } = {},
): Promise<{ id: string; name: string }> {
  const id = uuidv7()
  const name = options.name ?? `Vendor ${nextId()}`
  await t.db.insert(suppliers).values({
    id,
    tenantId: options.tenantId ?? t.demoTenantId,
    name,
    contactPerson: 'Ravi Kumar',
    email: `vendor${nextId()}@example.com`,
    phone: '9876543210',
    billingAddress: '12 Industrial Estate, Pune',
    paymentTerms: 'Net 30',
    status: options.status ?? 'Active',
  })
  return { id, name }
}

/** The tenant's units of measure through the API, by name. */
export async function unitIds(client: ApiClient): Promise<Record<string, number>> {
  const res = await client.get('get-units-of-measure')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const units = v.parse(v.array(UnitOfMeasureSchema), res.body.data)
  return Object.fromEntries(units.map((u) => [u.name, u.id]))
}

/** A valid line: 10 Nos at 100 with 18% GST unless changed. */
export function lineBody(unitId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Particular: 'Steel bolt M8',
    ItemDescription: 'Zinc plated, 40 mm',
    Quantity: 10,
    UOMID: unitId,
    BudgetedRate: 100,
    GSTPercentage: '18%',
    DocumentPath: null,
    ...extra,
  }
}

/** A valid add-po payload with a fresh poId and one line. */
export function poBody(vendorId: string, unitId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    poId: uuidv7(),
    poNumber: '',
    PoDate: TODAY,
    vendorName: vendorId,
    supplyPartnerContact: 'Ravi Kumar, 9876543210',
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: '2026-01-20',
    shippingMode: 'Road',
    incoTerms: 'FOB',
    poValidity: '2026-02-05',
    products: [lineBody(unitId)],
    ...extra,
  }
}

/** The PO a successful PO call answers with. */
export function poIn(res: ApiResponse): PurchaseOrder {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(PurchaseOrderSchema, res.body.data)
}

/** POST add-po, answered. */
export const addPo = (client: ApiClient, body: Record<string, unknown>, options: SendOptions = {}) =>
  client.post('add-po', body, options)

/** POST update-po-status for a PO. */
export const movePo = (client: ApiClient, poId: string, status: PoStatus, extra: Record<string, unknown> = {}) =>
  client.post('update-po-status', { poId, status, remarks: 'ok', ...extra })

/** GET get-po-by-id, parsed. */
export const poById = async (client: ApiClient, poId: string) => poIn(await client.get(`get-po-by-id?poId=${poId}`))

/** A binary GET through the app (the ApiClient parses JSON only). */
export async function download(t: TestApp, client: ApiClient, path: string) {
  const res = await t.app.request(`/api/${path}`, { headers: { Domain: client.domain, Cookie: client.cookieHeader() } })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}
