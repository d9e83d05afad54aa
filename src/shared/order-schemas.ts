import * as v from 'valibot'
import { DocumentApprovalSchema } from './approval-request-schemas'
import { UNITS_OF_MEASUREMENT } from './catalogue-enums'
import { IsoDateSchema } from './order-list-query'
import { ORDER_STATUSES } from './order-status'
import { OrderIdSchema } from './record-ids'
import { requestObject } from './request-object'
import { TotalsSchema } from './totals-schema'
import { uuidSchema } from './uuid'

/** Refuses control characters (a NUL cannot be stored in a text column); tabs and line breaks are fine. */
const printable = (label: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  v.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/u, `${label} cannot contain control characters`)

/** POST create-order: the client makes the OrderID, so a replayed checkout places one order. */
export const CreateOrderSchema = requestObject({
  OrderID: uuidSchema('OrderID must be a UUID'),
  DeliveryAddress: v.pipe(
    v.string('Delivery address is required'),
    v.trim(),
    v.nonEmpty('Delivery address is required'),
    v.maxLength(500, 'Delivery address must be at most 500 characters'),
    printable('Delivery address'),
  ),
  RequiredBy: IsoDateSchema('Required-by date must be a date (YYYY-MM-DD)'),
  Notes: v.optional(
    v.pipe(
      v.string('Notes must be text'),
      v.trim(),
      v.maxLength(1000, 'Notes must be at most 1000 characters'),
      printable('Notes'),
    ),
    '',
  ),
  /** The buyer saw the changed prices and takes the current ones. */
  AcceptPriceChanges: v.optional(v.boolean('AcceptPriceChanges must be true or false'), false),
})

/** GET get-order-by-id?OrderID= */
export const OrderByIdQuerySchema = requestObject({ OrderID: OrderIdSchema })

export { type OrderListQuery, OrderListQuerySchema } from './order-list-query'

/** An order as the list shows it. */
export const OrderRowSchema = v.object({
  OrderID: v.string(),
  OrderNumber: v.string(),
  Status: v.picklist(ORDER_STATUSES),
  PlacedBy: v.string(),
  PlacedAt: v.string(),
  RequiredBy: v.string(),
  ItemCount: v.number(),
  Total: v.number(),
})

/** An order line: the product and price as they were when the order was placed. */
export const OrderLineSchema = v.object({
  LineID: v.string(),
  ProductID: v.number(),
  Name: v.string(),
  SKU: v.string(),
  UnitsofMeasurement: v.picklist(UNITS_OF_MEASUREMENT),
  Quantity: v.number(),
  UnitPrice: v.number(),
  TaxPercentage: v.number(),
  LineTotal: v.number(),
})

/** A change of an order's status. */
export const OrderHistorySchema = v.object({
  Status: v.picklist(ORDER_STATUSES),
  At: v.string(),
  By: v.string(),
  Remarks: v.string(),
})

/** GET get-order-by-id */
export const OrderSchema = v.object({
  ...OrderRowSchema.entries,
  DeliveryAddress: v.string(),
  Notes: v.string(),
  Lines: v.array(OrderLineSchema),
  Totals: TotalsSchema,
  History: v.array(OrderHistorySchema),
  /** The statuses the reader may move this order to (the server decides; the page offers these). */
  NextStatuses: v.array(v.picklist(ORDER_STATUSES)),
  /** Its approval in the engine: the page links to it; a level not the reader's takes Approve away. */
  Approval: v.optional(DocumentApprovalSchema),
})

export type CreateOrderInput = v.InferOutput<typeof CreateOrderSchema>
export type OrderRow = v.InferOutput<typeof OrderRowSchema>
export type Order = v.InferOutput<typeof OrderSchema>

/** POST update-order-status: move an order along its lifecycle (src/shared/order-status.ts). */
export const UpdateOrderStatusSchema = requestObject({
  OrderID: OrderIdSchema,
  Status: v.picklist(ORDER_STATUSES, 'Unknown order status'),
  Remarks: v.optional(
    v.pipe(
      v.string('Remarks must be text'),
      v.trim(),
      v.maxLength(500, 'Remarks must be at most 500 characters'),
      printable('Remarks'),
    ),
    '',
  ),
})

export type UpdateOrderStatusInput = v.InferOutput<typeof UpdateOrderStatusSchema>
