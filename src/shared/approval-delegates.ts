import { MAX_DELEGATION_HOPS } from './approval-rules'
import type { Role } from './roles'

/** Who may delegate their approvals (admins always may): everyone else holds no approval level to hand on. */
export const DELEGATING_ROLES: readonly Role[] = ['approver']

/**
 * The roles a delegate of someone of `delegatorRole` may have: the delegator's own role, an
 * approver or admin, or a role the tenant's workflows name as an approval level (`workflowRoles`).
 * A buyer or a warehouse user is never a delegate unless a workflow lets their role approve.
 */
export function delegateRoles(delegatorRole: Role, workflowRoles: readonly Role[]): Set<Role> {
  return new Set<Role>([delegatorRole, 'approver', 'admin', ...workflowRoles])
}

/** Why someone of `role` cannot be the delegate, or null when they can. */
export function delegateRefusal(role: Role, allowed: ReadonlySet<Role>): string | null {
  return allowed.has(role)
    ? null
    : 'The delegate must be someone who could approve in your place (an approver or admin)'
}

/**
 * Who an approval falling to `userId` passes through today, `userId` first and whoever acts last:
 * the delegation chain followed as delegateOf does (src/shared/approval-rules.ts), cycles cut.
 */
export function delegationPath(userId: string, delegateFor: ReadonlyMap<string, string>): string[] {
  const path = [userId]
  for (let hop = 0; hop < MAX_DELEGATION_HOPS; hop += 1) {
    const next = delegateFor.get(path[path.length - 1] ?? userId)
    if (next === undefined || path.includes(next)) break
    path.push(next)
  }
  return path
}
