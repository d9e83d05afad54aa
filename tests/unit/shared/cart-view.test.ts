import { describe, expect, it } from 'vitest'
import { type CartLineFacts, cartLineView, cartView, linesTotals, lineTotalOf } from '../../../src/shared/cart-view'

const facts = (over: Partial<CartLineFacts> = {}): CartLineFacts => ({
  CartID: 'a',
  ProductID: 1,
  Name: 'Pens',
  SKU: 'PEN-1',
  Thumbnail: null,
  UnitsofMeasurement: 'pieces',
  Quantity: 1,
  UnitPrice: 100,
  CurrentPrice: 100,
  TaxPercentage: 18,
  Stock: 50,
  ProductStatus: 'Active',
  Unavailable: false,
  AddedAt: '2026-01-05T09:00:00.000Z',
  ...over,
})

describe('a cart line as the cart shows it', () => {
  it.each<[Partial<CartLineFacts>, number]>([
    [{ Quantity: 10, UnitPrice: 100, TaxPercentage: 18 }, 1180],
    [{ Quantity: 3, UnitPrice: 33.33, TaxPercentage: 18 }, 117.99],
    [{ Quantity: 2.5, UnitPrice: 99.99, TaxPercentage: 5, UnitsofMeasurement: 'uom' }, 262.48],
    // 3 paise + 18% of 3 paise (0.54, rounded half-up to 1 paisa)
    [{ Quantity: 1, UnitPrice: 0.03, TaxPercentage: 18 }, 0.04],
    // 2 paise + 18% (0.36 paisa rounds down to nothing)
    [{ Quantity: 1, UnitPrice: 0.02, TaxPercentage: 18 }, 0.02],
    [{ Quantity: 7, UnitPrice: 12.5, TaxPercentage: 0 }, 87.5],
  ])('%o comes to ₹%d with GST, to the paisa', (over, total) => {
    expect(cartLineView(facts(over)).LineTotal).toBe(total)
  })

  it('is priced at the price it keeps, and says when today’s price differs', () => {
    const line = cartLineView(facts({ Quantity: 2, UnitPrice: 100, CurrentPrice: 110, TaxPercentage: 10 }))
    expect(line).toMatchObject({ LineTotal: 220, PriceChanged: true })
    expect(lineTotalOf(line, true)).toBe(242)
    expect(cartLineView(facts()).PriceChanged).toBe(false)
  })

  it('is short when the whole units it takes are more than the stock', () => {
    expect(cartLineView(facts({ Quantity: 3, Stock: 3 })).StockShort).toBe(false)
    expect(cartLineView(facts({ Quantity: 4, Stock: 3 })).StockShort).toBe(true)
    // 2.5 m takes 3 whole units of stock
    expect(cartLineView(facts({ UnitsofMeasurement: 'uom', Quantity: 2.5, Stock: 2 })).StockShort).toBe(true)
    expect(cartLineView(facts({ UnitsofMeasurement: 'uom', Quantity: 2.5, Stock: 3 })).StockShort).toBe(false)
  })
})

describe('the cart view', () => {
  it('totals the lines with GST per rate (ascending), the count and whether anything changed', () => {
    const view = cartView([
      facts({ CartID: 'a', Quantity: 10, UnitPrice: 48, CurrentPrice: 48, TaxPercentage: 12 }),
      facts({ CartID: 'b', Quantity: 3, UnitPrice: 250, CurrentPrice: 250, TaxPercentage: 18 }),
      facts({ CartID: 'c', Quantity: 1, UnitPrice: 0.05, CurrentPrice: 0.05, TaxPercentage: 18 }),
    ])
    expect(view.Totals).toEqual({
      Subtotal: 1230.05,
      GstByRate: [
        { Rate: 12, Taxable: 480, Gst: 57.6 },
        { Rate: 18, Taxable: 750.05, Gst: 135.01 },
      ],
      Gst: 192.61,
      Total: 1422.66,
    })
    expect(view.CartItems.map((l) => l.LineTotal)).toEqual([537.6, 885, 0.06])
    expect(view.ItemCount).toBe(3)
    expect(view.HasChanges).toBe(false)
  })

  it('rounds GST per line, so the total is the sum of the line totals shown', () => {
    // 18% of 1 paisa is 0.18 paisa: nothing per line, although three lines together carry 0.54.
    const view = cartView(['a', 'b', 'c'].map((CartID) => facts({ CartID, Quantity: 1, UnitPrice: 0.01 })))
    expect(view.Totals.Gst).toBe(0)
    expect(view.Totals.Total).toBe(0.03)
  })

  it.each<[string, Partial<CartLineFacts>]>([
    ['a price changed', { CurrentPrice: 120 }],
    ['stock ran short', { Quantity: 5, Stock: 2 }],
    ['a product went away', { Unavailable: true }],
  ])('has changes when %s', (_why, over) => {
    expect(cartView([facts(), facts({ CartID: 'b', ...over })]).HasChanges).toBe(true)
  })

  it('is empty with zero totals when the cart has no lines', () => {
    expect(cartView([])).toEqual({
      CartItems: [],
      Totals: { Subtotal: 0, GstByRate: [], Gst: 0, Total: 0 },
      ItemCount: 0,
      HasChanges: false,
    })
  })

  it('totals the lines at today’s prices when asked (a checkout accepting price changes)', () => {
    const lines = [facts({ Quantity: 2, UnitPrice: 100, CurrentPrice: 110, TaxPercentage: 10 })]
    expect(linesTotals(lines).Total).toBe(220)
    expect(linesTotals(lines, true).Total).toBe(242)
  })
})
