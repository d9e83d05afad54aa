import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineTotalPaise, MAX_AMOUNT, percentOf, toNumericText, toPaise } from '../../../src/shared/money'
import { lineGrossPaise, lineNetPaise, MAX_AMOUNT_PAISE, orderTotals } from '../../../src/shared/order-totals'

describe('money', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [19.99, 1999],
    [1234567.89, 123456789],
  ])('toPaise(%d) = %d', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise)
  })

  it('refuses a third decimal place', () => {
    expect(() => toPaise(1.005)).toThrow(RangeError)
  })

  it.each([
    [10000, 18, 1800],
    [1, 18, 0],
    [3, 18, 1],
    [25, 18, 5],
    [5, 10, 1],
    [-25, 18, -5],
  ])('percentOf(%d paise, %d%%) rounds half-up to %d', (paise, percent, expected) => {
    expect(percentOf(paise, percent)).toBe(expected)
  })

  it.each([
    [2, 4999, 18, 11798],
    [3, 333, 12, 1119],
    [0.5, 1999, 10, 1100],
    [7, 1, 18, 8],
  ])('line %d x %d paise at %d%% is %d paise', (quantity, rate, gst, total) => {
    expect(lineTotalPaise(quantity, rate, gst)).toBe(total)
  })

  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [12.5, '12.50'],
    [99999.99, '99999.99'],
  ])('toNumericText(%d) = %s', (amount, text) => {
    expect(toNumericText(amount)).toBe(text)
  })
})

describe('orderTotals', () => {
  it('is zero for no lines', () => {
    expect(orderTotals([])).toEqual({ subtotalPaise: 0, gstByRate: [], gstPaise: 0, totalPaise: 0 })
  })

  it('groups GST per rate, ascending, and the total is the sum of the line totals', () => {
    const lines = [
      { quantity: 3, unitPrice: 3.33, gstPercent: 18 },
      { quantity: 1, unitPrice: 100, gstPercent: 12 },
      { quantity: 7, unitPrice: 0.01, gstPercent: 18 },
      { quantity: 2, unitPrice: 49.99, gstPercent: 10 },
    ]
    const totals = orderTotals(lines)
    expect(totals.gstByRate).toEqual([
      { rate: 10, taxablePaise: 9998, gstPaise: 1000 },
      { rate: 12, taxablePaise: 10000, gstPaise: 1200 },
      { rate: 18, taxablePaise: 999 + 7, gstPaise: 180 + 1 },
    ])
    expect(totals.subtotalPaise).toBe(9998 + 10000 + 999 + 7)
    expect(totals.totalPaise).toBe(lines.reduce((sum, line) => sum + lineGrossPaise(line), 0))
    expect(totals.totalPaise).toBe(totals.subtotalPaise + totals.gstPaise)
  })

  it('rounds fractional quantities to the paisa', () => {
    expect(orderTotals([{ quantity: 1.333, unitPrice: 10, gstPercent: 18 }]).subtotalPaise).toBe(1333)
  })
})

describe('cart and order lines', () => {
  it.each([
    // quantity, unit price, GST %, net paise, gross paise
    [1, 100, 18, 10000, 11800],
    [3, 3.33, 18, 999, 1179],
    [1.5, 0.05, 18, 8, 9],
    [0.5, 0.01, 18, 1, 1],
    [0.125, 0.2, 12, 3, 3],
    [2.5, 0.1, 18, 25, 30],
    [7, 12.35, 18, 8645, 10201],
    [100_000, 999.99, 10, 9_999_900_000, 10_999_890_000],
  ])('%d x %d at %d%%: net %d paise, gross %d paise (half-up to the paisa)', (quantity, unitPrice, gstPercent, net, gross) => {
    const line = { quantity, unitPrice, gstPercent }
    expect(lineNetPaise(line)).toBe(net)
    expect(lineGrossPaise(line)).toBe(gross)
  })

  it('a money column holds at most MAX_AMOUNT', () => {
    expect(MAX_AMOUNT_PAISE).toBe(99_999_999_999_999)
    expect(toPaise(MAX_AMOUNT)).toBe(MAX_AMOUNT_PAISE)
  })

  it('totals always add up: per rate, overall, and to the sum of the line totals', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000_000 }).map((n) => n / 1000),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100),
      gstPercent: fc.constantFrom(10, 12, 18),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = orderTotals(lines)
        const rates = totals.gstByRate.map((r) => r.rate)
        expect(rates).toEqual([...new Set(lines.map((l) => l.gstPercent))].sort((a, b) => a - b))
        expect(totals.gstByRate.reduce((sum, r) => sum + r.taxablePaise, 0)).toBe(totals.subtotalPaise)
        expect(totals.gstByRate.reduce((sum, r) => sum + r.gstPaise, 0)).toBe(totals.gstPaise)
        expect(totals.totalPaise).toBe(lines.reduce((sum, l) => sum + lineGrossPaise(l), 0))
        for (const value of [totals.subtotalPaise, totals.gstPaise, totals.totalPaise]) {
          expect(Number.isSafeInteger(value)).toBe(true)
        }
      }),
      { seed: 20_260_105 },
    )
  })
})
