import * as v from 'valibot'
import { listQueryEntries } from './list-query'
import { requestObject } from './request-object'
import { SUPPLIER_SORT_COLUMNS } from './sort-columns'
import { SUPPLIER_STATUSES } from './supplier-status'

// Apart from the other supplier schemas: the browser derives its list URL from this one, and the
// router checks URLs before any page code loads, so it must stay small.

/** GET get-all-vendors: status, paging, search on name, GSTIN and e-mail, sort. */
export const SupplierListQuerySchema = requestObject({
  ...listQueryEntries(SUPPLIER_SORT_COLUMNS.length),
  status: v.optional(v.picklist(SUPPLIER_STATUSES, `Status must be ${SUPPLIER_STATUSES.join(', ')}`)),
})

export type SupplierListQuery = v.InferOutput<typeof SupplierListQuerySchema>
