import { fromPaise, lineTotalPaise, MAX_AMOUNT, percentOf, toNumericText, toPaise } from './money'
import type { MoneyTotals } from './totals-schema'

/** Largest amount in paise a money column (numeric(14,2)) holds: a line or an order above it cannot be placed. */
export const MAX_AMOUNT_PAISE = Math.round(MAX_AMOUNT * 100)

/** What a priced line needs for totals: quantity, unit price in rupees and its GST rate. */
export interface PricedLine {
  quantity: number
  unitPrice: number
  gstPercent: number
}

/** Totals of a set of lines, in paise: net, GST per rate (ascending) and grand total. */
export interface Totals {
  subtotalPaise: number
  gstByRate: Array<{ rate: number; taxablePaise: number; gstPaise: number }>
  gstPaise: number
  totalPaise: number
}

/** Net amount of a line in paise: quantity x unit price, rounded half-up to the paisa. */
export function lineNetPaise(line: PricedLine): number {
  return Math.round(line.quantity * toPaise(line.unitPrice))
}

/** Gross amount of a line in paise, GST included. */
export function lineGrossPaise(line: PricedLine): number {
  return lineTotalPaise(line.quantity, toPaise(line.unitPrice), line.gstPercent)
}

/**
 * Totals of lines: GST is computed per line (as each line's total is) and summed per rate, so
 * the grand total always equals the sum of the line totals shown.
 */
export function orderTotals(lines: readonly PricedLine[]): Totals {
  const byRate = new Map<number, { taxablePaise: number; gstPaise: number }>()
  let subtotalPaise = 0
  for (const line of lines) {
    const net = lineNetPaise(line)
    const gst = percentOf(net, line.gstPercent)
    subtotalPaise += net
    const bucket = byRate.get(line.gstPercent) ?? { taxablePaise: 0, gstPaise: 0 }
    bucket.taxablePaise += net
    bucket.gstPaise += gst
    byRate.set(line.gstPercent, bucket)
  }
  const gstByRate = [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, b]) => ({ rate, ...b }))
  const gstPaise = gstByRate.reduce((sum, r) => sum + r.gstPaise, 0)
  return { subtotalPaise, gstByRate, gstPaise, totalPaise: subtotalPaise + gstPaise }
}

/** Gross amount of a line in rupees, GST included: what a line's total shows. */
export function lineGross(line: PricedLine): number {
  return fromPaise(lineGrossPaise(line))
}

/** Totals of lines in rupees, as the API sends a cart's or an order's totals (and the summaries show them). */
export function moneyTotals(lines: readonly PricedLine[]): MoneyTotals {
  const totals = orderTotals(lines)
  return {
    Subtotal: fromPaise(totals.subtotalPaise),
    GstByRate: totals.gstByRate.map((r) => ({
      Rate: r.rate,
      Taxable: fromPaise(r.taxablePaise),
      Gst: fromPaise(r.gstPaise),
    })),
    Gst: fromPaise(totals.gstPaise),
    Total: fromPaise(totals.totalPaise),
  }
}

/** Totals as the money columns (numeric(14,2) text) of an order or a purchase order store them. */
export function totalsColumns(totals: Totals): { subtotal: string; gst: string; total: string } {
  return {
    subtotal: toNumericText(fromPaise(totals.subtotalPaise)),
    gst: toNumericText(fromPaise(totals.gstPaise)),
    total: toNumericText(fromPaise(totals.totalPaise)),
  }
}
