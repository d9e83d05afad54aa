import type * as v from 'valibot'
import { dataTablesList } from '../../../components/list-kit/datatables-list'
import { PENDING_SORT_COLUMNS, PendingListQuerySchema } from '../../../shared/approval-list-query'

/** /Pending-Approvals: q (document number or requester), page, size, sort, dir, type, priority, overdue. */
export const pendingList = dataTablesList({
  wire: PendingListQuerySchema.entries,
  columns: PENDING_SORT_COLUMNS,
  params: { type: 'approvalType', priority: 'priority', overdue: 'overdue' },
})

export type PendingListSearch = v.InferOutput<typeof pendingList.schema>
export type PendingSortColumn = (typeof PENDING_SORT_COLUMNS)[number]
