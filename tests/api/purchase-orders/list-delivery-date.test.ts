import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/lib/day-range'
import { PoRowSchema } from '../../../src/shared/po-read-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, download, poBody, poIn, signedIn, TODAY, unitIds } from './po-fixtures'

// A tenant of its own, so the list holds exactly the POs made here.
const DOMAIN = 'po-delivery-date.test'
let t: TestApp
let buyer: ApiClient

/** Delivery days of the POs, by PO number: overdue, due in 3 days, in 20 days and in 60 days. */
const DUE = {
  'DD-OVERDUE': addDays(TODAY, -2),
  'DD-3': addDays(TODAY, 3),
  'DD-20': addDays(TODAY, 20),
  'DD-60': addDays(TODAY, 60),
}

beforeAll(async () => {
  t = await createTestApp()
  const tenantId = await t.createTenant('PO Delivery Dates', [DOMAIN])
  buyer = await signedIn(t, 'buyer', { id: tenantId, domain: DOMAIN })
  const vendor = await addVendor(t, { tenantId })
  const unit = (await unitIds(buyer)).Nos ?? 0
  for (const [poNumber, deliveryDate] of Object.entries(DUE)) {
    poIn(await addPo(buyer, poBody(vendor.id, unit, { poNumber, PoDate: addDays(TODAY, -5), deliveryDate })))
  }
})
afterAll(() => t.close())

async function numbers(query: string): Promise<string[]> {
  const res = await buyer.get(`get-all-po?sort=deliveryDate&${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(v.array(PoRowSchema), res.body.data).map((r) => r.poNumber)
}

describe('issue 11.7: the Delivery Date filter finds deliveries due ahead', () => {
  it.each([
    ['Next 7 days', `deliveryDateFrom=${TODAY}&deliveryDateTo=${addDays(TODAY, 7)}`, ['DD-3']],
    ['Next 30 days', `deliveryDateFrom=${TODAY}&deliveryDateTo=${addDays(TODAY, 30)}`, ['DD-3', 'DD-20']],
    ['Overdue', `deliveryDateTo=${addDays(TODAY, -1)}`, ['DD-OVERDUE']],
    ['from a future day on', `deliveryDateFrom=${addDays(TODAY, 21)}`, ['DD-60']],
    [
      'a future range typed backwards',
      `deliveryDateFrom=${addDays(TODAY, 30)}&deliveryDateTo=${TODAY}`,
      ['DD-3', 'DD-20'],
    ],
  ])('%s', async (_name, query, expected) => {
    expect(await numbers(query)).toEqual(expected)
  })

  it('counts and exports the same future range', async () => {
    const res = await buyer.get(`get-all-po?deliveryDateFrom=${TODAY}&deliveryDateTo=${addDays(TODAY, 30)}`)
    expect(res.body.recordsFiltered).toBe(2)
    const file = await download(
      t,
      buyer,
      `export-po?format=csv&deliveryDateFrom=${addDays(TODAY, 1)}&deliveryDateTo=${addDays(TODAY, 7)}`,
    )
    expect(file.status).toBe(200)
    const csv = file.bytes.toString('utf8')
    expect(csv).toContain('DD-3')
    expect(csv).not.toContain('DD-20')
  })
})
