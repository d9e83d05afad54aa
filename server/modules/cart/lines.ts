import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Cart, CartItem } from '../../../src/shared/cart-schemas'
import { thumbnailPath } from '../../../src/shared/image-data-url'
import { fromPaise } from '../../../src/shared/money'
import { lineGrossPaise, orderTotals, type PricedLine, type Totals } from '../../../src/shared/order-totals'
import { stockUnitsFor } from '../../../src/shared/quantity'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { cartItems } from '../../db/schema/orders'
import type { Actor } from '../../lib/app-env'

/**
 * The actor's cart lines joined with their products as they are now, oldest first; only the given
 * lines when ids are passed (a checkout reads exactly the lines it locked).
 */
export async function loadCartLines(db: Db, actor: Actor, ids?: readonly string[]): Promise<CartItem[]> {
  const rows = await db
    .select({
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
    })
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
  return rows.map((row) => {
    const quantity = Number(row.quantity)
    const unitPrice = Number(row.unitPrice)
    const currentPrice = Number(row.price)
    const first = row.images[0]
    return {
      CartID: row.id,
      ProductID: row.productId,
      Name: row.name,
      SKU: row.sku,
      Thumbnail: first ? thumbnailPath(first) : null,
      UnitsofMeasurement: row.unit,
      Quantity: quantity,
      UnitPrice: unitPrice,
      CurrentPrice: currentPrice,
      TaxPercentage: row.tax,
      Stock: row.stock,
      ProductStatus: row.status,
      LineTotal: fromPaise(lineGrossPaise({ quantity, unitPrice, gstPercent: row.tax })),
      PriceChanged: currentPrice !== unitPrice,
      StockShort: stockUnitsFor(quantity) > row.stock,
      Unavailable: row.deletedAt !== null || row.status !== 'Active',
      AddedAt: row.createdAt.toISOString(),
    }
  })
}

/** Totals in paise as the API sends them, in rupees. */
export function totalsInRupees(totals: Totals): Cart['Totals'] {
  return {
    Subtotal: fromPaise(totals.subtotalPaise),
    GstByRate: totals.gstByRate.map((r) => ({
      Rate: r.rate,
      Taxable: fromPaise(r.taxablePaise),
      Gst: fromPaise(r.gstPaise),
    })),
    Gst: fromPaise(totals.gstPaise),
    Total: fromPaise(totals.totalPaise),
  }
}

/** A cart line priced as the shared totals take it, at the price it keeps or at today's. */
export const pricedLine = (line: CartItem, atCurrentPrice = false): PricedLine => ({
  quantity: line.Quantity,
  unitPrice: atCurrentPrice ? line.CurrentPrice : line.UnitPrice,
  gstPercent: line.TaxPercentage,
})

/** The cart as the API returns it: lines, totals at the prices the lines keep, and whether anything changed. */
export function cartOf(lines: CartItem[]): Cart {
  return {
    CartItems: lines,
    Totals: totalsInRupees(orderTotals(lines.map((line) => pricedLine(line)))),
    ItemCount: lines.length,
    HasChanges: lines.some((l) => l.PriceChanged || l.StockShort || l.Unavailable),
  }
}

/** GET get-cart */
export async function getCart(db: Db, actor: Actor): Promise<Cart> {
  return cartOf(await loadCartLines(db, actor))
}
