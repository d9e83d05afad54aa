import { queryOptions } from '@tanstack/react-query'
import type { OrderListQuery } from '../../shared/order-schemas'
import { fetchOrder, fetchOrders } from './api'
import { orderKeys } from './query-keys'

/** Query options of orders. */
export const orderQueries = {
  list: (query: OrderListQuery) =>
    queryOptions({
      queryKey: orderKeys.list(query),
      queryFn: ({ signal }) => fetchOrders(query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => fetchOrder(id, signal),
    }),
}
