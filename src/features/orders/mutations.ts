import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderInput, Order, UpdateOrderStatusInput } from '../../shared/order-schemas'
import { cartKeys } from '../cart/query-keys'
import { productKeys } from '../products/query-keys'
import { createOrder, updateOrderStatus } from './api'
import { conflictCart } from './order-conflict'
import { orderKeys } from './query-keys'

/** Stock of the order's products moved: their details and every product list are stale. */
function productsOf(order: Order) {
  return [productKeys.lists(), ...order.Lines.map((line) => productKeys.detail(line.ProductID))]
}

/**
 * Places the cart as an order. The order goes into the cache (the thank-you and detail pages read
 * it) and the order lists are stale (spec point 7). A refusal that carries the cart (409) puts that
 * cart in the cache, so the page shows which lines changed. The cart itself is refreshed by the
 * page once it has left the checkout, so the checkout never flashes an empty cart.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    // Checkouts run one after another: a second submit (a double click) reaches the server after the
    // first has placed the order, and the same OrderID then returns that order instead of racing it.
    scope: { id: 'create-order' },
    mutationFn: (body: CreateOrderInput) => createOrder(body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.OrderID), order)
      return Promise.all(
        [orderKeys.lists(), ...productsOf(order)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
    onError: (error) => {
      const cart = conflictCart(error)
      if (cart) queryClient.setQueryData(cartKeys.current(), cart)
    },
  })
}

/** Refreshes the cart after an order emptied it. */
export function useRefreshCart() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all })
}

/** Moves an order to another status; a cancel gives the stock back, so the products are stale too. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateOrderStatusInput) => updateOrderStatus(body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.OrderID), order)
      const stale = order.Status === 'Cancelled' ? [orderKeys.lists(), ...productsOf(order)] : [orderKeys.lists()]
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
