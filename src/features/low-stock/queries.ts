import { queryOptions } from '@tanstack/react-query'
import { MAX_PAGE_LENGTH } from '../../shared/list-query'
import type { LowStockQuery } from '../../shared/low-stock-schemas'
import { supplierQueries } from '../suppliers/queries'
import { fetchLowStock } from './api'
import { lowStockKeys } from './query-keys'

/** Query options of the low-stock list and of the partners a reorder may go to. */
export const lowStockQueries = {
  list: (query: LowStockQuery) =>
    queryOptions({
      queryKey: lowStockKeys.list(query),
      queryFn: ({ signal }) => fetchLowStock(query, signal),
    }),
  /** The Active supply partners by name (a PO goes only to an Active one): the vendor choice of each row. */
  activePartners: () => supplierQueries.active({ length: MAX_PAGE_LENGTH }),
}
