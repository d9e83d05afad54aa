import { fromPaise } from './money'
import { lineGross, orderTotals, type PricedLine, type Totals } from './order-totals'
import type { PoLine, PurchaseOrder } from './po-read-schemas'

/** A line's GST as the API writes it: '18%'. */
export const gstText = (percent: number): string => `${percent}%`

/** The GST percent of a line as the API writes it ('18%' is 18). */
export const gstPercentOf = (text: string): number => Number(text.replace('%', ''))

/** What the totals need of a line, in the request's field names (GST as a number). */
export interface PoPricedLine {
  Quantity: number
  BudgetedRate: number
  GSTPercentage: number
}

const priced = (line: PoPricedLine): PricedLine => ({
  quantity: line.Quantity,
  unitPrice: line.BudgetedRate,
  gstPercent: line.GSTPercentage,
})

/** A line's total in rupees: quantity x rate plus GST percent of that, rounded half-up to the paisa. */
export const poLineAmount = (line: PoPricedLine): number => lineGross(priced(line))

/** Totals of a PO's lines in paise: net, GST per rate and grand total (equal to the sum of line totals). */
export const poTotals = (lines: readonly PoPricedLine[]): Totals => orderTotals(lines.map(priced))

/** A PO's total value in rupees from the lines a create or an edit sends (what a list row shows). */
export const poTotalValue = (lines: readonly PoPricedLine[]): number => fromPaise(poTotals(lines).totalPaise)

/** A PO line before the view works out its total, with its GST as a number. */
export type PoLineFacts = Omit<PoLine, 'TotalAmount' | 'GSTPercentage'> & { GSTPercentage: number }

/** A line as the API answers it and the page shows it (offline too): GST as text and the line's total. */
export function poLineView(line: PoLineFacts): PoLine {
  return { ...line, GSTPercentage: gstText(line.GSTPercentage), TotalAmount: poLineAmount(line) }
}

/** The figures of a PO from its lines: totals in rupees with GST per rate, and the total value. */
export function poFigures(lines: readonly PoLine[]): Pick<PurchaseOrder, 'totals' | 'totalValue'> {
  const totals = poTotals(lines.map((l) => ({ ...l, GSTPercentage: gstPercentOf(l.GSTPercentage) })))
  return {
    totals: {
      subtotal: fromPaise(totals.subtotalPaise),
      gstByRate: totals.gstByRate.map((r) => ({
        rate: r.rate,
        taxable: fromPaise(r.taxablePaise),
        gst: fromPaise(r.gstPaise),
      })),
      gst: fromPaise(totals.gstPaise),
      total: fromPaise(totals.totalPaise),
    },
    totalValue: fromPaise(totals.totalPaise),
  }
}

/** What deliveries need of a line: its id, what was ordered and what has come. */
export type DeliveryProgress = Pick<PoLine, 'LineID' | 'Quantity' | 'DeliveredQuantity'>

/** Quantities in thousandths, the precision of the quantity columns, so 0.1 + 0.2 is 0.3. */
const milli = (n: number) => Math.round(n * 1000)

/** What is still to be delivered of a line (never below 0). */
export function remainingOf(line: Pick<PoLine, 'Quantity' | 'DeliveredQuantity'>): number {
  return Math.max(0, milli(line.Quantity) - milli(line.DeliveredQuantity)) / 1000
}

/** True when receiving `quantity` more of a line would take it past what was ordered. */
export const exceedsRemaining = (line: Pick<PoLine, 'Quantity' | 'DeliveredQuantity'>, quantity: number): boolean =>
  milli(quantity) > milli(remainingOf(line))

/** What is still to be delivered of the whole PO: the sum of its lines' remainders. */
export function poRemaining(lines: ReadonlyArray<Pick<PoLine, 'Quantity' | 'DeliveredQuantity'>>): number {
  return lines.reduce((sum, line) => sum + milli(remainingOf(line)), 0) / 1000
}

/** The lines still waiting for goods and how much of each: what Mark Delivered receives. */
export function remainingLines(lines: readonly DeliveryProgress[]): Array<{ lineId: string; quantity: number }> {
  return lines
    .filter((line) => remainingOf(line) > 0)
    .map((line) => ({ lineId: line.LineID, quantity: remainingOf(line) }))
}

/** The lines after a goods receipt of `received` (LineID -> quantity) is added to what they had. */
export function withReceipt<T extends DeliveryProgress>(
  lines: readonly T[],
  received: ReadonlyMap<string, number>,
): T[] {
  return lines.map((line) => ({
    ...line,
    DeliveredQuantity: (milli(line.DeliveredQuantity) + milli(received.get(line.LineID) ?? 0)) / 1000,
  }))
}

/** The lines after Mark Delivered: everything still outstanding received. */
export const withEverythingReceived = <T extends DeliveryProgress>(lines: readonly T[]): T[] =>
  withReceipt(lines, new Map(remainingLines(lines).map((l) => [l.lineId, l.quantity])))

/** The status a goods receipt leaves a PO in: Fully Delivered once nothing remains. */
export const deliveredStatus = (lines: ReadonlyArray<Pick<PoLine, 'Quantity' | 'DeliveredQuantity'>>) =>
  poRemaining(lines) === 0 ? ('Fully Delivered' as const) : ('Partially Delivered' as const)
