import * as v from 'valibot'
import { lenient, listSearchEntries, pagingQuery, patchListSearch } from '../../lib/list-search'
import type { OrderListQuery } from '../../shared/order-schemas'
import { ORDER_STATUSES } from '../../shared/order-status'
import { ORDER_SORT_COLUMNS } from '../../shared/sort-columns'

const IsoDay = v.pipe(v.string(), v.isoDate())

/**
 * /orders search params: q (order number), page, size, sort, dir, status, from and to (placed
 * between, YYYY-MM-DD). The list opens newest first: no `dir` means descending.
 */
export const OrderListSearchSchema = v.object({
  ...listSearchEntries(ORDER_SORT_COLUMNS),
  status: lenient(v.picklist(ORDER_STATUSES)),
  from: lenient(IsoDay),
  to: lenient(IsoDay),
})

export type OrderListSearch = v.InferOutput<typeof OrderListSearchSchema>
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number]

/** The sort of the list: placed date, newest first, unless the URL says otherwise. */
export function orderSort(search: OrderListSearch) {
  return { column: search.sort ?? ORDER_SORT_COLUMNS[0], direction: search.dir ?? 'desc' } as const
}

/** The get-all-orders query for a URL state. */
export function orderListQuery(search: OrderListSearch): OrderListQuery {
  return {
    ...pagingQuery({ ...search, dir: orderSort(search).direction }, ORDER_SORT_COLUMNS),
    status: search.status,
    from: search.from,
    to: search.to,
  }
}

/** The next URL state after a change; descending is the default direction here, so it leaves the URL. */
export function patchOrderSearch(current: OrderListSearch, patch: Partial<OrderListSearch>): OrderListSearch {
  const direction = 'dir' in patch ? patch.dir : current.dir
  const next = patchListSearch(current, patch, ORDER_SORT_COLUMNS[0])
  return {
    ...next,
    dir: direction === 'desc' ? undefined : direction,
    from: next.from || undefined,
    to: next.to || undefined,
  }
}
