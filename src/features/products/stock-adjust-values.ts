import { type Checked, checkWith, failed } from '../../components/form-kit/schema-check'
import {
  adjustmentDelta,
  adjustmentProblem,
  REASONS_BY_MODE,
  type StockAdjustInput,
  type StockAdjustMode,
  StockAdjustSchema,
  type StockReason,
} from '../../shared/stock-schemas'

/** What the adjust-stock dialog edits. */
export interface StockAdjustValues {
  mode: StockAdjustMode
  /** Units to add or remove, or the counted figure; '' while empty (Mantine's NumberInput). */
  quantity: number | string
  reason: StockReason
  note: string
}

/** A fresh dialog: add, no quantity, the first reason of adding. */
export const EMPTY_ADJUSTMENT: StockAdjustValues = { mode: 'add', quantity: '', reason: 'Received', note: '' }

/** Label of each mode, and of its quantity field. */
export const MODE_LABELS: Record<StockAdjustMode, { mode: string; quantity: string }> = {
  add: { mode: 'Add', quantity: 'Quantity to add' },
  remove: { mode: 'Remove', quantity: 'Quantity to remove' },
  count: { mode: 'Set counted figure', quantity: 'Counted stock' },
}

/** The reason to keep when the mode changes: the chosen one if it fits the new mode, else the mode's first. */
export function reasonFor(mode: StockAdjustMode, reason: StockReason): StockReason {
  const fitting = REASONS_BY_MODE[mode]
  return fitting.includes(reason) ? reason : (fitting[0] ?? 'Correction')
}

const quantityOf = (values: StockAdjustValues): number | null =>
  typeof values.quantity === 'number' ? values.quantity : null

/** The payload the dialog's values make, before it is checked. */
interface RawBody {
  ProductID: number
  Reason: StockReason
  Note: string
  Delta?: number
  CountedStock?: number
}

function rawBody(values: StockAdjustValues, productId: number): RawBody {
  const quantity = quantityOf(values)
  const base = { ProductID: productId, Reason: values.reason, Note: values.note }
  if (quantity === null) return base
  if (values.mode === 'count') return { ...base, CountedStock: quantity }
  return { ...base, Delta: values.mode === 'remove' ? -quantity : quantity }
}

/** The stock after the change against `current`, or null while the quantity is empty. */
export function resultingStock(current: number, values: StockAdjustValues): number | null {
  const quantity = quantityOf(values)
  if (quantity === null) return null
  return current + adjustmentDelta(current, rawBody(values, 1))
}

/** The fields the dialog shows. */
export const STOCK_ADJUST_FIELDS = ['mode', 'quantity', 'reason', 'note'] as const

/** The payload field an error belongs to, as the dialog names it. */
export const STOCK_ADJUST_RENAME: Record<string, keyof StockAdjustValues> = {
  Delta: 'quantity',
  CountedStock: 'quantity',
  Reason: 'reason',
  Note: 'note',
}

/**
 * The adjust-product-stock body for the values, or the field errors that stop it: a quantity is
 * required, the shared schema's rules apply, and stock may not go below 0 from `current`.
 */
export function adjustBody(values: StockAdjustValues, productId: number, current: number): Checked<StockAdjustInput> {
  if (quantityOf(values) === null) return failed('quantity', `${MODE_LABELS[values.mode].quantity} is required`)
  const checked = checkWith(StockAdjustSchema, rawBody(values, productId), STOCK_ADJUST_FIELDS, STOCK_ADJUST_RENAME)
  if (!checked.ok) return checked
  const problem = adjustmentProblem(current, adjustmentDelta(current, checked.body))
  return problem ? failed('quantity', problem) : checked
}
