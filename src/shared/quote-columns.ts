import * as v from 'valibot'
import { PAYMENT_TERMS } from './payment-terms'
import type { QuoteCell } from './rfq-read-schemas'
import { QUOTE_STATUSES } from './rfq-status'

const numbers = v.array(v.number())

/**
 * The comparison grid's quotes as columns: one array per figure, a quote per index, and the item and
 * partner as indexes into the answer's `items` and `suppliers`. For 50 items x 20 partners this is
 * 74 KB of JSON instead of 312 KB of objects that each repeat every key and two UUIDs.
 */
export const QuoteColumnsSchema = v.object({
  item: numbers,
  supplier: numbers,
  round: numbers,
  unitPrice: numbers,
  gstPercent: numbers,
  freight: numbers,
  landedUnitCost: numbers,
  totalAmount: numbers,
  deliveryDays: numbers,
  moq: v.array(v.nullable(v.number())),
  paymentTerms: v.array(v.picklist(PAYMENT_TERMS)),
  remarks: v.array(v.string()),
  attachment: v.array(v.nullable(v.string())),
  status: v.array(v.picklist(QUOTE_STATUSES)),
  /** Who recorded each quote on the partner's behalf (null: the partner itself). */
  recordedBy: v.optional(v.array(v.nullable(v.string()))),
})

export type QuoteColumns = v.InferOutput<typeof QuoteColumnsSchema>

type Keyed = { itemId: string } | { supplierId: string }
const indexOf = <T extends Keyed>(list: readonly T[], key: (t: T) => string) =>
  new Map(list.map((entry, i) => [key(entry), i]))

/** Rows to columns; a quote whose item or partner is not in the lists is a programming error. */
export function toColumns(
  rows: readonly QuoteCell[],
  items: readonly { itemId: string }[],
  suppliers: readonly { supplierId: string }[],
): QuoteColumns {
  const itemAt = indexOf(items, (i) => i.itemId)
  const supplierAt = indexOf(suppliers, (s) => s.supplierId)
  const at = (map: Map<string, number>, id: string) => {
    const index = map.get(id)
    if (index === undefined) throw new Error(`quote of an unknown item or partner: ${id}`)
    return index
  }
  return {
    item: rows.map((r) => at(itemAt, r.itemId)),
    supplier: rows.map((r) => at(supplierAt, r.supplierId)),
    round: rows.map((r) => r.round),
    unitPrice: rows.map((r) => r.unitPrice),
    gstPercent: rows.map((r) => r.gstPercent),
    freight: rows.map((r) => r.freight),
    landedUnitCost: rows.map((r) => r.landedUnitCost),
    totalAmount: rows.map((r) => r.totalAmount),
    deliveryDays: rows.map((r) => r.deliveryDays),
    moq: rows.map((r) => r.moq),
    paymentTerms: rows.map((r) => r.paymentTerms),
    remarks: rows.map((r) => r.remarks),
    attachment: rows.map((r) => r.attachment),
    status: rows.map((r) => r.status),
    recordedBy: rows.map((r) => r.recordedBy),
  }
}

/** Why columns cannot be read back: unequal lengths or an index outside the lists; null when they can. */
export function columnsProblem(columns: QuoteColumns, itemCount: number, supplierCount: number): string | null {
  const length = columns.item.length
  if (Object.values(columns).some((column) => column.length !== length)) return 'quote columns of unequal length'
  const inRange = (list: number[], count: number) => list.every((i) => Number.isInteger(i) && i >= 0 && i < count)
  if (!inRange(columns.item, itemCount)) return 'a quote of an item not in the request'
  if (!inRange(columns.supplier, supplierCount)) return 'a quote of a partner not invited'
  return null
}

/** Columns back to rows (checked first with columnsProblem). */
export function fromColumns(
  columns: QuoteColumns,
  items: readonly { itemId: string }[],
  suppliers: readonly { supplierId: string }[],
): QuoteCell[] {
  return columns.item.map((item, i) => ({
    itemId: items[item]?.itemId ?? '',
    supplierId: suppliers[columns.supplier[i] ?? -1]?.supplierId ?? '',
    round: columns.round[i] ?? 0,
    unitPrice: columns.unitPrice[i] ?? 0,
    gstPercent: columns.gstPercent[i] ?? 0,
    freight: columns.freight[i] ?? 0,
    landedUnitCost: columns.landedUnitCost[i] ?? 0,
    totalAmount: columns.totalAmount[i] ?? 0,
    deliveryDays: columns.deliveryDays[i] ?? 0,
    moq: columns.moq[i] ?? null,
    paymentTerms: columns.paymentTerms[i] ?? PAYMENT_TERMS[0],
    remarks: columns.remarks[i] ?? '',
    attachment: columns.attachment[i] ?? null,
    status: columns.status[i] ?? QUOTE_STATUSES[0],
    recordedBy: columns.recordedBy?.[i] ?? null,
  }))
}
