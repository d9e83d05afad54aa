import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderInput } from '../../shared/order-schemas'
import { budgetKeys } from '../budgets/query-keys'
import { placeOrder } from '../cart/api'
import { cartKeys } from '../cart/query-keys'
import { productsOf } from '../orders/mutations'
import { orderKeys } from '../orders/query-keys'
import { conflictCart } from './cart-conflict'

/**
 * Places the cart as an order, or keeps the checkout in the offline outbox:
 * then nothing is cached as placed, and the cart shows the checkout pending until it syncs.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: 'create-order' },
    mutationFn: (body: CreateOrderInput) => placeOrder(body),
    onSuccess: (result) => {
      if (result.queued) return
      const { order } = result
      queryClient.setQueryData(orderKeys.detail(order.OrderID), order)
      // The order commits budget: the budget left, the report and the budget screens are stale too.
      const stale = [orderKeys.lists(), budgetKeys.all, ...productsOf(order)]
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      const cart = conflictCart(error)
      if (cart) queryClient.setQueryData(cartKeys.current(), cart)
    },
  })
}
