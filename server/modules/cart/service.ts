import { and, eq, lt, notExists, sql } from 'drizzle-orm'
import type { AddToCartInput, Cart, UpdateCartItemInput } from '../../../src/shared/cart-schemas'
import type { UnitOfMeasurement } from '../../../src/shared/catalogue-enums'
import { lineGrossPaise, MAX_AMOUNT_PAISE } from '../../../src/shared/order-totals'
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE, quantityUnitError } from '../../../src/shared/quantity'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { cartAdds, cartItems } from '../../db/schema/orders'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { IDEMPOTENCY_TTL_MS } from '../../lib/idempotency'
import { liveProducts } from '../products/rows'
import { getCart } from './lines'

const ownedBy = (actor: Actor) => and(eq(cartAdds.tenantId, actor.tenantId), eq(cartAdds.userId, actor.userId))

/** A live product of the tenant that can be ordered now: 404 when there is none, 400 when it is not Active. */
async function orderableProduct(db: Db, actor: Actor, productId: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), liveProducts(actor.tenantId)))
    .limit(1)
  if (!product) throw notFound('Product not found')
  if (product.status !== 'Active') throw badRequest(`${product.name} is not available to order`)
  return product
}

/** Refuses a line quantity the unit or the limits do not allow (the schema checked the request alone). */
function checkLine(quantity: number, unit: UnitOfMeasurement, unitPrice: string, gstPercent: number): void {
  const unitError = quantityUnitError(quantity, unit)
  if (unitError) throw badRequest(unitError, { Quantity: [unitError] })
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(QUANTITY_TOO_LARGE, { Quantity: [QUANTITY_TOO_LARGE] })
  if (lineGrossPaise({ quantity, unitPrice: Number(unitPrice), gstPercent }) > MAX_AMOUNT_PAISE) {
    throw badRequest('This line comes to more than one order can hold', { Quantity: ['Quantity is too large'] })
  }
}

/** Forgets CartIDs whose line is gone, once a replay of them can no longer come (an idempotency key's life). */
async function pruneSettledAdds(db: Db, actor: Actor, now: Date): Promise<void> {
  await db
    .delete(cartAdds)
    .where(
      and(
        ownedBy(actor),
        lt(cartAdds.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
        notExists(db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.id, cartAdds.itemId))),
      ),
    )
}

/**
 * POST add-to-cart: a new line keeps the product's current price; a product already in the cart
 * gets the quantity added to its line. A CartID already used by this user changes nothing (a
 * replay), even after its line was merged, removed or ordered. Claiming the CartID first makes a
 * concurrent replay wait for this one and then see it; the upsert makes concurrent adds of one
 * product add up instead of colliding on the one-line-per-product index.
 */
export async function addToCart(db: Db, actor: Actor, input: AddToCartInput, now: Date): Promise<Cart> {
  return db.transaction(async (tx) => {
    await pruneSettledAdds(tx, actor, now)
    const claimed = await tx
      .insert(cartAdds)
      .values({
        id: input.CartID,
        tenantId: actor.tenantId,
        userId: actor.userId,
        itemId: input.CartID,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: cartAdds.id })
    if (claimed.length === 0) {
      const [mine] = await tx
        .select({ id: cartAdds.id })
        .from(cartAdds)
        .where(and(eq(cartAdds.id, input.CartID), ownedBy(actor)))
      if (!mine) throw conflict('This CartID is already used')
      return getCart(tx, actor)
    }
    const product = await orderableProduct(tx, actor, input.ProductID)
    const [line] = await tx
      .insert(cartItems)
      .values({
        id: input.CartID,
        tenantId: actor.tenantId,
        userId: actor.userId,
        productId: product.id,
        quantity: String(input.Quantity),
        unitPrice: product.price,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartItems.tenantId, cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: now },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity, unitPrice: cartItems.unitPrice })
    if (!line) throw new Error('cart upsert returned no row')
    checkLine(Number(line.quantity), product.unit, line.unitPrice, product.taxPercentage)
    if (line.id !== input.CartID) {
      await tx.update(cartAdds).set({ itemId: line.id }).where(eq(cartAdds.id, input.CartID))
    }
    return getCart(tx, actor)
  })
}

/**
 * What a CartID names for the actor: the line with its own id or the line an add with that CartID
 * was merged into. Null when the user never used the CartID; `line` is null when the line is gone.
 */
async function resolveLine(db: Db, actor: Actor, cartId: string) {
  const [add] = await db
    .select({ itemId: cartAdds.itemId })
    .from(cartAdds)
    .where(and(eq(cartAdds.id, cartId), ownedBy(actor)))
  if (!add) return null
  const [line] = await db
    .select({ id: cartItems.id, unitPrice: cartItems.unitPrice, unit: products.unit, tax: products.taxPercentage })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(eq(cartItems.id, add.itemId), eq(cartItems.tenantId, actor.tenantId), eq(cartItems.userId, actor.userId)),
    )
  return { line: line ?? null }
}

/**
 * POST update-cart-item: sets the quantity of one of the user's lines (an absolute value, so a
 * replay changes nothing). A line that is gone, or was never this user's, is 404.
 */
export async function updateCartItem(db: Db, actor: Actor, input: UpdateCartItemInput, now: Date): Promise<Cart> {
  return db.transaction(async (tx) => {
    const line = (await resolveLine(tx, actor, input.CartID))?.line
    if (!line) throw notFound('Cart item not found')
    checkLine(input.Quantity, line.unit, line.unitPrice, line.tax)
    const updated = await tx
      .update(cartItems)
      .set({ quantity: String(input.Quantity), updatedAt: now })
      .where(eq(cartItems.id, line.id))
      .returning({ id: cartItems.id })
    // Gone since it was read: a checkout that held the line has ordered it.
    if (updated.length === 0) throw notFound('Cart item not found')
    return getCart(tx, actor)
  })
}

/**
 * DELETE delete-cart-item?CartID=: removes one of the user's lines. A CartID of this user whose
 * line is already gone (removed before, or ordered) answers the cart as it is, so a replayed
 * removal succeeds again; a CartID this user never used is 404.
 */
export async function deleteCartItem(db: Db, actor: Actor, cartId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    const known = await resolveLine(tx, actor, cartId)
    if (!known) throw notFound('Cart item not found')
    if (known.line) await tx.delete(cartItems).where(eq(cartItems.id, known.line.id))
    return getCart(tx, actor)
  })
}
