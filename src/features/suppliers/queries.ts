import { queryOptions } from '@tanstack/react-query'
import type { SupplierListQuery } from '../../shared/supplier-schemas'
import { fetchSupplier, fetchSuppliers } from './api'
import { supplierKeys } from './query-keys'

/** Query options of supply partners. */
export const supplierQueries = {
  list: (query: SupplierListQuery) =>
    queryOptions({
      queryKey: supplierKeys.list(query),
      queryFn: ({ signal }) => fetchSuppliers(query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: supplierKeys.detail(id),
      queryFn: ({ signal }) => fetchSupplier(id, signal),
    }),
}
