import { describe, expect, it } from 'vitest'
import type { PoLine } from '../../../src/shared/po-read-schemas'
import {
  deliveredStatus,
  exceedsRemaining,
  gstPercentOf,
  type PoLineFacts,
  poFigures,
  poLineView,
  poRemaining,
  poTotals,
  poTotalValue,
  remainingLines,
  remainingOf,
  withEverythingReceived,
  withReceipt,
} from '../../../src/shared/po-view'

const facts = (over: Partial<PoLineFacts> = {}): PoLineFacts => ({
  LineID: 'a',
  Particular: 'Bolts',
  ItemDescription: '',
  Quantity: 1,
  UOMID: 1,
  UOMName: 'Nos',
  BudgetedRate: 100,
  GSTPercentage: 18,
  DeliveredQuantity: 0,
  DocumentPath: null,
  ...over,
})

describe('a PO line as the view shows it', () => {
  it.each<[Partial<PoLineFacts>, number]>([
    [{ Quantity: 10, BudgetedRate: 100, GSTPercentage: 18 }, 1180],
    [{ Quantity: 3, BudgetedRate: 33.33, GSTPercentage: 18 }, 117.99],
    [{ Quantity: 2.5, BudgetedRate: 99.99, GSTPercentage: 5 }, 262.48],
    [{ Quantity: 1, BudgetedRate: 0.01, GSTPercentage: 18 }, 0.01],
    [{ Quantity: 3, BudgetedRate: 0.01, GSTPercentage: 18 }, 0.04],
    [{ Quantity: 1, BudgetedRate: 1000, GSTPercentage: 12 }, 1120],
    [{ Quantity: 0.125, BudgetedRate: 0.99, GSTPercentage: 28 }, 0.15],
  ])('%o comes to ₹%d, rounded half-up to the paisa', (over, total) => {
    expect(poLineView(facts(over)).TotalAmount).toBe(total)
  })

  it('writes its GST as the API does, and reads it back', () => {
    const line = poLineView(facts({ GSTPercentage: 12 }))
    expect(line.GSTPercentage).toBe('12%')
    expect(gstPercentOf(line.GSTPercentage)).toBe(12)
  })
})

describe('the figures of a PO', () => {
  const lines = [
    poLineView(facts({ LineID: 'a', Quantity: 3, BudgetedRate: 33.33, GSTPercentage: 18 })),
    poLineView(facts({ LineID: 'b', Quantity: 2.5, BudgetedRate: 99.99, GSTPercentage: 5 })),
    poLineView(facts({ LineID: 'c', Quantity: 1, BudgetedRate: 10, GSTPercentage: 18 })),
  ]

  it('sums GST per rate, ascending, and totals exactly the sum of the line totals', () => {
    const figures = poFigures(lines)
    expect(figures).toEqual({
      totals: {
        subtotal: 359.97,
        gstByRate: [
          { rate: 5, taxable: 249.98, gst: 12.5 },
          { rate: 18, taxable: 109.99, gst: 19.8 },
        ],
        gst: 32.3,
        total: 392.27,
      },
      totalValue: 392.27,
    })
    const sumPaise = lines.reduce((sum, l) => sum + Math.round(l.TotalAmount * 100), 0)
    expect(Math.round(figures.totals.total * 100)).toBe(sumPaise)
  })

  it('agrees with the totals of the lines a create sends', () => {
    const sent = lines.map((l) => ({ ...l, GSTPercentage: gstPercentOf(l.GSTPercentage) }))
    expect(poTotals(sent).totalPaise).toBe(39227)
    expect(poTotalValue(sent)).toBe(392.27)
  })
})

describe('what remains to be delivered', () => {
  const progress = (LineID: string, Quantity: number, DeliveredQuantity: number): PoLine =>
    poLineView(facts({ LineID, Quantity, DeliveredQuantity }))
  const lines = [progress('a', 10, 4), progress('b', 5, 5), progress('c', 0.3, 0.1)]

  it('per line and for the PO, to the thousandth', () => {
    expect(lines.map(remainingOf)).toEqual([6, 0, 0.2])
    expect(poRemaining(lines)).toBe(6.2)
    expect(remainingLines(lines)).toEqual([
      { lineId: 'a', quantity: 6 },
      { lineId: 'c', quantity: 0.2 },
    ])
  })

  it('refuses more than what remains of a line', () => {
    expect(exceedsRemaining(progress('c', 0.3, 0.1), 0.2)).toBe(false)
    expect(exceedsRemaining(progress('c', 0.3, 0.1), 0.201)).toBe(true)
  })

  it('adds partial deliveries up to Fully Delivered', () => {
    const first = withReceipt(lines, new Map([['a', 2]]))
    expect(first.map((l) => l.DeliveredQuantity)).toEqual([6, 5, 0.1])
    expect(deliveredStatus(first)).toBe('Partially Delivered')
    const second = withReceipt(first, new Map([['c', 0.1]]))
    expect(second.map((l) => l.DeliveredQuantity)).toEqual([6, 5, 0.2])
    expect(poRemaining(second)).toBe(4.1)
    const last = withReceipt(
      second,
      new Map([
        ['a', 4],
        ['c', 0.1],
      ]),
    )
    expect(poRemaining(last)).toBe(0)
    expect(deliveredStatus(last)).toBe('Fully Delivered')
  })

  it('receives everything outstanding for Mark Delivered, and nothing twice', () => {
    const all = withEverythingReceived(lines)
    expect(all.map((l) => l.DeliveredQuantity)).toEqual([10, 5, 0.3])
    expect(deliveredStatus(all)).toBe('Fully Delivered')
    expect(remainingLines(all)).toEqual([])
    expect(withEverythingReceived(all)).toEqual(all)
  })
})
