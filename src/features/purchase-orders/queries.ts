import { queryOptions } from '@tanstack/react-query'
import { fetchPurchaseOrder, fetchUnitsOfMeasure } from './api'
import { poKeys } from './query-keys'

/** Query options of one purchase order and of the units of measure its lines use. */
export const poQueries = {
  detail: (poId: string) =>
    queryOptions({
      queryKey: poKeys.detail(poId),
      queryFn: ({ signal }) => fetchPurchaseOrder(poId, signal),
      // Other people move a PO along (approve, deliver): opening a PO page always asks the server
      // again, while the cached copy shows at once.
      staleTime: 0,
    }),
  unitsOfMeasure: () =>
    queryOptions({
      queryKey: poKeys.unitsOfMeasure(),
      queryFn: ({ signal }) => fetchUnitsOfMeasure(signal),
      // Units change rarely (an administrator adds one): an hour-old list is fine.
      staleTime: 60 * 60 * 1000,
    }),
}
