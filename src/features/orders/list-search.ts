import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import { OrderListQuerySchema } from '../../shared/order-list-query'
import { ORDER_SORT_COLUMNS } from '../../shared/sort-columns'

/**
 * /orders: q (order number), page, size, sort, dir, status, from and to (placed between), spend, from
 * get-all-orders' schema. The list opens newest first: no `dir` means descending.
 */
export const orderList = dataTablesList({
  wire: OrderListQuerySchema.entries,
  columns: ORDER_SORT_COLUMNS,
  params: { status: 'status', from: 'from', to: 'to', spend: 'spend' },
  defaultDir: 'desc',
})

export type OrderListSearch = v.InferOutput<typeof orderList.schema>
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number]
