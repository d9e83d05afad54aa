import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { expect } from 'vitest'
import { gstinCheckChar } from '../../../src/shared/supplier-gstin'
import { SupplierSchema } from '../../../src/shared/supplier-schemas'
import type { ApiClient } from '../helpers/api-client'
import { nextId } from '../helpers/test-app'

export { signedIn } from '../catalogue/catalogue-fixtures'

/** A valid GSTIN no other test in the file uses (state 27, a fresh PAN, the right check character). */
export function uniqueGstin(): { gstin: string; pan: string } {
  const n = nextId()
  const letters = String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26))
  const pan = `AAP${letters}${String(n % 10_000).padStart(4, '0')}F`
  const first14 = `27${pan}1Z`
  return { gstin: `${first14}${gstinCheckChar(first14)}`, pan }
}

/** A valid add-supplier-partner payload with a fresh id and GSTIN. */
export function supplierBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { gstin, pan } = uniqueGstin()
  return {
    id: uuidv7(),
    name: `Supplier ${gstin}`,
    contactPerson: 'Meena Rao',
    email: 'sales@example.in',
    phone: '+91 98765 43210',
    gstin,
    pan,
    billingAddress: '12 MG Road, Pune 411001',
    paymentTerms: 'Net 30',
    categoryIds: [],
    ...extra,
  }
}

/** Registers a partner through the API and returns it. */
export async function addSupplier(client: ApiClient, extra: Record<string, unknown> = {}) {
  const res = await client.post('add-supplier-partner', supplierBody(extra))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(SupplierSchema, res.body.data)
}
