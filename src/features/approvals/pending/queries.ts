import { queryOptions } from '@tanstack/react-query'
import type { PendingListQuery } from '../../../shared/approval-list-query'
import { approvalKeys } from '../query-keys'
import { fetchPendingApprovals } from './api'

/** Query options of `/Pending-Approvals`. */
export const pendingQueries = {
  list: (query: PendingListQuery) =>
    queryOptions({
      queryKey: approvalKeys.pendingList(query),
      queryFn: ({ signal }) => fetchPendingApprovals(query, signal),
    }),
}
