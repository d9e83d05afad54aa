import { fromPaise, lineTotalPaise, toPaise } from './money'
import type { AwardSuggestion, ComparisonRow, QuoteCell, RfqItem } from './rfq-read-schemas'

/** A quote's total and landed unit cost: quantity x unit price, plus GST, plus freight; landed = that total per unit. */
export function quoteFigures(quantity: number, q: { unitPrice: number; gstPercent: number; freight: number }) {
  const totalPaise = lineTotalPaise(quantity, toPaise(q.unitPrice), q.gstPercent) + toPaise(q.freight)
  return { totalAmount: fromPaise(totalPaise), landedUnitCost: fromPaise(Math.round(totalPaise / quantity)) }
}

/** The supplier whose value is lowest (ties: the first in partner order), or null when nobody quoted. */
function lowest(cells: readonly QuoteCell[], value: (c: QuoteCell) => number | null): string | null {
  let best: QuoteCell | null = null
  for (const cell of cells) {
    const v = value(cell)
    if (v === null) continue
    const current = best === null ? null : value(best)
    if (current === null || v < current) best = cell
  }
  return best?.supplierId ?? null
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Cells grouped by a key, in their order. */
function groupBy(cells: readonly QuoteCell[], key: (c: QuoteCell) => string): Map<string, QuoteCell[]> {
  const groups = new Map<string, QuoteCell[]>()
  for (const cell of cells) {
    const group = groups.get(key(cell))
    if (group) group.push(cell)
    else groups.set(key(cell), [cell])
  }
  return groups
}

/** Savings of the best total against the target price (quantity x target, with the quote's GST) or else the highest quote. */
function savingsOf(item: RfqItem, cells: readonly QuoteCell[]): ComparisonRow['savings'] {
  if (cells.length === 0) return null
  const best = cells.reduce((a, b) => (b.totalAmount < a.totalAmount ? b : a))
  if (item.targetPrice !== null) {
    const target = quoteFigures(item.quantity, { unitPrice: item.targetPrice, gstPercent: best.gstPercent, freight: 0 })
    const amount = round2(target.totalAmount - best.totalAmount)
    const percent = target.totalAmount === 0 ? 0 : round2((amount / target.totalAmount) * 100)
    return { against: 'target price', amount, percent }
  }
  const highest = Math.max(...cells.map((c) => c.totalAmount))
  const amount = round2(highest - best.totalAmount)
  return { against: 'highest quote', amount, percent: highest === 0 ? 0 : round2((amount / highest) * 100) }
}

/** Each item's row: the best partner per figure (lowest total, landed cost, price, delivery, MOQ) and the savings. */
export function comparisonRows(items: readonly RfqItem[], cells: readonly QuoteCell[]): ComparisonRow[] {
  const byItem = groupBy(cells, (c) => c.itemId)
  return items.map((item) => {
    const mine = byItem.get(item.itemId) ?? []
    return {
      itemId: item.itemId,
      best: {
        totalAmount: lowest(mine, (c) => c.totalAmount),
        landedUnitCost: lowest(mine, (c) => c.landedUnitCost),
        unitPrice: lowest(mine, (c) => c.unitPrice),
        deliveryDays: lowest(mine, (c) => c.deliveryDays),
        moq: lowest(mine, (c) => c.moq),
      },
      savings: savingsOf(item, mine),
    }
  })
}

function suggestion(
  kind: AwardSuggestion['kind'],
  label: string,
  picked: QuoteCell[],
  unavailable: string | null,
): AwardSuggestion {
  const totalPaise = picked.reduce((sum, c) => sum + toPaise(c.totalAmount), 0)
  return {
    kind,
    label,
    awards: picked.map((c) => ({ itemId: c.itemId, supplierId: c.supplierId })),
    totalAmount: fromPaise(totalPaise),
    deliveryDays: picked.reduce((max, c) => Math.max(max, c.deliveryDays), 0),
    unavailable,
  }
}

/** Per item, the quote that `better` prefers (its first argument better than the second). */
function perItem(
  items: readonly RfqItem[],
  cells: readonly QuoteCell[],
  better: (a: QuoteCell, b: QuoteCell) => boolean,
) {
  const byItem = groupBy(cells, (c) => c.itemId)
  const picked: QuoteCell[] = []
  for (const item of items) {
    let best: QuoteCell | undefined
    for (const cell of byItem.get(item.itemId) ?? []) if (!best || better(cell, best)) best = cell
    if (best) picked.push(best)
  }
  return picked
}

/**
 * The three award suggestions over each partner's latest quotes: the lowest total from one partner
 * who quoted every item, the lowest total per item across partners, and the earliest delivery per
 * item (ties by total). Items nobody quoted are left out of the last two.
 */
export function awardSuggestions(items: readonly RfqItem[], cells: readonly QuoteCell[]): AwardSuggestion[] {
  const bySupplier = groupBy(cells, (c) => c.supplierId)
  let single: QuoteCell[] | null = null
  let singleTotal = Number.POSITIVE_INFINITY
  for (const quotes of bySupplier.values()) {
    const byItem = new Map(quotes.map((q) => [q.itemId, q]))
    const all = items.map((item) => byItem.get(item.itemId))
    if (!all.every((q): q is QuoteCell => q !== undefined)) continue
    const total = all.reduce((sum, q) => sum + toPaise(q.totalAmount), 0)
    if (total < singleTotal) {
      singleTotal = total
      single = all
    }
  }
  const cheaper = (a: QuoteCell, b: QuoteCell) => a.totalAmount < b.totalAmount
  const sooner = (a: QuoteCell, b: QuoteCell) =>
    a.deliveryDays < b.deliveryDays || (a.deliveryDays === b.deliveryDays && a.totalAmount < b.totalAmount)
  return [
    suggestion(
      'lowest-single-supplier',
      'Lowest total from one supplier',
      single ?? [],
      single ? null : 'No supplier quoted every item',
    ),
    suggestion('lowest-per-item', 'Lowest per item across suppliers', perItem(items, cells, cheaper), null),
    suggestion('earliest-delivery', 'Earliest delivery', perItem(items, cells, sooner), null),
  ]
}
