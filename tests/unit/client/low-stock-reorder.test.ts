import { describe, expect, it } from 'vitest'
import {
  daysAfter,
  defaultBillingAddress,
  defaultVendorId,
  groupByVendor,
  NO_VENDOR,
  type PartnerOption,
  pickErrors,
  type ReorderPicks,
  reorderRequest,
  rfqPrefillHref,
  withFoundPartners,
  withPageSelection,
  withPickChange,
  withVendorForAll,
} from '../../../src/features/low-stock/reorder-picks'
import type { LowStockRow } from '../../../src/shared/low-stock-schemas'

const VENDOR_A = '0193a0b0-0000-7000-8000-00000000000a'
const VENDOR_B = '0193a0b0-0000-7000-8000-00000000000b'
const PO_A = '0193a0b0-0000-7000-8000-0000000000a1'
const PO_B = '0193a0b0-0000-7000-8000-0000000000b1'

const partner = (id: string, name: string, categories: string[] = [], billingAddress = `${name}, Pune`) => ({
  id,
  name,
  billingAddress,
  categories: categories.map((c, i) => ({ id: i + 1, name: c })),
})
const PARTNERS: PartnerOption[] = [partner(VENDOR_A, 'Acme', ['Fasteners']), partner(VENDOR_B, 'Bharat Tools')]

const row = (ProductID: number, over: Partial<LowStockRow> = {}): LowStockRow => ({
  ProductID,
  Name: `Product ${ProductID}`,
  SKU: `SKU-${ProductID}`,
  CategoryName: 'Fasteners',
  Stock: 0,
  ReorderLevel: 10,
  SuggestedQuantity: 20,
  Unit: 'pieces',
  Rate: 4.5,
  GSTPercentage: 18,
  DeliveryLeadTime: 3,
  ...over,
})

const ids = (...n: number[]) => new Set(n.map(String))
const VALUES = {
  billingAddress: 'Demo, 1 MG Road, Pune',
  deliveryAddress: 'Warehouse 2, Chakan',
  deliveryDate: '2026-12-01',
}

describe('the default vendor of a low product', () => {
  it('is the first partner supplying its category, else the only partner, else none', () => {
    expect(defaultVendorId(row(1), PARTNERS)).toBe(VENDOR_A)
    expect(defaultVendorId(row(1, { CategoryName: 'Paint' }), PARTNERS)).toBeNull()
    expect(defaultVendorId(row(1, { CategoryName: null }), PARTNERS)).toBeNull()
    expect(defaultVendorId(row(1, { CategoryName: 'Paint' }), [partner(VENDOR_B, 'Bharat Tools')])).toBe(VENDOR_B)
    expect(defaultVendorId(row(1), [])).toBeNull()
  })
})

describe('the partners to choose from', () => {
  it('are those listed, then those a search found that the list does not hold', () => {
    const far = partner('0193a0b0-0000-7000-8000-0000000000ff', 'Zenith')
    expect(withFoundPartners(PARTNERS, [PARTNERS[1] as PartnerOption, far]).map((p) => p.name)).toEqual([
      'Acme',
      'Bharat Tools',
      'Zenith',
    ])
  })
})

describe('ticking rows', () => {
  const page = [row(1), row(2, { CategoryName: 'Paint', SuggestedQuantity: 7 }), row(3)]

  it('adds a ticked row with its suggested quantity and default vendor, and keeps the edits of rows still ticked', () => {
    let picks: ReorderPicks = withPageSelection(new Map(), page, ids(1, 2), PARTNERS)
    expect([...picks.values()].map((p) => [p.row.ProductID, p.quantity, p.vendorId])).toEqual([
      [1, 20, VENDOR_A],
      [2, 7, null],
    ])
    picks = withPickChange(picks, 1, { quantity: 35 })
    picks = withPageSelection(picks, page, ids(1, 2, 3), PARTNERS)
    expect(picks.get(1)?.quantity).toBe(35)
    picks = withPageSelection(picks, page, ids(3), PARTNERS)
    expect([...picks.keys()]).toEqual([3])
  })

  it('keeps the rows ticked on another page when this page changes', () => {
    const first = withPageSelection(new Map(), [row(1)], ids(1), PARTNERS)
    const both = withPageSelection(first, [row(11)], ids(11), PARTNERS)
    expect([...both.keys()]).toEqual([1, 11])
    expect([...withPageSelection(both, [row(11)], ids(), PARTNERS).keys()]).toEqual([1])
  })

  it('changes nothing for a product that is not ticked, and orders every ticked product from one vendor', () => {
    const picks = withPageSelection(new Map(), page, ids(1, 2), PARTNERS)
    expect(withPickChange(picks, 3, { quantity: 5 })).toBe(picks)
    expect([...withVendorForAll(picks, VENDOR_B).values()].map((p) => p.vendorId)).toEqual([VENDOR_B, VENDOR_B])
  })
})

