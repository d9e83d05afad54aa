import { api, dataOf } from '../../lib/api-client'
import { type AddToCartInput, CartSchema, type UpdateCartItemInput } from '../../shared/cart-schemas'

/** GET get-cart: the signed-in user's cart with its totals and change flags. */
export async function fetchCart(signal?: AbortSignal) {
  return dataOf(await api.get('get-cart', CartSchema, { signal }))
}

/** POST add-to-cart: the whole cart after the line was added. */
export async function addToCart(body: AddToCartInput) {
  return dataOf(await api.post('add-to-cart', CartSchema, { body }))
}

/** POST update-cart-item: the whole cart after the quantity was set. */
export async function updateCartItem(body: UpdateCartItemInput) {
  return dataOf(await api.post('update-cart-item', CartSchema, { body }))
}

/** DELETE delete-cart-item?CartID=: the whole cart after the line was removed. */
export async function deleteCartItem(cartId: string) {
  return dataOf(await api.delete('delete-cart-item', CartSchema, { query: { CartID: cartId } }))
}
