import { describe, expect, it } from 'vitest'
import { cartIssues, checkoutSummary } from '../../../src/features/cart/cart-review'
import { quantityProblem, steppedQuantity, typedQuantity } from '../../../src/features/cart/quantity-check'
import type { Cart, CartItem } from '../../../src/shared/cart-schemas'
import { linesTotals } from '../../../src/shared/cart-view'

describe('quantity checks', () => {
  it.each([
    [1, 'pieces', undefined, null],
    ['', 'pieces', undefined, 'Enter a quantity'],
    [0, 'boxes', undefined, 'Quantity must be more than 0'],
    [-2, 'boxes', undefined, 'Quantity must be more than 0'],
    [1.5, 'pieces', undefined, 'Quantity must be a whole number of pieces'],
    [1.5, 'uom', undefined, null],
    [1.2345, 'uom', undefined, 'Quantity can have at most three decimals'],
    [100_001, 'uom', undefined, 'Quantity can be at most 1,00,000'],
    [5, 'boxes', 4, 'Only 4 boxes in stock'],
    [4, 'boxes', 4, null],
    [3.5, 'uom', 3, 'Only 3 uom in stock'],
  ] as const)('%j %s with %j in stock: %j', (value, unit, stock, problem) => {
    expect(quantityProblem(value, unit, stock)).toBe(problem)
  })

  it('steps by one and never below one step above zero', () => {
    expect(steppedQuantity(3, 1)).toBe(4)
    expect(steppedQuantity(3, -1)).toBe(2)
    expect(steppedQuantity(1, -1)).toBeNull()
    expect(steppedQuantity(1.5, -1)).toBe(0.5)
    expect(steppedQuantity(0.4, -1)).toBeNull()
  })

  it.each([
    ['12', '12'],
    ['', ''],
    ['-3', '3'],
    ['+3', '3'],
    ['1,000', '1000'],
    [' 7 ', '7'],
    ['1e3', '13'],
    ['abc', ''],
    ['2.5', '2.5'],
    ['2.', '2.'],
    ['.5', '.5'],
    ['1.2.3', '1.23'],
    ['१२', ''],
  ])('a quantity field keeps %j as %j', (text, kept) => {
    expect(typedQuantity(text)).toBe(kept)
  })

  it('leaves a kept decimal to the rules, which name the unit', () => {
    expect(quantityProblem(typedQuantity('2.5'), 'pieces')).toBe('Quantity must be a whole number of pieces')
    expect(quantityProblem(typedQuantity('2.5'), 'uom')).toBeNull()
    expect(quantityProblem(typedQuantity('.'), 'uom')).toBe('Quantity must be a number')
  })
})

function line(overrides: Partial<CartItem>): CartItem {
  return {
    CartID: 'c1',
    ProductID: 1,
    Name: 'Pen',
    SKU: 'PEN',
    Thumbnail: null,
    UnitsofMeasurement: 'boxes',
    Quantity: 3,
    UnitPrice: 250,
    CurrentPrice: 250,
    TaxPercentage: 18,
    Stock: 100,
    ProductStatus: 'Active',
    LineTotal: 885,
    PriceChanged: false,
    StockShort: false,
    Unavailable: false,
    AddedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function cart(items: CartItem[]): Cart {
  return {
    CartItems: items,
    Totals: { Subtotal: 0, GstByRate: [], Gst: 0, Total: 0 },
    ItemCount: items.length,
    HasChanges: items.some((item) => item.PriceChanged || item.StockShort || item.Unavailable),
  }
}

describe('cart review', () => {
  it('sorts the flagged lines: unavailable and short lines block, price changes do not', () => {
    const issues = cartIssues(
      cart([
        line({ CartID: 'a', Unavailable: true, PriceChanged: true }),
        line({ CartID: 'b', StockShort: true }),
        line({ CartID: 'c', PriceChanged: true, CurrentPrice: 260 }),
        line({ CartID: 'd' }),
      ]),
    )
    expect(issues.unavailable.map((l) => l.CartID)).toEqual(['a'])
    expect(issues.stockShort.map((l) => l.CartID)).toEqual(['b'])
    expect(issues.priceChanged.map((l) => l.CartID)).toEqual(['c'])
    expect(issues.blocked).toBe(true)
    expect(cartIssues(cart([line({ PriceChanged: true })])).blocked).toBe(false)
  })

  it('totals the cart at current prices, GST per rate', () => {
    const totals = linesTotals(
      [
        line({ CartID: 'a', Quantity: 10, CurrentPrice: 48, TaxPercentage: 12 }),
        line({ CartID: 'b', Quantity: 3, CurrentPrice: 250, TaxPercentage: 18 }),
        line({ CartID: 'c', Quantity: 1, CurrentPrice: 0.05, TaxPercentage: 18 }),
      ],
      true,
    )
    expect(totals).toEqual({
      Subtotal: 1230.05,
      GstByRate: [
        { Rate: 12, Taxable: 480, Gst: 57.6 },
        { Rate: 18, Taxable: 750.05, Gst: 135.01 },
      ],
      Gst: 192.61,
      Total: 1422.66,
    })
  })

  it('prices the checkout at the kept prices, or at the new ones when any changed', () => {
    const kept = cart([line({ Quantity: 2, UnitPrice: 100, CurrentPrice: 100, TaxPercentage: 10 })])
    kept.Totals = { Subtotal: 200, GstByRate: [{ Rate: 10, Taxable: 200, Gst: 20 }], Gst: 20, Total: 220 }
    expect(checkoutSummary(kept)).toMatchObject({ acceptPriceChanges: false, totals: kept.Totals })
    expect(checkoutSummary(kept).lines[0]).toMatchObject({ Price: 100, Total: 220 })

    const changed = cart([
      line({ CartID: 'a', Quantity: 2, UnitPrice: 100, CurrentPrice: 110, TaxPercentage: 10, PriceChanged: true }),
      line({ CartID: 'b', Quantity: 1, UnitPrice: 50, CurrentPrice: 50, TaxPercentage: 10 }),
    ])
    const summary = checkoutSummary(changed)
    expect(summary.acceptPriceChanges).toBe(true)
    expect(summary.lines.map((l) => [l.Price, l.Total])).toEqual([
      [110, 242],
      [50, 55],
    ])
    expect(summary.totals.Total).toBe(297)
  })
})
