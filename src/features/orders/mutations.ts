import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, UpdateOrderStatusInput } from '../../shared/order-schemas'
import { budgetKeys } from '../budgets/query-keys'
import { cartKeys } from '../cart/query-keys'
import { productKeys } from '../products/query-keys'
import { updateOrderStatus } from './api'
import { orderKeys } from './query-keys'

/** Stock of the order's products moved: their details and every product list are stale. */
export function productsOf(order: Order) {
  return [productKeys.lists(), ...order.Lines.map((line) => productKeys.detail(line.ProductID))]
}

/** Refreshes the cart after an order emptied it. */
export function useRefreshCart() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all })
}

/**
 * Moves an order to another status; a cancel gives the stock back, so the products are stale too,
 * and releases what the order committed of its budget, so the budget figures are stale as well.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateOrderStatusInput) => updateOrderStatus(body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.OrderID), order)
      const stale =
        order.Status === 'Cancelled' ? [orderKeys.lists(), budgetKeys.all, ...productsOf(order)] : [orderKeys.lists()]
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
