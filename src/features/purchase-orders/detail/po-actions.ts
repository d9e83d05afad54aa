import { PO_WRITERS } from '../../../shared/po-access'
import {
  canTransition,
  DELIVERABLE_STATUSES,
  EDITABLE_STATUSES,
  PO_TRANSITIONS,
  type PoStatus,
} from '../../../shared/po-status'
import { hasRole, type Role } from '../../../shared/roles'

/** A move made with update-po-status: what its button says and asks, and whether remarks are needed. */
export interface PoStatusAction {
  kind: 'status'
  to: PoStatus
  label: string
  question: string
  /** The toast once it is done. */
  done: string
  remarks: 'optional' | 'required'
  /** Cancelling and rejecting end the PO: asked in red. */
  danger: boolean
}

/** Every action the view page can offer. */
export type PoAction =
  | PoStatusAction
  | { kind: 'deliver'; label: 'Record delivery' }
  | { kind: 'edit'; label: 'Edit' }
  | { kind: 'pdf'; label: 'PDF' }

const STATUS_ACTIONS: Partial<Record<PoStatus, Omit<PoStatusAction, 'kind' | 'to'>>> = {
  'Pending Approval': {
    label: 'Submit for approval',
    question: 'Send this purchase order to an approver? It can no longer be edited.',
    done: 'Purchase order submitted for approval',
    remarks: 'optional',
    danger: false,
  },
  Approved: {
    label: 'Approve',
    question: 'Approve this purchase order so that it can be issued to the vendor?',
    done: 'Purchase order approved',
    remarks: 'optional',
    danger: false,
  },
  Rejected: {
    label: 'Reject',
    question: 'Reject this purchase order? Say why: the buyer sees your remarks.',
    done: 'Purchase order rejected',
    remarks: 'required',
    danger: true,
  },
  Issued: {
    label: 'Issue',
    question: 'Issue this purchase order to the vendor? The warehouse can then record deliveries.',
    done: 'Purchase order issued',
    remarks: 'optional',
    danger: false,
  },
  Closed: {
    label: 'Close PO',
    question: 'Close this purchase order? Everything has been delivered; nothing more can change.',
    done: 'Purchase order closed',
    remarks: 'optional',
    danger: false,
  },
  Cancelled: {
    label: 'Cancel PO',
    question: 'Cancel this purchase order? This cannot be undone.',
    done: 'Purchase order cancelled',
    remarks: 'optional',
    danger: true,
  },
}

/**
 * The actions the signed-in user sees on a PO, from the shared lifecycle table: Edit for an
 * editable PO, each status move the server lists for them in `nextStatuses` (it knows who raised
 * the PO, and that nobody approves or rejects their own), Record delivery where the role may
 * receive goods, and PDF for everyone.
 */
export function poActions(po: { status: PoStatus; nextStatuses: readonly PoStatus[] }, role: Role): PoAction[] {
  const { status } = po
  const actions: PoAction[] = []
  if (EDITABLE_STATUSES.includes(status) && hasRole(role, PO_WRITERS)) actions.push({ kind: 'edit', label: 'Edit' })
  for (const move of PO_TRANSITIONS.filter((t) => t.from === status && t.via === 'status')) {
    const action = STATUS_ACTIONS[move.to]
    if (action && po.nextStatuses.includes(move.to)) actions.push({ kind: 'status', to: move.to, ...action })
  }
  if (DELIVERABLE_STATUSES.includes(status) && canTransition(status, 'Fully Delivered', role)) {
    actions.push({ kind: 'deliver', label: 'Record delivery' })
  }
  actions.push({ kind: 'pdf', label: 'PDF' })
  return actions
}
