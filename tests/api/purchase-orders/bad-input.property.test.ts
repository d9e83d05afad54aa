import { count } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders } from '../../../server/db/schema/purchase-orders'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, poBody, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let buyer: ApiClient
let warehouse: ApiClient
let vendorId: string
let unit: number
let poId: string

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'admin')
  warehouse = await signedIn(t, 'warehouse')
  vendorId = (await addVendor(t)).id
  unit = (await unitIds(buyer)).Nos ?? 0
  poId = poIn(await addPo(buyer, poBody(vendorId, unit))).poId
})
afterAll(() => t.close())

const RUNS = { seed: 20_260_105, numRuns: 60 }
const anything = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('  '),
  fc.constant('18%'),
  fc.constant(-1),
  fc.constant(1e20),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
)
const poCount = async () => (await t.db.select({ n: count() }).from(purchaseOrders))[0]?.n ?? 0

describe('bad input never makes a 500', () => {
  it('add-po with one field of a line or of the header replaced by anything', async () => {
    const fields = Object.keys(poBody(vendorId, unit)).filter((k) => k !== 'poId')
    const lineFields = Object.keys(lineBody(unit))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields, ...lineFields.map((f) => `line.${f}`)),
        anything,
        async (field, value) => {
          const body = poBody(vendorId, unit)
          if (field.startsWith('line.')) body.products = [lineBody(unit, { [field.slice(5)]: value })]
          else body[field] = value
          const before = await poCount()
          const res = await addPo(buyer, body)
          expect([200, 400, 409], JSON.stringify(res.body)).toContain(res.status)
          if (res.status !== 200) expect(await poCount()).toBe(before)
        },
      ),
      RUNS,
    )
  })

  it('get-all-po with any query values', async () => {
    const keys = ['name', 'limit', 'offset', 'poNumbers', 'vendorIds', 'status', 'poDateFrom', 'valueMin', 'sort']
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), fc.string({ maxLength: 40 }), async (key, value) => {
        const res = await buyer.get(`get-all-po?${key}=${encodeURIComponent(value)}`)
        expect([200, 400]).toContain(res.status)
      }),
      RUNS,
    )
  })

  it('update-po-status and record-po-delivery with any bodies', async () => {
    await fc.assert(
      fc.asyncProperty(anything, anything, anything, async (status, lines, version) => {
        const a = await buyer.post('update-po-status', { poId, status, remarks: 'x', version })
        expect([200, 400, 403, 409]).toContain(a.status)
        const b = await warehouse.post('record-po-delivery', { poId, deliveryId: uuidv7(), lines })
        expect([200, 400, 409]).toContain(b.status)
      }),
      RUNS,
    )
  })
})
