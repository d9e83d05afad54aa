import * as v from 'valibot'
import { CATALOGUE_STATUSES, UNITS_OF_MEASUREMENT } from './catalogue-enums'
import { intParam } from './list-query'
import { QuantitySchema } from './quantity'
import { requestObject } from './request-object'
import { TotalsSchema } from './totals-schema'
import { uuidSchema } from './uuid'

const CartIdSchema = uuidSchema('CartID must be the id of a cart item')

/** POST add-to-cart: the client makes the line's CartID, so a replay adds nothing twice. */
export const AddToCartSchema = requestObject({
  CartID: CartIdSchema,
  ProductID: intParam('Invalid product ID', 1, 2_147_483_647),
  Quantity: QuantitySchema,
})

/** POST update-cart-item: sets a line's quantity (an absolute value, so a replay changes nothing). */
export const UpdateCartItemSchema = requestObject({ CartID: CartIdSchema, Quantity: QuantitySchema })

/** DELETE delete-cart-item?CartID= */
export const DeleteCartItemQuerySchema = requestObject({ CartID: CartIdSchema })

/** A cart line with the product as it is now, and what changed since it was added. */
export const CartItemSchema = v.object({
  CartID: v.string(),
  ProductID: v.number(),
  Name: v.string(),
  SKU: v.string(),
  Thumbnail: v.nullable(v.string()),
  UnitsofMeasurement: v.picklist(UNITS_OF_MEASUREMENT),
  Quantity: v.number(),
  /** Price per unit when the line was added; the order uses it unless the buyer accepts a change. */
  UnitPrice: v.number(),
  CurrentPrice: v.number(),
  TaxPercentage: v.number(),
  Stock: v.number(),
  ProductStatus: v.picklist(CATALOGUE_STATUSES),
  LineTotal: v.number(),
  PriceChanged: v.boolean(),
  StockShort: v.boolean(),
  Unavailable: v.boolean(),
  AddedAt: v.string(),
})

/** GET get-cart */
export const CartSchema = v.object({
  CartItems: v.array(CartItemSchema),
  Totals: TotalsSchema,
  ItemCount: v.number(),
  HasChanges: v.boolean(),
})

export type AddToCartInput = v.InferOutput<typeof AddToCartSchema>
export type UpdateCartItemInput = v.InferOutput<typeof UpdateCartItemSchema>
export type CartItem = v.InferOutput<typeof CartItemSchema>
export type Cart = v.InferOutput<typeof CartSchema>
