import { describe, expect, it } from 'vitest'
import { lineTotalPaise, percentOf, toNumericText, toPaise } from '../../../src/shared/money'
import { lineGrossPaise, orderTotals } from '../../../src/shared/order-totals'

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
