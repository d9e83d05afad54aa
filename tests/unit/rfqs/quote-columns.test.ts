import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { columnsProblem, fromColumns, toColumns } from '../../../src/shared/quote-columns'
import { RfqComparisonSchema } from '../../../src/shared/rfq-read-schemas'
import { A, B, BOLT, cell, comparison, NUT } from './rfq-offers-fixtures'

const items = [{ itemId: BOLT }, { itemId: NUT }]
const suppliers = [{ supplierId: A }, { supplierId: B }]
const quotes = [
  cell(A, BOLT, 9.5, { round: 2, moq: 50, remarks: 'Revised', attachment: 'a.pdf', status: 'Accepted' }),
  cell(B, NUT, 1.5, { paymentTerms: 'Net 60' }),
  cell(B, BOLT, 11),
]

describe('quote columns (the comparison answer on the wire)', () => {
  it('give back every quote as it was, in its order', () => {
    const columns = toColumns(quotes, items, suppliers)
    expect(columns.item).toEqual([0, 1, 0])
    expect(columns.supplier).toEqual([0, 1, 1])
    expect(columnsProblem(columns, 2, 2)).toBeNull()
    expect(fromColumns(columns, items, suppliers)).toEqual(quotes)
  })

  it('take under a third of the bytes of one object per quote', () => {
    const many = Array.from({ length: 200 }, (_, i) => cell(i % 2 ? A : B, i % 3 ? BOLT : NUT, 10 + i))
    const columns = JSON.stringify(toColumns(many, items, suppliers)).length
    expect(columns * 3).toBeLessThan(JSON.stringify(many).length)
  })

  it('refuse a quote of an item or partner not in the answer, and columns of unequal length', () => {
    expect(() => toColumns([cell(A, 'not-an-item', 1)], items, suppliers)).toThrow()
    const columns = toColumns(quotes, items, suppliers)
    expect(columnsProblem({ ...columns, item: [0, 2, 0] }, 2, 2)).toBe('a quote of an item not in the request')
    expect(columnsProblem({ ...columns, supplier: [0, 1, -1] }, 2, 2)).toBe('a quote of a partner not invited')
    expect(columnsProblem({ ...columns, round: [1] }, 2, 2)).toBe('quote columns of unequal length')
  })

  it('parse through the comparison schema into cells, and a mismatched answer is refused', () => {
    const { cells, ...rest } = comparison()
    const wire = { ...rest, quotes: toColumns(cells, rest.items, rest.suppliers) }
    expect(v.parse(RfqComparisonSchema, JSON.parse(JSON.stringify(wire))).cells).toEqual(cells)
    const broken = { ...wire, quotes: { ...wire.quotes, supplier: wire.quotes.supplier.map(() => 9) } }
    expect(v.safeParse(RfqComparisonSchema, broken).success).toBe(false)
  })
})
