import { queryOptions } from '@tanstack/react-query'
import type { SupplierListQuery } from '../../shared/supplier-schemas'
import { fetchSupplier, fetchSuppliers } from './api'
import { supplierKeys } from './query-keys'

const list = (query: SupplierListQuery) =>
  queryOptions({
    queryKey: supplierKeys.list(query),
    queryFn: ({ signal }) => fetchSuppliers(query, signal),
  })

/** Query options of supply partners. */
export const supplierQueries = {
  list,
  /**
   * The Active partners by name, the only ones an RFQ may invite and a PO or a reorder may go to: the
   * first `length`, or those matching `search` (name, code or e-mail).
   */
  active: ({ search = '', length }: { search?: string; length: number }) =>
    list({
      status: 'Active',
      search_txt: search,
      iDisplayStart: 0,
      iDisplayLength: length,
      iSortCol_0: 0,
      sSortDir_0: 'asc',
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: supplierKeys.detail(id),
      queryFn: ({ signal }) => fetchSupplier(id, signal),
    }),
}
