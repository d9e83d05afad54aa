import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import { SUPPLIER_SORT_COLUMNS } from '../../shared/sort-columns'
import { SupplierListQuerySchema } from '../../shared/supplier-list-query'

/** /Manage-Supply-Partner: q (name, GSTIN or e-mail), page, size, sort, dir, status, from get-all-vendors' schema. */
export const supplierList = dataTablesList({
  wire: SupplierListQuerySchema.entries,
  columns: SUPPLIER_SORT_COLUMNS,
  params: { status: 'status' },
})

export type SupplierListSearch = v.InferOutput<typeof supplierList.schema>
export type SupplierSortColumn = (typeof SUPPLIER_SORT_COLUMNS)[number]
