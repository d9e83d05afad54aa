import * as v from 'valibot'
import { DaySchema, HISTORY_STATUSES } from './approval-list-query'
import {
  APPROVAL_DECISIONS,
  APPROVAL_STATUSES,
  APPROVAL_TYPES,
  APPROVAL_URL_NAMES,
  MAX_APPROVERS,
  PRIORITIES,
} from './approval-rules'
import { intParam } from './list-query'
import { requestObject } from './request-object'
import { uuidSchema } from './uuid'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const PRINTABLE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/u

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

/** What an empty remark on a decision that needs one says. */
export const REMARKS_REQUIRED = {
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
    from: DaySchema('Choose the first day of the delegation'),
    to: DaySchema('Choose the last day of the delegation'),
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

/** A document's approval as its own read view carries it: one exists (link 'View approval'); the reader may decide now. */
export const DocumentApprovalSchema = v.object({ exists: v.boolean(), mayDecide: v.boolean() })

/** A delegation of the signed-in user. */
export const DelegationSchema = v.object({
  delegationId: v.string(),
  delegateId: v.string(),
  delegate: v.string(),
  from: v.string(),
  to: v.string(),
})

export type DecideApprovalInput = v.InferOutput<typeof DecideApprovalSchema>
export type SetDelegationInput = v.InferOutput<typeof SetDelegationSchema>
export type PendingApprovalRow = v.InferOutput<typeof PendingApprovalRowSchema>
export type ApprovalHistoryRow = v.InferOutput<typeof ApprovalHistoryRowSchema>
export type ApprovalDetail = v.InferOutput<typeof ApprovalDetailSchema>
export type Delegation = v.InferOutput<typeof DelegationSchema>
export type DocumentApproval = v.InferOutput<typeof DocumentApprovalSchema>
