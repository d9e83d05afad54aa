import { queryOptions } from '@tanstack/react-query'
import type { HistoryListQuery } from '../../../shared/approval-list-query'
import { approvalKeys } from '../query-keys'
import { fetchHistory } from './api'

/** Query options of the approval history. */
export const historyQueries = {
  list: (query: HistoryListQuery) =>
    queryOptions({
      queryKey: approvalKeys.history(query),
      queryFn: ({ signal }) => fetchHistory(query, signal),
    }),
}
