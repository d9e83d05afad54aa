import { api } from '../../../lib/api-client'
import type { HistoryListQuery } from '../../../shared/approval-list-query'
import { ApprovalHistoryRowSchema } from '../../../shared/approval-request-schemas'

/** GET get-approval-history: one page of the decisions the user made or that concern their documents. */
export function fetchHistory(query: HistoryListQuery, signal?: AbortSignal) {
  return api.list('get-approval-history', ApprovalHistoryRowSchema, { query, signal })
}

/** GET export-approval-history: every decision matching the filters (paging left out), as CSV. */
export function downloadHistoryExport(query: HistoryListQuery) {
  const { iDisplayStart: _start, iDisplayLength: _length, ...filters } = query
  return api.download('export-approval-history', { query: filters })
}
