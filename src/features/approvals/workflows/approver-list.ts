import { DUPLICATE_APPROVER, MAX_APPROVERS, TOO_MANY_APPROVERS } from '../../../shared/approval-rules'
import type { Role } from '../../../shared/roles'

/** One approver of the form's ordered list (level = index + 1): a user or every user of a role. */
export interface ApproverRow {
  userId: string | null
  role: Role | null
  name: string
  /** The level's amount threshold as typed (rupees); '' for every amount. */
  minAmount: string
}

/** An option of the approver select: its value is `user:<id>` or `role:<role>`. */
export interface ApproverChoice {
  value: string
  label: string
}

/** The select value of an approver. */
export const approverValue = (a: Pick<ApproverRow, 'userId' | 'role'>): string =>
  a.userId !== null ? `user:${a.userId}` : `role:${a.role}`

/** True when Add may be pressed: something is selected and fewer than 5 approvers are in the flow (spec point 5). */
export const canAdd = (list: readonly ApproverRow[], selected: string | null): boolean =>
  selected !== null && selected !== '' && list.length < MAX_APPROVERS

/** The list with the chosen approver added last, or why not (spec point 5's messages). */
export function addApprover(
  list: readonly ApproverRow[],
  chosen: Omit<ApproverRow, 'minAmount'>,
): { ok: true; list: ApproverRow[] } | { ok: false; message: string } {
  if (list.some((a) => approverValue(a) === approverValue(chosen))) return { ok: false, message: DUPLICATE_APPROVER }
  if (list.length >= MAX_APPROVERS) return { ok: false, message: TOO_MANY_APPROVERS }
  return { ok: true, list: [...list, { ...chosen, minAmount: '' }] }
}

/** True when the approver at `index` may move up (the first may not). */
export const canMoveUp = (index: number): boolean => index > 0

/** True when the approver at `index` may move down (the last may not). */
export const canMoveDown = (list: readonly unknown[], index: number): boolean => index < list.length - 1

/** The list with the approver at `index` swapped with its neighbour above (-1) or below (+1); unchanged at the ends. */
export function moveApprover<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  const next = [...list]
  const [a, b] = [next[index], next[target]]
  if (a === undefined || b === undefined) return next
  next[index] = b
  next[target] = a
  return next
}

/** The list without the approver at `index`; those below move up a level. */
export const removeApprover = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)
