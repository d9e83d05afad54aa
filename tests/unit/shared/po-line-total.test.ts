import { describe, expect, it } from 'vitest'
import { numericOrZero, poLineTotal, poTotals } from '../../../src/shared/po-line-total'

describe('poLineTotal', () => {
  it.each([
    [10, 100, '18%', 1180],
    [3, 33.33, 18, 117.99],
    [2.5, 99.99, '5%', 262.48],
    [1, 0.01, '18%', 0.01],
    [3, 0.01, '18%', 0.04],
    [1, 0.03, '18%', 0.04],
    [7, 12.5, '0%', 87.5],
    [1, 1000, '12%', 1120],
    ['4', '25.50', '10', 112.2],
    [0, 100, '18%', 0],
    ['abc', 100, '18%', 0],
    [10, 'x', '18%', 0],
    [10, 100, 'none', 1000],
    ['', '', '', 0],
    [null, undefined, '18%', 0],
    [1, 10.005, '0%', 10.01],
  ])('%s x %s + %s GST = %s', (quantity, rate, gst, total) => {
    expect(poLineTotal(quantity, rate, gst)).toBe(total)
  })

  it.each([
    ['18%', 18],
    [' 12 ', 12],
    ['', 0],
    ['1e3', 1000],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('numericOrZero(%j) = %d', (value, n) => {
    expect(numericOrZero(value)).toBe(n)
  })
})

describe('poTotals', () => {
  it('sums GST per rate and equals the sum of the line totals', () => {
    const lines = [
      { Quantity: 3, BudgetedRate: 33.33, GSTPercentage: 18 },
      { Quantity: 2.5, BudgetedRate: 99.99, GSTPercentage: 5 },
      { Quantity: 1, BudgetedRate: 10, GSTPercentage: 18 },
    ]
    const totals = poTotals(lines)
    expect(totals).toEqual({
      subtotalPaise: 35997,
      gstByRate: [
        { rate: 5, taxablePaise: 24998, gstPaise: 1250 },
        { rate: 18, taxablePaise: 10999, gstPaise: 1980 },
      ],
      gstPaise: 3230,
      totalPaise: 39227,
    })
    const sum = lines.reduce(
      (s, l) => s + Math.round(poLineTotal(l.Quantity, l.BudgetedRate, l.GSTPercentage) * 100),
      0,
    )
    expect(totals.totalPaise).toBe(sum)
  })
})
