import { fromPaise, lineTotalPaise } from './money'
import { orderTotals, type Totals } from './order-totals'

/** A number from what a form field holds ('12', 12, '18%'); anything non-numeric counts as 0 (spec point 5). */
export function numericOrZero(value: unknown): number {
  const text = typeof value === 'string' ? value.trim().replace(/%$/, '') : value
  const n = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : Number.NaN
  return Number.isFinite(n) ? n : 0
}

/**
 * A line's total in rupees as the form shows it: quantity x rate plus GST percent of that, rounded
 * half-up to the paisa with the shared money functions; non-numeric inputs count as 0.
 */
export function poLineTotal(quantity: unknown, rate: unknown, gst: unknown): number {
  const ratePaise = Math.round(numericOrZero(rate) * 100)
  return fromPaise(lineTotalPaise(numericOrZero(quantity), ratePaise, numericOrZero(gst)))
}

/** A validated line as the totals need it. */
export interface PoPricedLine {
  Quantity: number
  BudgetedRate: number
  GSTPercentage: number
}

/** Totals of a PO's lines in paise: net, GST per rate and grand total (equal to the sum of line totals). */
export function poTotals(lines: readonly PoPricedLine[]): Totals {
  return orderTotals(
    lines.map((l) => ({ quantity: l.Quantity, unitPrice: l.BudgetedRate, gstPercent: l.GSTPercentage })),
  )
}
