import { queryOptions } from '@tanstack/react-query'
import type { WorkflowListQuery } from '../../../shared/approval-list-query'
import type { ApprovalType } from '../../../shared/approval-rules'
import { approvalKeys } from '../query-keys'
import { fetchApproverOptions, fetchWaitingAmounts, fetchWorkflow, fetchWorkflows } from './api'

/** Query options of the workflow screens. */
export const workflowQueries = {
  list: (query: WorkflowListQuery) =>
    queryOptions({
      queryKey: approvalKeys.workflowList(query),
      queryFn: ({ signal }) => fetchWorkflows(query, signal),
    }),
  detail: (type: ApprovalType) =>
    queryOptions({ queryKey: approvalKeys.workflow(type), queryFn: ({ signal }) => fetchWorkflow(type, signal) }),
  waiting: (type: ApprovalType) =>
    queryOptions({
      queryKey: approvalKeys.waiting(type),
      queryFn: ({ signal }) => fetchWaitingAmounts(type, signal),
    }),
  approvers: () =>
    queryOptions({
      queryKey: approvalKeys.approverOptions(''),
      queryFn: ({ signal }) => fetchApproverOptions('', signal),
    }),
}
