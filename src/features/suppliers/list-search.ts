import * as v from 'valibot'
import { lenient, listSearchEntries, pagingQuery } from '../../lib/list-search'
import { SUPPLIER_SORT_COLUMNS } from '../../shared/sort-columns'
import type { SupplierListQuery } from '../../shared/supplier-schemas'
import { SUPPLIER_STATUSES } from '../../shared/supplier-status'

/** /Manage-Supply-Partner search params: q (name, GSTIN or e-mail), page, size, sort, dir, status. */
export const SupplierListSearchSchema = v.object({
  ...listSearchEntries(SUPPLIER_SORT_COLUMNS),
  status: lenient(v.picklist(SUPPLIER_STATUSES)),
})

export type SupplierListSearch = v.InferOutput<typeof SupplierListSearchSchema>
export type SupplierSortColumn = (typeof SUPPLIER_SORT_COLUMNS)[number]

/** The get-all-vendors query for a URL state. */
export function supplierListQuery(search: SupplierListSearch): SupplierListQuery {
  return { ...pagingQuery(search, SUPPLIER_SORT_COLUMNS), status: search.status }
}
