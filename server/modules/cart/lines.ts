import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Cart, CartItem } from '../../../src/shared/cart-schemas'
import { cartLineView, cartView } from '../../../src/shared/cart-view'
import { thumbnailPath } from '../../../src/shared/image-data-url'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { cartItems } from '../../db/schema/orders'
import type { Actor } from '../../lib/app-env'

/** The columns of a cart line and of its product as it is now. */
const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  unitPrice: cartItems.unitPrice,
  createdAt: cartItems.createdAt,
  name: products.name,
  sku: products.sku,
  images: products.images,
  unit: products.unit,
  price: products.price,
  tax: products.taxPercentage,
  stock: products.stock,
  status: products.status,
  deletedAt: products.deletedAt,
}

/** What the database answers for a column: its data, or null when the column may hold none. */
type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never

/** A cart line joined with its product, as the database answers it. */
export type CartLineRow = { [K in keyof typeof lineColumns]: ColumnValue<(typeof lineColumns)[K]> }

/** A stored line as the shared cart view prices it (a deleted or inactive product makes it unavailable). */
export function cartLineOf(row: CartLineRow): CartItem {
  const first = row.images[0]
  return cartLineView({
    CartID: row.id,
    ProductID: row.productId,
    Name: row.name,
    SKU: row.sku,
    Thumbnail: first ? thumbnailPath(first) : null,
    UnitsofMeasurement: row.unit,
    Quantity: Number(row.quantity),
    UnitPrice: Number(row.unitPrice),
    CurrentPrice: Number(row.price),
    TaxPercentage: row.tax,
    Stock: row.stock,
    ProductStatus: row.status,
    Unavailable: row.deletedAt !== null || row.status !== 'Active',
    AddedAt: row.createdAt.toISOString(),
  })
}

/**
 * The actor's cart lines joined with their products as they are now, oldest first; only the given
 * lines when ids are passed (a checkout reads exactly the lines it locked).
 */
export async function loadCartLines(db: Db, actor: Actor, ids?: readonly string[]): Promise<CartItem[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(
        eq(cartItems.tenantId, actor.tenantId),
        eq(cartItems.userId, actor.userId),
        ids ? inArray(cartItems.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  return rows.map(cartLineOf)
}

/** GET get-cart: the shared cart view of the user's lines. */
export async function getCart(db: Db, actor: Actor): Promise<Cart> {
  return cartView(await loadCartLines(db, actor))
}
