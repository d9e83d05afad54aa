import * as v from 'valibot'
import { APPROVAL_TYPES, PRIORITIES, WORKFLOW_STATUSES } from './approval-rules'
import { listQueryEntries } from './list-query'
import { requestObject } from './request-object'

/*
 * The list queries of the approval screens, in a file of their own: the routes check their URLs
 * with them before any page code loads, so they stay out of the big request schemas.
 */

/** Sortable columns of `/Pending-Approvals`. */
export const PENDING_SORT_COLUMNS = [
  'dueDate',
  'requestedDate',
  'priority',
  'approvalType',
  'approvalLevel',
  'requestedBy',
] as const

/** Sortable columns of `/Approval-History`. */
export const HISTORY_SORT_COLUMNS = ['reviewedOn', 'approvalType', 'requestedBy', 'finalReviewer', 'status'] as const

/** Statuses a history row (one decision) can have. */
export const HISTORY_STATUSES = ['Approved', 'Rejected', 'Sent Back'] as const

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}
export const DaySchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(DAY_FORMAT, message), v.check(isCalendarDay, message))

/** GET get-pending-approvals: what waits on the signed-in user (and those they stand in for). */
export const PendingListQuerySchema = requestObject({
  ...listQueryEntries(PENDING_SORT_COLUMNS.length),
  approvalType: v.optional(v.picklist(APPROVAL_TYPES, 'Unknown approval type')),
  priority: v.optional(v.picklist(PRIORITIES, 'Unknown priority')),
  overdue: v.optional(v.picklist(['true', 'false'], 'overdue must be true or false')),
})

/** GET get-approval-history: decisions the user made or that concern their documents. */
export const HistoryListQuerySchema = requestObject({
  ...listQueryEntries(HISTORY_SORT_COLUMNS.length),
  approvalType: v.optional(v.picklist(APPROVAL_TYPES, 'Unknown approval type')),
  status: v.optional(v.picklist(HISTORY_STATUSES, 'Unknown approval status')),
  from: v.optional(DaySchema('from must be a date (YYYY-MM-DD)')),
  to: v.optional(DaySchema('to must be a date (YYYY-MM-DD)')),
})

/** Sortable columns of the workflow list (`/Approval-Workflow`). */
export const WORKFLOW_SORT_COLUMNS = ['type', 'categoryLevels', 'status', 'updatedAt'] as const

/** GET get-approval-workflows: the list of `/Approval-Workflow`. */
export const WorkflowListQuerySchema = requestObject({
  ...listQueryEntries(WORKFLOW_SORT_COLUMNS.length),
  status: v.optional(v.picklist(WORKFLOW_STATUSES, 'Unknown workflow status')),
})

export type PendingListQuery = v.InferOutput<typeof PendingListQuerySchema>
export type HistoryListQuery = v.InferOutput<typeof HistoryListQuerySchema>
export type WorkflowListQuery = v.InferOutput<typeof WorkflowListQuerySchema>
