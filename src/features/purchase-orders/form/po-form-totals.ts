import type { MoneyTotalsView } from '../../../components/totals-summary'
import { fromPaise } from '../../../shared/money'
import { orderTotals } from '../../../shared/order-totals'
import { numericOrZero, poLineTotal } from '../../../shared/po-line-total'
import type { PoLineFormValues } from './po-form-values'

type PricedFields = Pick<PoLineFormValues, 'Quantity' | 'BudgetedRate' | 'GSTPercentage'>

/** A row's total as the table shows it while it is typed: quantity x rate plus GST, non-numbers as 0. */
export function formLineTotal(line: PricedFields): number {
  // A negative quantity at rate 0 is -0, which would show as -₹0.00.
  return poLineTotal(line.Quantity, line.BudgetedRate, line.GSTPercentage) || 0
}

/**
 * Subtotal, GST per rate and total of the rows being typed, with the same money functions as the
 * server (GST per line, summed per rate), so the summary always equals the sum of the row totals.
 */
export function formTotals(lines: readonly PricedFields[]): MoneyTotalsView {
  const totals = orderTotals(
    lines.map((line) => ({
      quantity: numericOrZero(line.Quantity),
      // The rate is rounded to the paisa as the row total rounds it (more decimals are refused on submit).
      unitPrice: Math.round(numericOrZero(line.BudgetedRate) * 100) / 100,
      gstPercent: numericOrZero(line.GSTPercentage),
    })),
  )
  return {
    Subtotal: fromPaise(totals.subtotalPaise),
    GstByRate: totals.gstByRate.map((r) => ({
      Rate: r.rate,
      Taxable: fromPaise(r.taxablePaise),
      Gst: fromPaise(r.gstPaise),
    })),
    Total: fromPaise(totals.totalPaise),
  }
}

/** The server's totals of a stored PO in the summary's shape. */
export function storedTotals(totals: {
  subtotal: number
  gstByRate: ReadonlyArray<{ rate: number; taxable: number; gst: number }>
  total: number
}): MoneyTotalsView {
  return {
    Subtotal: totals.subtotal,
    GstByRate: totals.gstByRate.map((r) => ({ Rate: r.rate, Taxable: r.taxable, Gst: r.gst })),
    Total: totals.total,
  }
}
