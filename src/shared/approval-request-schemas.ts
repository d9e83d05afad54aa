import * as v from 'valibot'
import {
  APPROVAL_DECISIONS,
  APPROVAL_STATUSES,
  APPROVAL_TYPES,
  APPROVAL_URL_NAMES,
  MAX_APPROVERS,
  PRIORITIES,
} from './approval-rules'
import { intParam, listQueryEntries } from './list-query'
import { requestObject } from './request-object'
import { uuidSchema } from './uuid'

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

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}
const DaySchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(DAY, message), v.check(isCalendarDay, message))

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const PRINTABLE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/u

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

/** GET get-approval?name=PO&id=...: the approval of a document (`/Approval-Form/{name}/{id}`). */
export const ApprovalByDocumentQuerySchema = requestObject({
  name: v.picklist(APPROVAL_URL_NAMES, 'Unknown approval type'),
  id: v.pipe(
    v.string('Document id is required'),
    v.trim(),
    v.nonEmpty('Document id is required'),
    v.maxLength(64, 'Invalid document id'),
    v.regex(/^[\w-]+$/, 'Invalid document id'),
  ),
})

const REMARKS_REQUIRED = {
  reject: 'Remarks are required to reject',
  'send-back': 'Remarks are required to send back for changes',
} as const

/** POST decide-approval: approve, reject or send back the level waiting on the user. */
export const DecideApprovalSchema = v.pipe(
  requestObject({
    approvalId: uuidSchema('Invalid approval id'),
    decision: v.picklist(APPROVAL_DECISIONS, 'decision must be approve, reject or send-back'),
    remarks: v.optional(
      v.pipe(
        v.string('Remarks must be text'),
        v.trim(),
        v.maxLength(500, 'Remarks must be at most 500 characters'),
        v.regex(PRINTABLE, 'Remarks cannot contain control characters'),
      ),
      '',
    ),
    /** The level the user saw: when the approval has moved on since, the decision is refused (409). */
    level: v.optional(intParam(`level must be a whole number from 1 to ${MAX_APPROVERS}`, 1, MAX_APPROVERS)),
  }),
  v.forward(
    v.check((d) => d.decision !== 'reject' || d.remarks !== '', REMARKS_REQUIRED.reject),
    ['remarks'],
  ),
  v.forward(
    v.check((d) => d.decision !== 'send-back' || d.remarks !== '', REMARKS_REQUIRED['send-back']),
    ['remarks'],
  ),
)

/** POST set-approval-delegation: while away, approvals falling to the user go to the delegate. */
export const SetDelegationSchema = v.pipe(
  requestObject({
    delegateId: uuidSchema('Choose a delegate'),
    from: DaySchema('from must be a date (YYYY-MM-DD)'),
    to: DaySchema('to must be a date (YYYY-MM-DD)'),
  }),
  v.forward(
    v.check((d) => d.to >= d.from, 'The end date cannot be before the start date'),
    ['to'],
  ),
)

/** POST remove-approval-delegation */
export const RemoveDelegationSchema = requestObject({ delegationId: uuidSchema('Invalid delegation id') })

/** A row of `/Pending-Approvals` (spec point 3, plus the document and whom the user stands in for). */
export const PendingApprovalRowSchema = v.object({
  pendingId: v.string(),
  approvalType: v.picklist(APPROVAL_TYPES),
  /** `name` of `/Approval-Form/{name}/{id}`. */
  urlName: v.string(),
  documentId: v.string(),
  documentNumber: v.string(),
  amount: v.nullable(v.number()),
  requestedBy: v.string(),
  requestedDate: v.string(),
  approvalLevel: v.number(),
  status: v.picklist(APPROVAL_STATUSES),
  dueDate: v.string(),
  overdue: v.boolean(),
  priority: v.picklist(PRIORITIES),
  /** The approver the user stands in for (delegation), or null. */
  onBehalfOf: v.nullable(v.string()),
})

/** A row of `/Approval-History`: one decision (spec point 3). */
export const ApprovalHistoryRowSchema = v.object({
  stepId: v.string(),
  approvalId: v.string(),
  approvalType: v.picklist(APPROVAL_TYPES),
  urlName: v.string(),
  documentId: v.string(),
  documentNumber: v.string(),
  requestedBy: v.string(),
  approvalLevel: v.number(),
  /** Who decided: "A" or "A for B". */
  finalReviewer: v.string(),
  reviewedOn: v.string(),
  status: v.picklist(HISTORY_STATUSES),
  remarks: v.string(),
})

/** One level of an approval's chain and where it stands. */
export const ApprovalLevelSchema = v.object({
  level: v.number(),
  approver: v.string(),
  state: v.picklist(['Waiting', 'Pending', 'Approved', 'Rejected', 'Sent Back', 'Escalated', 'Withdrawn']),
})

/** One audited step: who, when, level, what, remarks, for whom. */
export const ApprovalStepSchema = v.object({
  level: v.number(),
  action: v.string(),
  by: v.nullable(v.string()),
  onBehalfOf: v.nullable(v.string()),
  at: v.string(),
  remarks: v.string(),
})

/** GET get-approval: the latest approval of a document with its chain, steps and what the reader may do. */
export const ApprovalDetailSchema = v.object({
  approvalId: v.string(),
  approvalType: v.picklist(APPROVAL_TYPES),
  urlName: v.string(),
  documentId: v.string(),
  documentNumber: v.string(),
  amount: v.nullable(v.number()),
  status: v.picklist(APPROVAL_STATUSES),
  priority: v.picklist(PRIORITIES),
  requestedBy: v.string(),
  requestedDate: v.string(),
  approvalLevel: v.number(),
  dueDate: v.string(),
  overdue: v.boolean(),
  workflowVersion: v.number(),
  levels: v.array(ApprovalLevelSchema),
  steps: v.array(ApprovalStepSchema),
  /** The decisions the reader may make now (empty when it is not theirs to decide). */
  decisions: v.array(v.picklist(APPROVAL_DECISIONS)),
})

/** A delegation of the signed-in user. */
export const DelegationSchema = v.object({
  delegationId: v.string(),
  delegateId: v.string(),
  delegate: v.string(),
  from: v.string(),
  to: v.string(),
})

export type PendingListQuery = v.InferOutput<typeof PendingListQuerySchema>
export type HistoryListQuery = v.InferOutput<typeof HistoryListQuerySchema>
export type DecideApprovalInput = v.InferOutput<typeof DecideApprovalSchema>
export type SetDelegationInput = v.InferOutput<typeof SetDelegationSchema>
export type PendingApprovalRow = v.InferOutput<typeof PendingApprovalRowSchema>
export type ApprovalHistoryRow = v.InferOutput<typeof ApprovalHistoryRowSchema>
export type ApprovalDetail = v.InferOutput<typeof ApprovalDetailSchema>
export type Delegation = v.InferOutput<typeof DelegationSchema>
