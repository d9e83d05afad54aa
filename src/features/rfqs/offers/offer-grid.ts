import { type Checked, checkWith } from '../../../components/form-kit/schema-check'
import { formatInr } from '../../../shared/money'
import { formatCount } from '../../../shared/number-format'
import type { ComparisonRow, QuoteCell, RfqComparison } from '../../../shared/rfq-read-schemas'
import { type AwardRfqInput, AwardRfqSchema } from '../../../shared/rfq-schemas'
import type { RfqStatus } from '../../../shared/rfq-status'

type BestKey = keyof ComparisonRow['best']

/** One figure row of a partner in the grid: its label, how a quote shows it, and the best it is compared on. */
export interface GridFigure {
  label: string
  show: (cell: QuoteCell) => string
  best?: BestKey
}

/** The rows of each partner, in the spec's words where it has them ('Total Amount', 'MOQ', 'Remarks'). */
export const GRID_FIGURES: readonly GridFigure[] = [
  { label: 'Unit Price', show: (c) => formatInr(c.unitPrice), best: 'unitPrice' },
  { label: 'GST', show: (c) => `${c.gstPercent}%` },
  { label: 'Freight', show: (c) => formatInr(c.freight) },
  { label: 'Landed Cost', show: (c) => formatInr(c.landedUnitCost), best: 'landedUnitCost' },
  { label: 'Total Amount', show: (c) => formatInr(c.totalAmount), best: 'totalAmount' },
  {
    label: 'Delivery',
    show: (c) => `${c.deliveryDays} ${c.deliveryDays === 1 ? 'day' : 'days'}`,
    best: 'deliveryDays',
  },
  { label: 'MOQ', show: (c) => (c.moq === null ? '—' : formatCount(c.moq)), best: 'moq' },
  { label: 'Payment Terms', show: (c) => c.paymentTerms },
  { label: 'Remarks', show: (c) => c.remarks || '—' },
]

/** The grid's quotes by partner and item. */
export function cellIndex(comparison: RfqComparison): (supplierId: string, itemId: string) => QuoteCell | undefined {
  const cells = new Map(comparison.cells.map((cell) => [`${cell.supplierId} ${cell.itemId}`, cell]))
  return (supplierId, itemId) => cells.get(`${supplierId} ${itemId}`)
}

/** True when this partner's quote is the best of its item for the figure. */
export function isBest(comparison: RfqComparison, itemId: string, best: BestKey | undefined, supplierId: string) {
  if (!best) return false
  return comparison.rows.find((row) => row.itemId === itemId)?.best[best] === supplierId
}

/** What the best total of an item saves, in words, or null when nothing to compare with. */
export function savingsText(row: ComparisonRow | undefined): string | null {
  if (!row?.savings) return null
  const { amount, percent, against } = row.savings
  return `Saves ${formatInr(amount)} (${percent}%) against the ${against}`
}

/** Responses are reviewed, countered and awarded only once bids are closed and before the award. */
export const canEvaluate = (status: RfqStatus): boolean => status === 'Closed for bids' || status === 'Under Evaluation'

/** The award being chosen: the partner picked per item ('' for none). */
export type AwardChoice = Record<string, string>

/**
 * The partners an item may go to: those who quoted it in their latest round, unless their quote or
 * response is rejected or the partner is no longer Active.
 */
export function awardCandidates(comparison: RfqComparison, itemId: string) {
  const rejected = new Set(
    comparison.suppliers
      .filter((s) => s.responseStatus === 'Rejected' || s.partnerStatus !== 'Active')
      .map((s) => s.supplierId),
  )
  const quoted = new Set(
    comparison.cells
      .filter((cell) => cell.itemId === itemId && cell.status !== 'Rejected' && !rejected.has(cell.supplierId))
      .map((cell) => cell.supplierId),
  )
  return comparison.suppliers.filter((s) => quoted.has(s.supplierId))
}

/** A suggestion as the award's choice (items it leaves out are not awarded). */
export function choiceOf(awards: ReadonlyArray<{ itemId: string; supplierId: string }>): AwardChoice {
  return Object.fromEntries(awards.map((award) => [award.itemId, award.supplierId]))
}

/** The first award shown: each item's accepted quote when there is one, else the lowest-per-item suggestion. */
export function initialChoice(comparison: RfqComparison): AwardChoice {
  const perItem = comparison.suggestions.find((s) => s.kind === 'lowest-per-item')
  const choice = choiceOf(perItem && perItem.unavailable === null ? perItem.awards : [])
  const active = new Set(comparison.suppliers.filter((s) => s.partnerStatus === 'Active').map((s) => s.supplierId))
  for (const cell of comparison.cells)
    if (cell.status === 'Accepted' && active.has(cell.supplierId)) choice[cell.itemId] = cell.supplierId
  return choice
}

/** The award-rfq body of the choice, checked with the server's schema (items left without a partner are not awarded). */
export function awardWrite(
  RFQID: string,
  billingAddress: string,
  choice: AwardChoice,
  comparison: RfqComparison,
): Checked<AwardRfqInput> {
  const awards = comparison.items.flatMap((item) => {
    const supplierId = choice[item.itemId] ?? ''
    return supplierId === '' ? [] : [{ itemId: item.itemId, supplierId }]
  })
  return checkWith(AwardRfqSchema, { RFQID, billingAddress, awards }, ['billingAddress', 'awards'])
}
