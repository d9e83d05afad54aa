import * as v from 'valibot'
import { lenient } from '../../components/list-kit/url-param'
import { PO_WRITERS } from '../../shared/po-access'
import type { PoStatus } from '../../shared/po-status'
import { EDITABLE_STATUSES } from '../../shared/po-status'
import { hasRole, type Role } from '../../shared/roles'
import { uuidSchema } from '../../shared/uuid'

/** Search params of /Manage-PO/Create-PO: `id` opens a stored PO (view), `mode=edit` with it edits a Draft. */
export const PoPageSearchSchema = v.object({
  // Kept as text whatever it is, so a malformed id can be named on the page instead of silently dropped.
  id: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  mode: lenient(v.picklist(['edit'])),
})

export type PoPageSearch = v.InferOutput<typeof PoPageSearchSchema>

/** What the page shows for its search params. */
export type PoPage =
  | { kind: 'create' }
  | { kind: 'invalid'; id: string }
  | { kind: 'view'; poId: string }
  | { kind: 'edit'; poId: string }

/** The page for the search params: no id is a new PO, a malformed id is named, `mode=edit` only for writers. */
export function poPageOf(search: PoPageSearch, role: Role | undefined): PoPage {
  if (search.id === undefined || search.id.trim() === '') return { kind: 'create' }
  const parsed = v.safeParse(uuidSchema('Invalid PO ID'), search.id)
  if (!parsed.success) return { kind: 'invalid', id: search.id }
  const canEdit = hasRole(role, PO_WRITERS)
  return { kind: search.mode === 'edit' && canEdit ? 'edit' : 'view', poId: parsed.output }
}

/** True when a stored PO in this status can still be edited. */
export const isEditable = (status: PoStatus): boolean => EDITABLE_STATUSES.includes(status)
