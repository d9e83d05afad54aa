import * as v from 'valibot'
import { intParam, listQueryEntries, MAX_ID } from './list-query'
import { poDaySchema, poQuantitySchema, requiredText } from './po-fields'
import { requestObject } from './request-object'
import type { Role } from './roles'
import { uuidSchema } from './uuid'

/** Who reads the low-stock list: who keeps the catalogue, who buys and who receives goods (admin always may). */
export const LOW_STOCK_READERS: readonly Role[] = ['catalogue_manager', 'buyer', 'warehouse']

/** Sortable columns of `/Low-Stock`: by iSortCol_0. */
export const LOW_STOCK_SORT_COLUMNS = ['Shortfall', 'Name', 'SKU', 'Stock', 'CategoryName'] as const

/**
 * What to order of a product at or below its reorder level: enough to bring the stock back to
 * twice the reorder level, at least one.
 */
export function suggestedQuantity(stock: number, reorderLevel: number): number {
  return Math.max(1, 2 * reorderLevel - Math.max(0, stock))
}

/** GET get-low-stock: active products whose stock is at or below their reorder level. */
export const LowStockQuerySchema = requestObject({
  ...listQueryEntries(LOW_STOCK_SORT_COLUMNS.length),
  CategoryID: v.optional(intParam('CategoryID must be a category id', 1, MAX_ID)),
})
export type LowStockQuery = v.InferOutput<typeof LowStockQuerySchema>

/** One row of the low-stock list; the rate is what a PO line gets (cost price, or the price without one). */
export const LowStockRowSchema = v.object({
  ProductID: v.number(),
  Name: v.string(),
  SKU: v.string(),
  CategoryName: v.nullable(v.string()),
  Stock: v.number(),
  ReorderLevel: v.number(),
  SuggestedQuantity: v.number(),
  Unit: v.string(),
  Rate: v.number(),
  GSTPercentage: v.number(),
  DeliveryLeadTime: v.number(),
})
export type LowStockRow = v.InferOutput<typeof LowStockRowSchema>

/** Most POs one reorder makes, and lines per PO. */
export const MAX_REORDER_POS = 20
export const MAX_REORDER_LINES = 200

/** One Draft PO of a reorder: the client's poId (a replay makes nothing new), the vendor and the chosen products. */
const ReorderPoSchema = v.object({
  poId: uuidSchema('poId must be a UUID'),
  vendorId: uuidSchema('Select a vendor'),
  lines: v.pipe(
    v.array(
      v.object({
        ProductID: intParam('ProductID must be a product id', 1, MAX_ID),
        Quantity: poQuantitySchema(),
      }),
      'Choose at least one product',
    ),
    v.minLength(1, 'Choose at least one product'),
    v.maxLength(MAX_REORDER_LINES, `A PO can have at most ${MAX_REORDER_LINES} lines`),
  ),
})

/** POST create-po-from-low-stock: one Draft PO per chosen vendor, lines filled from the products. */
export const CreatePoFromLowStockSchema = v.pipe(
  requestObject({
    pos: v.pipe(
      v.array(ReorderPoSchema, 'Choose a vendor for the products'),
      v.minLength(1, 'Choose a vendor for the products'),
      v.maxLength(MAX_REORDER_POS, `At most ${MAX_REORDER_POS} POs at once`),
    ),
    billingAddress: requiredText('Billing Address', 500),
    deliveryAddress: requiredText('Delivery Address', 500),
    /** Blank: a week from today. */
    deliveryDate: v.optional(v.nullable(poDaySchema('Delivery Date must be a date')), null),
  }),
  v.check(
    (input) => new Set(input.pos.map((p) => p.vendorId)).size === input.pos.length,
    'One PO per vendor: a vendor is chosen twice',
  ),
  v.check((input) => new Set(input.pos.map((p) => p.poId)).size === input.pos.length, 'Each PO needs its own poId'),
)
export type CreatePoFromLowStockInput = v.InferOutput<typeof CreatePoFromLowStockSchema>

/** What create-po-from-low-stock made: each Draft PO and the screen to open it on. */
export const ReorderResultSchema = v.array(
  v.object({ poId: v.string(), poNumber: v.string(), vendorName: v.string(), lines: v.number(), href: v.string() }),
)
