import type * as v from 'valibot'
import { dataTablesList } from '../../../components/list-kit/datatables-list'
import { WORKFLOW_SORT_COLUMNS, WorkflowListQuerySchema } from '../../../shared/approval-list-query'

/** /Approval-Workflow: q (type), page, size, sort, dir and status, from get-approval-workflows' schema. */
export const workflowList = dataTablesList({
  wire: WorkflowListQuerySchema.entries,
  columns: WORKFLOW_SORT_COLUMNS,
  params: { status: 'status' },
})

export type WorkflowListSearch = v.InferOutput<typeof workflowList.schema>
export type WorkflowSortColumn = (typeof WORKFLOW_SORT_COLUMNS)[number]
