import { describe, expect, it } from 'vitest'
import {
  adjustBody,
  EMPTY_ADJUSTMENT,
  reasonFor,
  resultingStock,
  type StockAdjustValues,
} from '../../../src/features/products/stock-adjust-values'

const values = (change: Partial<StockAdjustValues>): StockAdjustValues => ({ ...EMPTY_ADJUSTMENT, ...change })

describe('the adjust-stock dialog', () => {
  it.each([
    ['adding', values({ quantity: 5 }), { Delta: 5, Reason: 'Received' }, 51],
    ['removing', values({ mode: 'remove', quantity: 6, reason: 'Damaged' }), { Delta: -6, Reason: 'Damaged' }, 40],
    [
      'a count',
      values({ mode: 'count', quantity: 30, reason: 'Counted' }),
      { CountedStock: 30, Reason: 'Counted' },
      30,
    ],
  ])('sends %s as the shared schema wants it and shows the stock it leaves', (_case, form, body, after) => {
    expect(adjustBody({ ...form, note: ' pallet 3 ' }, 7, 46)).toEqual({
      ok: true,
      body: { ProductID: 7, Note: 'pallet 3', ...body },
    })
    expect(resultingStock(46, form)).toBe(after)
  })

  it.each([
    ['an empty quantity', values({}), 'quantity', 'Quantity to add is required'],
    ['an empty count', values({ mode: 'count', reason: 'Counted' }), 'quantity', 'Counted stock is required'],
    ['a quantity of 0', values({ quantity: 0 }), 'quantity', 'Enter a quantity other than 0'],
    [
      'removing more than is in stock',
      values({ mode: 'remove', quantity: 47, reason: 'Damaged' }),
      'quantity',
      'Only 46 in stock: you cannot remove 47',
    ],
    [
      'a reason that does not fit',
      values({ quantity: 2, reason: 'Damaged' }),
      'reason',
      'This reason does not fit this change',
    ],
    ['a long note', values({ quantity: 2, note: 'x'.repeat(501) }), 'note', 'Note must be at most 500 characters'],
  ])('puts %s on its field', (_case, form, field, message) => {
    expect(adjustBody(form, 7, 46)).toEqual({ ok: false, errors: { [field]: message } })
  })

  it('keeps a reason that fits the new mode and otherwise picks the first that does', () => {
    expect(reasonFor('remove', 'Correction')).toBe('Correction')
    expect(reasonFor('remove', 'Received')).toBe('Damaged')
    expect(reasonFor('count', 'Damaged')).toBe('Counted')
    expect(resultingStock(46, values({}))).toBeNull()
  })
})
