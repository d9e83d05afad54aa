import type * as v from 'valibot'
import { dataTablesList } from '../../../components/list-kit/datatables-list'
import { RFQ_SORT_COLUMNS, RfqListQuerySchema } from '../../../shared/rfq-list-query'

/** /Manage-RFQs: q (RFQ number or title), page, size, sort, dir, status, createdBy, closingWithin, responses, from get-all-rfq's schema (newest first). */
export const rfqList = dataTablesList({
  wire: RfqListQuerySchema.entries,
  columns: RFQ_SORT_COLUMNS,
  params: { status: 'status', createdBy: 'createdBy', closingWithin: 'closingWithin', responses: 'responses' },
})

export type RfqListSearch = v.InferOutput<typeof rfqList.schema>
export type RfqSortColumn = (typeof RFQ_SORT_COLUMNS)[number]
