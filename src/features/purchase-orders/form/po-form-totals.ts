import { lineGross, moneyTotals, type PricedLine } from '../../../shared/order-totals'
import type { PurchaseOrder } from '../../../shared/po-read-schemas'
import type { MoneyTotals } from '../../../shared/totals-schema'
import type { PoLineFormValues } from './po-form-values'

type PricedFields = Pick<PoLineFormValues, 'Quantity' | 'BudgetedRate' | 'GSTPercentage'>

/** A number from what a form field holds ('12', 12, '18%'); anything non-numeric counts as 0 (spec point 5). */
export function numericOrZero(value: unknown): number {
  const text = typeof value === 'string' ? value.trim().replace(/%$/, '') : value
  const n = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : Number.NaN
  return Number.isFinite(n) ? n : 0
}

/** A row being typed as the shared totals take it; the rate rounded to the paisa (more decimals are refused on submit). */
const pricedRow = (line: PricedFields): PricedLine => ({
  quantity: numericOrZero(line.Quantity),
  unitPrice: Math.round(numericOrZero(line.BudgetedRate) * 100) / 100,
  gstPercent: numericOrZero(line.GSTPercentage),
})

/** A row's total as the table shows it while it is typed: quantity x rate plus GST, non-numbers as 0. */
export function formLineTotal(line: PricedFields): number {
  // A negative quantity at rate 0 is -0, which would show as -₹0.00.
  return lineGross(pricedRow(line)) || 0
}

/**
 * Subtotal, GST per rate and total of the rows being typed, with the same money functions as the
 * server (GST per line, summed per rate), so the summary always equals the sum of the row totals.
 */
export function formTotals(lines: readonly PricedFields[]): MoneyTotals {
  return moneyTotals(lines.map(pricedRow))
}

/** The server's totals of a stored PO in the summary's shape. */
export function storedTotals(totals: PurchaseOrder['totals']): MoneyTotals {
  return {
    Subtotal: totals.subtotal,
    GstByRate: totals.gstByRate.map((r) => ({ Rate: r.rate, Taxable: r.taxable, Gst: r.gst })),
    Gst: totals.gst,
    Total: totals.total,
  }
}
