import { PO_WRITERS } from '../../../shared/po-access'
import { canTransition, DELIVERABLE_STATUSES, EDITABLE_STATUSES, type PoStatus } from '../../../shared/po-status'
import { hasRole, type Role } from '../../../shared/roles'

/** True when the role may create (and edit Draft) purchase orders. */
export const canWritePos = (role: Role | undefined): boolean => hasRole(role, PO_WRITERS)

/** Which of the selection's buttons (View, Edit, PDF, Cancel, Mark Delivered) can be used. */
export interface PoSelectionActions {
  view: boolean
  edit: boolean
  pdf: boolean
  cancel: boolean
  deliver: boolean
}

/** Most POs whose PDFs one click downloads. */
export const MAX_PDFS = 10

/**
 * The buttons a selection allows for the signed-in role, by the shared lifecycle: View one PO;
 * Edit one Draft (writers only); PDF of up to ten; Cancel and Mark Delivered only when every
 * selected PO may make that move for this role (the server checks each again).
 */
export function poSelectionActions(
  rows: ReadonlyArray<{ status: PoStatus }>,
  role: Role | undefined,
): PoSelectionActions {
  const [only] = rows
  const every = (allowed: (status: PoStatus, role: Role) => boolean) =>
    role !== undefined && rows.length > 0 && rows.every((row) => allowed(row.status, role))
  return {
    view: rows.length === 1,
    edit: rows.length === 1 && only !== undefined && EDITABLE_STATUSES.includes(only.status) && canWritePos(role),
    pdf: rows.length > 0 && rows.length <= MAX_PDFS,
    cancel: every((status, r) => canTransition(status, 'Cancelled', r)),
    deliver: every((status, r) => DELIVERABLE_STATUSES.includes(status) && canTransition(status, 'Fully Delivered', r)),
  }
}

/** The state of the select-all checkbox for a page: checked, indeterminate (some) or neither. */
export function selectAllState(pageIds: readonly string[], selected: ReadonlySet<string>) {
  const count = pageIds.filter((id) => selected.has(id)).length
  return { checked: pageIds.length > 0 && count === pageIds.length, indeterminate: count > 0 && count < pageIds.length }
}
