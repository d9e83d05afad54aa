import { api, dataOf } from '../../lib/api-client'
import {
  type OrderListQuery,
  OrderRowSchema,
  OrderSchema,
  type UpdateOrderStatusInput,
} from '../../shared/order-schemas'

/** GET get-all-orders: one page of the orders the user may see. */
export function fetchOrders(query: OrderListQuery, signal?: AbortSignal) {
  return api.list('get-all-orders', OrderRowSchema, { query, signal })
}

/** GET get-order-by-id: an order with its lines, totals and history. */
export async function fetchOrder(id: string, signal?: AbortSignal) {
  return dataOf(await api.get('get-order-by-id', OrderSchema, { query: { OrderID: id }, signal }))
}

/** POST update-order-status: moves an order along its lifecycle. */
export async function updateOrderStatus(body: UpdateOrderStatusInput) {
  return dataOf(await api.post('update-order-status', OrderSchema, { body }))
}
