import type * as v from 'valibot'
import { offsetList } from '../../../components/list-kit/offset-list'
import { PO_SORT_KEYS, PoListQuerySchema } from '../../../shared/po-list-query'
import { PO_PAGE_SIZE } from '../../../shared/po-options'
import type { PoTab } from '../../../shared/po-status'

/**
 * /Manage-PO: the tab, the zero-based page (spec point 2), the sort ('-poDate' is descending) and
 * the seven filters, from get-all-po's schema. Malformed values are dropped; defaults stay out of the URL.
 */
export const poList = offsetList({
  wire: PoListQuerySchema.entries,
  params: {
    tab: 'name',
    poNumbers: 'poNumbers',
    vendorIds: 'vendorIds',
    status: 'status',
    poDateFrom: 'poDateFrom',
    poDateTo: 'poDateTo',
    deliveryDateFrom: 'deliveryDateFrom',
    deliveryDateTo: 'deliveryDateTo',
    createdBy: 'createdBy',
    valueMin: 'valueMin',
    valueMax: 'valueMax',
  },
  filters: [
    'poNumbers',
    'vendorIds',
    'status',
    'poDateFrom',
    'poDateTo',
    'deliveryDateFrom',
    'deliveryDateTo',
    'createdBy',
    'valueMin',
    'valueMax',
  ],
  pageSize: PO_PAGE_SIZE,
  sortKeys: PO_SORT_KEYS,
})

export type PoListSearch = v.InferOutput<typeof poList.schema>

/** The tab the URL shows: All unless it names another. */
export const poTabOf = (search: PoListSearch): PoTab => search.tab ?? 'all'
