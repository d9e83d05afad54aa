import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formLineTotal,
  formTotals,
  numericOrZero,
  storedTotals,
} from '../../../src/features/purchase-orders/form/po-form-totals'
import { formatInr } from '../../../src/shared/money'

const row = (Quantity: number | string, BudgetedRate: number | string, GSTPercentage: string) => ({
  Quantity,
  BudgetedRate,
  GSTPercentage,
})

describe('formLineTotal (shown in the Total column as it is typed)', () => {
  it.each([
    [row(10, 100, '18%'), '₹1,180.00'],
    [row(3, 33.33, '18%'), '₹117.99'],
    [row('2.5', '99.99', '5%'), '₹262.48'],
    [row(4, 250, '0%'), '₹1,000.00'],
    [row('', 100, '18%'), '₹0.00'],
    [row('-', 100, '18%'), '₹0.00'],
    [row(-2, 100, '18%'), '-₹236.00'],
    [row(1, 10.005, '0%'), '₹10.01'],
    [row(1, 0.01, '18%'), '₹0.01'],
    [row(3, 0.01, '18%'), '₹0.04'],
    [row('4', '25.50', '10'), '₹112.20'],
    [row(10, 100, 'none'), '₹1,000.00'],
    [row('abc', 100, '18%'), '₹0.00'],
  ])('%o shows %s', (line, shown) => {
    expect(formatInr(formLineTotal(line))).toBe(shown)
  })

  it.each([
    ['18%', 18],
    [' 12 ', 12],
    ['', 0],
    ['1e3', 1000],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('counts the field value %j as %d', (value, n) => {
    expect(numericOrZero(value)).toBe(n)
  })
})

describe('formTotals (the totals summary under the item table)', () => {
  it('gives subtotal, GST per rate in ascending rate order and the total', () => {
    expect(formTotals([row(10, 100, '18%'), row(4, 250, '5%'), row(2, 50, '18%')])).toEqual({
      Subtotal: 2100,
      GstByRate: [
        { Rate: 5, Taxable: 1000, Gst: 50 },
        { Rate: 18, Taxable: 1100, Gst: 198 },
      ],
      Gst: 248,
      Total: 2348,
    })
  })

  it('is zero for rows that are still empty', () => {
    expect(formTotals([row(0, 0, '18%')])).toEqual({
      Subtotal: 0,
      GstByRate: [{ Rate: 18, Taxable: 0, Gst: 0 }],
      Gst: 0,
      Total: 0,
    })
  })

  it('always totals exactly the sum of the row totals shown', () => {
    const line = fc.record({
      Quantity: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
      BudgetedRate: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100),
      GSTPercentage: fc.constantFrom('0%', '5%', '10%', '12%', '18%'),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const sumPaise = lines.reduce((sum, l) => sum + Math.round(formLineTotal(l) * 100), 0)
        expect(Math.round(formTotals(lines).Total * 100)).toBe(sumPaise)
      }),
    )
  })
})

describe('storedTotals', () => {
  it("puts the server's totals in the summary's shape", () => {
    expect(
      storedTotals({ subtotal: 100, gstByRate: [{ rate: 18, taxable: 100, gst: 18 }], gst: 18, total: 118 }),
    ).toEqual({
      Subtotal: 100,
      GstByRate: [{ Rate: 18, Taxable: 100, Gst: 18 }],
      Gst: 18,
      Total: 118,
    })
  })
})
