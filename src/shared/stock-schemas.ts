import * as v from 'valibot'
import { intParam, MAX_PAGE_LENGTH } from './list-query'
import { ProductIdSchema } from './record-ids'
import { requestObject } from './request-object'

/** Largest stock a product may hold, and so the largest change one adjustment may make. */
export const MAX_STOCK = 1_000_000_000

/** What moved a product's stock: an order took it, a cancel returned it, a person adjusted it, a create or import set it. */
export const STOCK_MOVEMENT_KINDS = ['order', 'order-cancel', 'adjustment', 'initial', 'import'] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

/** Why a person adjusted stock. */
export const STOCK_REASONS = ['Received', 'Returned', 'Damaged', 'Counted', 'Correction'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

/** How an adjustment is given: units added, units removed, or the figure a count found. */
export const STOCK_ADJUST_MODES = ['add', 'remove', 'count'] as const
export type StockAdjustMode = (typeof STOCK_ADJUST_MODES)[number]

/**
 * The reasons each way of adjusting takes, so the history reads true: goods received or returned
 * by a customer add, damage removes, a count sets the figure; a correction fits any of them.
 */
export const REASONS_BY_MODE: Record<StockAdjustMode, readonly StockReason[]> = {
  add: ['Received', 'Returned', 'Correction'],
  remove: ['Damaged', 'Correction'],
  count: ['Counted', 'Correction'],
}

/** Label of each movement kind, as the history shows it. */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  order: 'Order',
  'order-cancel': 'Order cancelled',
  adjustment: 'Adjustment',
  initial: 'Initial stock',
  import: 'CSV import',
}

const whole = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a whole number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, min < 0 ? `${label} is too large` : `${label} cannot be negative`),
    v.maxValue(MAX_STOCK, `${label} is too large`),
  )

/** The mode an adjustment's fields describe. */
export function adjustModeOf(input: { Delta?: number; CountedStock?: number }): StockAdjustMode {
  if (input.CountedStock !== undefined) return 'count'
  return (input.Delta ?? 0) < 0 ? 'remove' : 'add'
}

/**
 * POST adjust-product-stock: a change of Delta units (positive adds, negative removes) or the
 * CountedStock a count found, never both, with a reason that fits and an optional note.
 */
export const StockAdjustSchema = v.pipe(
  requestObject({
    ProductID: ProductIdSchema,
    Delta: v.optional(
      v.pipe(
        whole('Quantity', -MAX_STOCK),
        v.check((n) => n !== 0, 'Enter a quantity other than 0'),
      ),
    ),
    CountedStock: v.optional(whole('Counted stock', 0)),
    Reason: v.picklist(STOCK_REASONS, `Reason must be one of ${STOCK_REASONS.join(', ')}`),
    Note: v.optional(
      v.pipe(v.string('Note must be text'), v.trim(), v.maxLength(500, 'Note must be at most 500 characters')),
      '',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['Delta'], ['CountedStock']],
      (input) => (input.Delta === undefined) !== (input.CountedStock === undefined),
      'Give either a quantity to add or remove, or the counted stock',
    ),
    ['Delta'],
  ),
  v.forward(
    v.partialCheck(
      [['Delta'], ['CountedStock'], ['Reason']],
      (input) => REASONS_BY_MODE[adjustModeOf(input)].includes(input.Reason),
      'This reason does not fit this change',
    ),
    ['Reason'],
  ),
)

/** The change an adjustment makes to a product holding `current` units. */
export function adjustmentDelta(current: number, input: { Delta?: number; CountedStock?: number }): number {
  return input.CountedStock !== undefined ? input.CountedStock - current : (input.Delta ?? 0)
}

/** Why an adjustment cannot apply to `current` units (it would go below 0 or too high), or null. */
export function adjustmentProblem(current: number, delta: number): string | null {
  const after = current + delta
  if (after < 0) return `Only ${current} in stock: you cannot remove ${-delta}`
  if (after > MAX_STOCK) return 'Stock would be too large'
  return null
}

/** GET get-product-stock-history: one product's movements, newest first, paged. */
export const StockHistoryQuerySchema = requestObject({
  ProductID: ProductIdSchema,
  iDisplayStart: v.optional(intParam('iDisplayStart must be a whole number from 0', 0, 10_000_000), 0),
  iDisplayLength: v.optional(
    intParam(`iDisplayLength must be a whole number from 1 to ${MAX_PAGE_LENGTH}`, 1, MAX_PAGE_LENGTH),
    10,
  ),
})

/** One stock movement as the history lists it. OrderID is set only when the reader may open the order. */
export const StockMovementSchema = v.object({
  MovementID: v.number(),
  At: v.string(),
  Kind: v.picklist(STOCK_MOVEMENT_KINDS),
  Delta: v.number(),
  StockAfter: v.number(),
  Reason: v.nullable(v.picklist(STOCK_REASONS)),
  Note: v.string(),
  By: v.nullable(v.string()),
  OrderID: v.nullable(v.string()),
  OrderNumber: v.nullable(v.string()),
})

export type StockAdjustInput = v.InferOutput<typeof StockAdjustSchema>
export type StockHistoryQuery = v.InferOutput<typeof StockHistoryQuerySchema>
export type StockMovement = v.InferOutput<typeof StockMovementSchema>
