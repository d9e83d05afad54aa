import { api, dataOf, isQueued } from '../../lib/api-client'
import { type BudgetNotice, BudgetNoticeBeside } from '../../shared/budget-schemas'
import { type AddToCartInput, type Cart, CartSchema, type UpdateCartItemInput } from '../../shared/cart-schemas'
import { type CreateOrderInput, type Order, OrderSchema } from '../../shared/order-schemas'

/**
 * What a cart write answers: the whole cart, or `queued` when the offline outbox kept the request
 * to send later (it answers `202 { status: true, queued: true, data: null }`).
 */
export type CartWriteResult = { queued: false; cart: Cart } | { queued: true }

async function writeCart(
  sent: ReturnType<typeof api.post<typeof CartSchema, 'add-to-cart'>>,
): Promise<CartWriteResult> {
  const answer = await sent
  if (isQueued(answer)) return { queued: true }
  return { queued: false, cart: dataOf(answer) }
}

/** GET get-cart: the signed-in user's cart with its totals and change flags. */
export async function fetchCart(signal?: AbortSignal) {
  return dataOf(await api.get('get-cart', CartSchema, { signal }))
}

/**
 * POST add-to-cart: the whole cart after the line was added. The line's CartID is also the request's
 * Idempotency-Key, so sending the same add again is a replay, never a second add.
 */
export function addToCart(body: AddToCartInput): Promise<CartWriteResult> {
  return writeCart(api.post('add-to-cart', CartSchema, { body, idempotencyKey: body.CartID }))
}

/** POST update-cart-item: the whole cart after the quantity was set. */
export function updateCartItem(body: UpdateCartItemInput): Promise<CartWriteResult> {
  return writeCart(api.post('update-cart-item', CartSchema, { body }))
}

/** DELETE delete-cart-item?CartID=: the whole cart after the line was removed. */
export function deleteCartItem(cartId: string): Promise<CartWriteResult> {
  return writeCart(api.delete('delete-cart-item', CartSchema, { query: { CartID: cartId } }))
}

/**
 * What a checkout answers: the order placed with the server's budget notice (null without a budget),
 * or `queued` when it waits in the offline outbox.
 */
export type CheckoutResult = { queued: false; order: Order; budget: BudgetNotice } | { queued: true }

/** POST create-order from the checkout: the order, or queued offline (the cart shows the checkout pending). */
export async function placeOrder(body: CreateOrderInput): Promise<CheckoutResult> {
  const answer = await api.postBeside('create-order', OrderSchema, BudgetNoticeBeside, { body })
  if (isQueued(answer)) return { queued: true }
  return { queued: false, order: dataOf(answer), budget: answer.budget }
}
