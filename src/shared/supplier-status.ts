import { type Decision, ownDecisionRefusal } from './approval-rules'
import { hasRole, type Role } from './roles'

/** Statuses of a supply partner: a new one waits for onboarding; only Active partners are ordered from. */
export const SUPPLIER_STATUSES = ['Pending Onboarding', 'Active', 'Inactive', 'Rejected'] as const
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number]

/** The status every new partner starts in. */
export const INITIAL_SUPPLIER_STATUS: SupplierStatus = 'Pending Onboarding'

/** Roles that register and edit partners (admin always may). */
export const SUPPLIER_EDITORS: readonly Role[] = ['buyer']

/** Roles that decide on a partner's status (admin always may). */
export const SUPPLIER_DECIDERS: readonly Role[] = ['approver']

/** One allowed move, the verb the screens use for it, and who may make it. */
export interface SupplierTransition {
  from: SupplierStatus
  to: SupplierStatus
  action: 'Activate' | 'Reject' | 'Deactivate' | 'Reactivate'
  by: readonly Role[]
  /** Deciding on a registration: never by the person who registered the partner (src/shared/approval-rules.ts). */
  decides?: Decision
}

/** Every allowed transition; anything else is refused. */
export const SUPPLIER_TRANSITIONS: readonly SupplierTransition[] = [
  { from: 'Pending Onboarding', to: 'Active', action: 'Activate', by: SUPPLIER_DECIDERS, decides: 'approve' },
  { from: 'Pending Onboarding', to: 'Rejected', action: 'Reject', by: SUPPLIER_DECIDERS, decides: 'reject' },
  { from: 'Active', to: 'Inactive', action: 'Deactivate', by: SUPPLIER_DECIDERS },
  { from: 'Inactive', to: 'Active', action: 'Reactivate', by: SUPPLIER_DECIDERS },
]

/** True when the lifecycle has a move from one status to the other, whoever may make it. */
export const isSupplierTransition = (from: SupplierStatus, to: SupplierStatus): boolean =>
  SUPPLIER_TRANSITIONS.some((t) => t.from === from && t.to === to)

/** True when the role may move a partner from one status to the other. */
export const canMoveSupplier = (from: SupplierStatus, to: SupplierStatus, role: Role): boolean =>
  SUPPLIER_TRANSITIONS.some((t) => t.from === from && t.to === to && hasRole(role, t.by))

/** Whether a move approves or rejects a registration (undefined for every other move). */
export const supplierDecision = (from: SupplierStatus, to: SupplierStatus): Decision | undefined =>
  SUPPLIER_TRANSITIONS.find((t) => t.from === from && t.to === to)?.decides

/** The moves a role may make from a status, for the screens' action buttons; none that decide on one's own registration. */
export const supplierActionsFor = (
  from: SupplierStatus,
  role: Role,
  registeredByReader = false,
): SupplierTransition[] =>
  SUPPLIER_TRANSITIONS.filter(
    (t) =>
      t.from === from &&
      hasRole(role, t.by) &&
      ownDecisionRefusal('supply partner', t.decides, registeredByReader) === null,
  )

/** True when the role may register and edit partners. */
export const canEditSuppliers = (role: Role | undefined): boolean => hasRole(role, SUPPLIER_EDITORS)
