import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addToCart, type CartWriteResult, deleteCartItem, updateCartItem } from './api'
import { cartKeys } from './query-keys'

/** Cart writes run one at a time, in the order they were made, so a late answer never undoes a newer one. */
const CART_SCOPE = { id: 'cart' }

/** The cart the server answered goes into the cache; a write queued offline shows through the outbox overlay instead. */
function useSetCart() {
  const queryClient = useQueryClient()
  return (result: CartWriteResult) => {
    if (!result.queued) queryClient.setQueryData(cartKeys.current(), result.cart)
  }
}

/** Adds a product to the cart; the caller makes the line's CartID when the user acts, so a replay adds it once. */
export function useAddToCart() {
  const setCart = useSetCart()
  return useMutation({
    scope: CART_SCOPE,
    mutationFn: ({ cartId, productId, quantity }: { cartId: string; productId: number; quantity: number }) =>
      addToCart({ CartID: cartId, ProductID: productId, Quantity: quantity }),
    onSuccess: setCart,
  })
}

/** Sets the quantity of a cart line (an absolute value: a replay changes nothing). */
export function useUpdateCartItem() {
  const setCart = useSetCart()
  return useMutation({
    scope: CART_SCOPE,
    mutationFn: ({ cartId, quantity }: { cartId: string; quantity: number }) =>
      updateCartItem({ CartID: cartId, Quantity: quantity }),
    onSuccess: setCart,
  })
}

/** Removes a line from the cart. */
export function useRemoveCartItem() {
  const setCart = useSetCart()
  return useMutation({
    scope: CART_SCOPE,
    mutationFn: (cartId: string) => deleteCartItem(cartId),
    onSuccess: setCart,
  })
}
