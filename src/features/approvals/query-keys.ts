import type { HistoryListQuery, PendingListQuery, WorkflowListQuery } from '../../shared/approval-list-query'
import type { ApprovalType } from '../../shared/approval-rules'

/**
 * Query keys of the approval screens, in one place so a write invalidates every view it changes:
 * a decision invalidates `pending()`, `count()`, `histories()` and the document's `detail`;
 * a workflow save invalidates `workflows()`; a delegation change `delegations()` and `pending()`.
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  pending: () => [...approvalKeys.all, 'pending'] as const,
  pendingList: (query: PendingListQuery) => [...approvalKeys.pending(), 'list', query] as const,
  count: () => [...approvalKeys.pending(), 'count'] as const,
  histories: () => [...approvalKeys.all, 'history'] as const,
  history: (query: HistoryListQuery) => [...approvalKeys.histories(), query] as const,
  details: () => [...approvalKeys.all, 'detail'] as const,
  detail: (urlName: string, documentId: string) => [...approvalKeys.details(), urlName, documentId] as const,
  workflows: () => [...approvalKeys.all, 'workflows'] as const,
  workflowList: (query: WorkflowListQuery) => [...approvalKeys.workflows(), 'list', query] as const,
  workflow: (type: ApprovalType) => [...approvalKeys.workflows(), 'type', type] as const,
  waiting: (type: ApprovalType) => [...approvalKeys.workflows(), 'waiting', type] as const,
  approverOptions: (search: string) => [...approvalKeys.all, 'approver-options', search] as const,
  delegateOptions: () => [...approvalKeys.all, 'delegate-options'] as const,
  delegations: () => [...approvalKeys.all, 'delegations'] as const,
}