describe('what stops an order', () => {
  it('names a wrong quantity, and for a PO a product without a vendor', () => {
    let picks = withPageSelection(new Map(), [row(1), row(2, { CategoryName: 'Paint' })], ids(1, 2), PARTNERS)
    expect(pickErrors(picks, false).size).toBe(0)
    expect(pickErrors(picks, true)).toEqual(new Map([[2, { vendor: NO_VENDOR }]]))
    picks = withPickChange(picks, 1, { quantity: 0 })
    expect(pickErrors(picks, false).get(1)).toEqual({ quantity: 'Quantity must be more than 0' })
    picks = withPickChange(picks, 1, { quantity: '' })
    expect(pickErrors(picks, false).get(1)?.quantity).toBe('Quantity must be a number')
  })
})

describe('the create-po-from-low-stock request', () => {
  // Ticked in the order 1 (A), 2 (B), 3 (A): A's PO comes first with products 1 and 3.
  const picks = withPickChange(
    withPickChange(
      withPageSelection(new Map(), [row(1), row(2, { CategoryName: 'Paint' }), row(3)], ids(1, 2, 3), PARTNERS),
      2,
      { vendorId: VENDOR_B, quantity: '12.5' },
    ),
    3,
    { quantity: 4 },
  )
  const poIds = new Map([
    [VENDOR_A, PO_A],
    [VENDOR_B, PO_B],
  ])

  it('makes one PO per vendor with its poId and the lines in the order ticked', () => {
    const groups = groupByVendor(picks)
    expect(groups.map((g) => [g.vendorId, g.picks.map((p) => p.row.ProductID)])).toEqual([
      [VENDOR_A, [1, 3]],
      [VENDOR_B, [2]],
    ])
    const checked = reorderRequest(groups, poIds, VALUES)
    expect(checked).toEqual({
      ok: true,
      body: {
        pos: [
          {
            poId: PO_A,
            vendorId: VENDOR_A,
            lines: [
              { ProductID: 1, Quantity: 20 },
              { ProductID: 3, Quantity: 4 },
            ],
          },
          { poId: PO_B, vendorId: VENDOR_B, lines: [{ ProductID: 2, Quantity: 12.5 }] },
        ],
        ...VALUES,
      },
    })
  })

  it('sends the same body twice for the same dialog (the same poIds), so a repeat makes nothing new', () => {
    const groups = groupByVendor(picks)
    expect(reorderRequest(groups, poIds, VALUES)).toEqual(reorderRequest(groups, poIds, VALUES))
  })

  it('puts a missing address or a bad date on its field', () => {
    const checked = reorderRequest(groupByVendor(picks), poIds, {
      billingAddress: ' ',
      deliveryAddress: '',
      deliveryDate: '2026-02-31',
    })
    expect(checked).toEqual({
      ok: false,
      errors: {
        billingAddress: 'Billing Address is required',
        deliveryAddress: 'Delivery Address is required',
        deliveryDate: 'Delivery Date must be a date',
      },
    })
  })

  it('leaves a blank delivery date to the server (a week from today)', () => {
    const checked = reorderRequest(groupByVendor(picks), poIds, { ...VALUES, deliveryDate: null })
    expect(checked.ok && checked.body.deliveryDate).toBeNull()
  })
})

describe('the dialog defaults', () => {
  it('starts with the vendors billing address when they share one, as the PO form does', () => {
    expect(defaultBillingAddress([VENDOR_A], PARTNERS)).toBe('Acme, Pune')
    expect(defaultBillingAddress([VENDOR_A, VENDOR_B], PARTNERS)).toBe('')
    const same = [partner(VENDOR_A, 'Acme', [], 'HQ'), partner(VENDOR_B, 'Bharat', [], 'HQ')]
    expect(defaultBillingAddress([VENDOR_A, VENDOR_B], same)).toBe('HQ')
  })

  it('counts days across a month and a year end', () => {
    expect(daysAfter('2026-12-28', 7)).toBe('2027-01-04')
    expect(daysAfter('2027-02-25', 7)).toBe('2027-03-04')
  })
})

describe('Create RFQ', () => {
  it('opens the RFQ form with the product ids and quantities in the same order', () => {
    const picks = withPickChange(
      withPageSelection(new Map(), [row(7), row(3, { SuggestedQuantity: 5 })], ids(7, 3), PARTNERS),
      7,
      { quantity: '15' },
    )
    expect(rfqPrefillHref(picks)).toBe('/Create-New-RFQ?products=7,3&qty=15,5')
  })
})
