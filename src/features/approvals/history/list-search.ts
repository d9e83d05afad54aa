import type * as v from 'valibot'
import { dataTablesList } from '../../../components/list-kit/datatables-list'
import { HISTORY_SORT_COLUMNS, HistoryListQuerySchema } from '../../../shared/approval-list-query'

/** /Approval-History: q, page, size, sort, dir, type, status and the from/to days, from get-approval-history's schema. */
export const historyList = dataTablesList({
  wire: HistoryListQuerySchema.entries,
  columns: HISTORY_SORT_COLUMNS,
  params: { type: 'approvalType', status: 'status', from: 'from', to: 'to' },
  defaultDir: 'desc',
})

export type HistoryListSearch = v.InferOutput<typeof historyList.schema>
export type HistorySortColumn = (typeof HISTORY_SORT_COLUMNS)[number]
