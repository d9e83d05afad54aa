import { type Decision, ownDecisionRefusal } from './approval-rules'
import type { Role } from './roles'

/** Statuses of a purchase order, in lifecycle order (spec point 4 plus Pending Approval and Cancelled). */
export const PO_STATUSES = [
  'Draft',
  'Pending Approval',
  'Approved',
  'Issued',
  'Partially Delivered',
  'Fully Delivered',
  'Closed',
  'Rejected',
  'Cancelled',
] as const
export type PoStatus = (typeof PO_STATUSES)[number]

/**
 * How a transition is made: by `update-po-status`, or by recording a delivery (the warehouse's
 * goods receipt moves Issued and Partially Delivered on by itself).
 */
export type PoTransitionVia = 'status' | 'delivery'

/** One allowed move, the roles that may make it (admins may make every move) and how it is made. */
export interface PoTransition {
  from: PoStatus
  to: PoStatus
  by: readonly Role[]
  via: PoTransitionVia
  /** Approving or rejecting: never by someone who raised the PO (src/shared/approval-rules.ts). */
  decides?: Decision
}

/** The whole lifecycle: every allowed move; anything else is refused. */
export const PO_TRANSITIONS: readonly PoTransition[] = [
  { from: 'Draft', to: 'Pending Approval', by: ['buyer'], via: 'status' },
  { from: 'Pending Approval', to: 'Approved', by: ['approver'], via: 'status', decides: 'approve' },
  { from: 'Pending Approval', to: 'Rejected', by: ['approver'], via: 'status', decides: 'reject' },
  { from: 'Approved', to: 'Issued', by: ['buyer'], via: 'status' },
  { from: 'Issued', to: 'Partially Delivered', by: ['warehouse'], via: 'delivery' },
  { from: 'Issued', to: 'Fully Delivered', by: ['warehouse'], via: 'delivery' },
  { from: 'Partially Delivered', to: 'Fully Delivered', by: ['warehouse'], via: 'delivery' },
  { from: 'Fully Delivered', to: 'Closed', by: ['buyer'], via: 'status' },
  { from: 'Draft', to: 'Cancelled', by: ['buyer'], via: 'status' },
  { from: 'Approved', to: 'Cancelled', by: ['buyer'], via: 'status' },
  { from: 'Issued', to: 'Cancelled', by: ['buyer'], via: 'status' },
]

const find = (from: PoStatus, to: PoStatus) => PO_TRANSITIONS.find((t) => t.from === from && t.to === to)

/** True when the lifecycle has a move from one status to the other, whoever may make it. */
export function isPoTransition(from: PoStatus, to: PoStatus): boolean {
  return find(from, to) !== undefined
}

/** True when a user of `role` may move a PO from `from` to `to`; admins may make every move. */
export function canTransition(from: PoStatus, to: PoStatus, role: Role): boolean {
  const move = find(from, to)
  return move !== undefined && (role === 'admin' || move.by.includes(role))
}

/** Whether a move approves or rejects the PO (undefined for every other move). */
export const poDecision = (from: PoStatus, to: PoStatus): Decision | undefined => find(from, to)?.decides

/**
 * The statuses a user of `role` can move a PO to next; one who raised it (created, edited or
 * submitted it) never gets to approve or reject it.
 */
export function nextPoStatuses(from: PoStatus, role: Role, raisedByReader = false): PoStatus[] {
  return PO_TRANSITIONS.filter(
    (t) =>
      t.from === from &&
      canTransition(from, t.to, role) &&
      ownDecisionRefusal('purchase order', t.decides, raisedByReader) === null,
  ).map((t) => t.to)
}

/** Statuses in which deliveries can be recorded. */
export const DELIVERABLE_STATUSES: readonly PoStatus[] = ['Issued', 'Partially Delivered']

/** Statuses whose header and lines can still be edited. */
export const EDITABLE_STATUSES: readonly PoStatus[] = ['Draft']

/** The list tabs (spec point 4), their query value (label lower-cased without spaces) and statuses. */
export const PO_TABS = [
  { label: 'All', value: 'all', statuses: PO_STATUSES },
  { label: 'Drafts', value: 'drafts', statuses: ['Draft'] },
  {
    label: 'In Progress',
    value: 'inprogress',
    statuses: ['Pending Approval', 'Approved', 'Issued', 'Partially Delivered'],
  },
  { label: 'Completed', value: 'completed', statuses: ['Fully Delivered', 'Closed'] },
  { label: 'Withdrawn', value: 'withdrawn', statuses: ['Rejected', 'Cancelled'] },
] as const satisfies ReadonlyArray<{ label: string; value: string; statuses: readonly PoStatus[] }>

export type PoTab = (typeof PO_TABS)[number]['value']

/** The query value of tab values, in tab order. */
export const PO_TAB_VALUES = PO_TABS.map((t) => t.value) as [PoTab, ...PoTab[]]

/** A tab's query value from its label: lower-cased with spaces removed (spec point 7). */
export const poTabValue = (label: string): string => label.toLowerCase().replace(/\s+/g, '')

/** The statuses a tab shows. */
export function statusesOfTab(tab: PoTab): readonly PoStatus[] {
  return PO_TABS.find((t) => t.value === tab)?.statuses ?? PO_STATUSES
}
