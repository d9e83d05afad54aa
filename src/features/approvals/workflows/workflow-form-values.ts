import { type Checked, checkWith, failed } from '../../../components/form-kit/schema-check'
import {
  APPROVAL_TYPES,
  type ApprovalType,
  DEFAULT_SLA_HOURS,
  levelLabel,
  type WorkflowStatus,
} from '../../../shared/approval-rules'
import { type SaveWorkflowInput, SaveWorkflowSchema, type Workflow } from '../../../shared/approval-workflow-schemas'
import type { ApproverRow } from './approver-list'

/** What the Create-Workflow form edits. */
export interface WorkflowFormValues {
  /** '' until a type is chosen (a new workflow). */
  type: ApprovalType | ''
  enabled: boolean
  status: WorkflowStatus
  slaHours: string
  /** The fallback approver's user id, '' for none. */
  fallbackApproverId: string
  approvers: ApproverRow[]
}

/** A new workflow: Off, Draft, the default SLA, no approvers. */
export const EMPTY_WORKFLOW: WorkflowFormValues = {
  type: '',
  enabled: false,
  status: 'Draft',
  slaHours: String(DEFAULT_SLA_HOURS),
  fallbackApproverId: '',
  approvers: [],
}

/** The form values of a stored workflow. */
export function workflowFormValues(w: Workflow): WorkflowFormValues {
  return {
    type: w.type,
    enabled: w.enabled,
    status: w.status,
    slaHours: String(w.slaHours),
    fallbackApproverId: w.fallbackApprover?.id ?? '',
    approvers: w.approvers.map((a) => ({
      userId: a.userId,
      role: a.role,
      name: a.name,
      minAmount: a.minAmount === null ? '' : String(a.minAmount),
    })),
  }
}

/** The fields the form shows, with their labels (a stale edit's Compare lists them). */
export const WORKFLOW_LABELS = {
  type: 'Type',
  enabled: 'Enable Approval Workflow',
  status: 'Status',
  slaHours: 'SLA hours per level',
  fallbackApproverId: 'Fallback approver',
  approvers: 'Approvers',
} as const satisfies Record<keyof WorkflowFormValues, string>

/** The fields that show errors: the list's own errors show under it, a threshold's on its level. */
export const WORKFLOW_FIELDS = [...Object.keys(WORKFLOW_LABELS), 'approvers.*.minAmount']

const amount = (typed: string): number | null => {
  const trimmed = typed.trim().replace(/,/g, '')
  return trimmed === '' ? null : Number(trimmed)
}

/** The types a new workflow may take: those with no workflow yet. */
export const freeTypes = (saved: readonly ApprovalType[]): ApprovalType[] =>
  APPROVAL_TYPES.filter((type) => !saved.includes(type))

/**
 * The form's save-approval-workflow body, checked with the server's schema; `version` is the one
 * the form was loaded with (a workflow never saved sends none).
 */
export function workflowWrite(values: WorkflowFormValues, version: number): Checked<SaveWorkflowInput> {
  if (values.type === '') return failed('type', 'Select the approval type')
  const checked = checkWith(
    SaveWorkflowSchema,
    {
      type: values.type,
      enabled: values.enabled,
      status: values.status,
      slaHours: values.slaHours.trim(),
      fallbackApproverId: values.fallbackApproverId || null,
      approvers: values.approvers.map((a) => ({ userId: a.userId, role: a.role, minAmount: amount(a.minAmount) })),
      version: version > 0 ? version : undefined,
    },
    WORKFLOW_FIELDS,
  )
  return values.enabled ? checked : shownWhileOff(checked)
}

/**
 * Off, the approver list is hidden but still saved: an error on it goes on the toggle, naming the
 * level, so the user sees what to fix ('Level 2: The amount threshold must be a number').
 */
function shownWhileOff(checked: Checked<SaveWorkflowInput>): Checked<SaveWorkflowInput> {
  if (checked.ok) return checked
  const hidden = Object.entries(checked.errors).find(([path]) => path.startsWith('approvers'))
  if (!hidden) return checked
  const [path, message] = hidden
  const index = /^approvers\.(\d+)/.exec(path)?.[1]
  const errors = Object.fromEntries(Object.entries(checked.errors).filter(([key]) => !key.startsWith('approvers')))
  const where = index === undefined ? '' : `${levelLabel(Number(index) + 1)}: `
  const sentence = message.replace(/[.\s]+$/, '')
  return { ok: false, errors: { ...errors, enabled: `${where}${sentence}. Turn the workflow On to fix it.` } }
}
