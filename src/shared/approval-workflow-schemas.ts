import * as v from 'valibot'
import {
  APPROVAL_TYPES,
  DEFAULT_SLA_HOURS,
  DUPLICATE_APPROVER,
  MAX_APPROVERS,
  MAX_SLA_HOURS,
  TOO_MANY_APPROVERS,
  WORKFLOW_STATUSES,
} from './approval-rules'
import { intParam } from './list-query'
import { requestObject } from './request-object'
import { ROLES } from './roles'
import { uuidSchema } from './uuid'

/** Largest amount threshold a level takes (rupees). */
export const MAX_THRESHOLD = 99_999_999_999

/** The amount (rupees) from which a level applies; null: always. Shared by the form and the workflow file. */
export const MinAmountSchema = v.optional(
  v.nullable(
    v.pipe(
      v.number('The amount threshold must be a number'),
      v.minValue(0, 'The amount threshold cannot be negative'),
      v.maxValue(MAX_THRESHOLD, 'The amount threshold is too large'),
    ),
  ),
  null,
)

/** One approver of the form: a user or a role, and the amount from which the level applies. */
export const ApproverInputSchema = v.pipe(
  v.object({
    userId: v.optional(v.nullable(uuidSchema('Invalid approver')), null),
    role: v.optional(v.nullable(v.picklist(ROLES, 'Unknown role')), null),
    minAmount: MinAmountSchema,
  }),
  v.check((a) => (a.userId === null) !== (a.role === null), 'Each approver is a user or a role'),
)

const approverKey = (a: { userId: string | null; role: string | null }) => a.userId ?? `role:${a.role}`

/** POST save-approval-workflow: creates or replaces the tenant's workflow of one type. */
export const SaveWorkflowSchema = v.pipe(
  requestObject({
    type: v.picklist(APPROVAL_TYPES, 'Unknown approval type'),
    enabled: v.optional(v.boolean('enabled must be true or false'), false),
    status: v.optional(v.picklist(WORKFLOW_STATUSES, 'Unknown workflow status'), 'Draft'),
    slaHours: v.optional(
      intParam(`SLA hours must be a whole number from 1 to ${MAX_SLA_HOURS}`, 1, MAX_SLA_HOURS),
      DEFAULT_SLA_HOURS,
    ),
    fallbackApproverId: v.optional(v.nullable(uuidSchema('Invalid fallback approver')), null),
    approvers: v.pipe(
      v.array(ApproverInputSchema, 'approvers must be a list'),
      v.maxLength(MAX_APPROVERS, TOO_MANY_APPROVERS),
      v.check((list) => new Set(list.map(approverKey)).size === list.length, DUPLICATE_APPROVER),
    ),
    /** The version the form was loaded with: a stale save is 409. */
    version: v.optional(intParam('version must be a whole number', 1, 2_147_483_647)),
  }),
  v.forward(
    v.check((w) => !w.enabled || w.approvers.length > 0, 'Add at least one approver to enable the workflow'),
    ['approvers'],
  ),
)

/** GET get-approval-workflow?type= */
export const WorkflowByTypeQuerySchema = requestObject({
  type: v.picklist(APPROVAL_TYPES, 'Unknown approval type'),
})

/**
 * GET get-approval-users: the approver select's options (real users), searchable; `for=delegate`
 * answers only the users who may stand in for the signed-in user (an approver always gets those).
 */
export const ApproverOptionsQuerySchema = requestObject({
  search_txt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text is too long')), ''),
  for: v.optional(v.picklist(['workflow', 'delegate'], 'Unknown purpose'), 'workflow'),
})

/** GET get-approval-workflow-waiting: the amounts of the documents of a type waiting on an approver without a workflow. */
export const WaitingDocumentsSchema = v.object({ amounts: v.array(v.nullable(v.number())) })

/** A row of the workflow list (spec point 3: type, categoryLevels, status). */
export const WorkflowRowSchema = v.object({
  workflowId: v.string(),
  type: v.picklist(APPROVAL_TYPES),
  categoryLevels: v.number(),
  status: v.picklist(WORKFLOW_STATUSES),
  enabled: v.boolean(),
  version: v.number(),
  updatedAt: v.string(),
})

/** One approver as the form shows it: 'Level N', the name. */
export const WorkflowApproverSchema = v.object({
  level: v.number(),
  userId: v.nullable(v.string()),
  role: v.nullable(v.picklist(ROLES)),
  name: v.string(),
  minAmount: v.nullable(v.number()),
})

/** GET get-approval-workflow: the whole workflow of a type (a type never saved answers its Off default). */
export const WorkflowSchema = v.object({
  workflowId: v.nullable(v.string()),
  type: v.picklist(APPROVAL_TYPES),
  enabled: v.boolean(),
  status: v.picklist(WORKFLOW_STATUSES),
  slaHours: v.number(),
  fallbackApprover: v.nullable(v.object({ id: v.string(), name: v.string() })),
  approvers: v.array(WorkflowApproverSchema),
  version: v.number(),
  updatedAt: v.nullable(v.string()),
})

/** An approver option (spec point 3: id and name), from the tenant's users. */
export const ApproverOptionSchema = v.object({ id: v.string(), name: v.string(), role: v.picklist(ROLES) })

export type SaveWorkflowInput = v.InferOutput<typeof SaveWorkflowSchema>
export type WorkflowRow = v.InferOutput<typeof WorkflowRowSchema>
export type Workflow = v.InferOutput<typeof WorkflowSchema>
export type ApproverOption = v.InferOutput<typeof ApproverOptionSchema>
export type ApproverOptionsQuery = v.InferOutput<typeof ApproverOptionsQuerySchema>
