import { count, max } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suppliers } from '../../../server/db/schema/suppliers'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addSupplier, signedIn } from './supplier-fixtures'

let t: TestApp
let admin: ApiClient
let supplierId: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await signedIn(t, 'admin')
  supplierId = (await addSupplier(admin)).id
})
afterAll(() => t.close())

const RUNS = { seed: 20_260_305, numRuns: 40 }

/** Mostly a valid value for a field, sometimes a wrong one, now and then any JSON value at all. */
const field = (valid: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrong, weight: 3 }, { arbitrary: fc.jsonValue(), weight: 1 })
const text = (valid: string) => field(fc.constantFrom(valid, ` ${valid} `), fc.string({ maxLength: 300 }))

const body = () =>
  fc.record(
    {
      id: field(fc.constant(supplierId), fc.constantFrom('', 'x', 12, '00000000-0000-0000-0000-00000000000g')),
      name: text('Acme'),
      contactPerson: text('Ravi'),
      email: field(fc.constant('a@b.in'), fc.string({ maxLength: 60 })),
      phone: field(fc.constantFrom('9876543210', '+91 98765 43210'), fc.string({ maxLength: 30 })),
      gstin: field(fc.constantFrom('27AAPFU0939F1ZV', '', null), fc.string({ maxLength: 20 })),
      pan: field(fc.constantFrom('AAPFU0939F', null), fc.string({ maxLength: 12 })),
      billingAddress: text('Pune'),
      paymentTerms: field(fc.constantFrom('On Receipt', 'Net 30', 'Net 60'), fc.string({ maxLength: 10 })),
      categoryIds: field(fc.constant([]), fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 60 })),
      status: field(fc.constantFrom('Active', 'Inactive', 'Rejected'), fc.string({ maxLength: 12 })),
      remarks: text('ok'),
      version: field(fc.nat({ max: 5 }), fc.constantFrom(-1, 'x', 1e12)),
    },
    { requiredKeys: [] },
  )

const snapshot = async () => {
  const [row] = await t.db.select({ n: count(), last: max(suppliers.updatedAt) }).from(suppliers)
  return JSON.stringify(row)
}

describe('supply-partner writes never answer 500 and a refusal changes nothing', () => {
  it.each(['add-supplier-partner', 'update-supplier-partner', 'update-supplier-status'])('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(body(), async (payload) => {
        const before = await snapshot()
        const res = await admin.post(path, payload)
        expect(res.status).toBeLessThan(500)
        if (res.status !== 200) expect(await snapshot()).toBe(before)
      }),
      RUNS,
    )
  })

  it('get-all-vendors never answers 500', async () => {
    const params = fc.record(
      {
        status: fc.string({ maxLength: 20 }),
        iDisplayStart: fc.oneof(fc.nat(), fc.string({ maxLength: 8 })),
        iDisplayLength: fc.oneof(fc.nat({ max: 200 }), fc.string({ maxLength: 8 })),
        search_txt: fc.string({ maxLength: 120 }),
        iSortCol_0: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(params, async (p) => {
        const qs = new URLSearchParams(Object.entries(p).map(([k, value]) => [k, String(value)])).toString()
        expect((await admin.get(`get-all-vendors?${qs}`)).status).toBeLessThan(500)
      }),
      RUNS,
    )
  })
})
