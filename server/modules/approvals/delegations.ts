import { and, desc, eq, gte, lte } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { delegateRefusal, delegateRoles } from '../../../src/shared/approval-delegates'
import type { Delegation, SetDelegationInput } from '../../../src/shared/approval-request-schemas'
import { RoleSchema } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { approvalDelegations } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { badRequest, notFound } from '../../lib/errors'
import { workflowRoles } from './workflows'

/** The UTC day of an instant, YYYY-MM-DD: delegations run from day to day. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10)

/** Who stands in for whom on a day: delegator -> delegate (the latest delegation wins when two overlap). */
export async function activeDelegations(db: Db, tenantId: string, at: Date): Promise<Map<string, string>> {
  const day = dayOf(at)
  const rows = await db
    .select({ userId: approvalDelegations.userId, delegateId: approvalDelegations.delegateId })
    .from(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.tenantId, tenantId),
        lte(approvalDelegations.startsOn, day),
        gte(approvalDelegations.endsOn, day),
      ),
    )
    .orderBy(desc(approvalDelegations.createdAt), desc(approvalDelegations.id))
  const map = new Map<string, string>()
  for (const row of rows) if (!map.has(row.userId)) map.set(row.userId, row.delegateId)
  return map
}

/** GET get-approval-delegations: the signed-in user's delegations that have not ended. */
export async function listDelegations(db: Db, actor: Actor, now: Date): Promise<Delegation[]> {
  const rows = await db
    .select({ delegation: approvalDelegations, delegate: users.fullName })
    .from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .where(
      and(
        eq(approvalDelegations.tenantId, actor.tenantId),
        eq(approvalDelegations.userId, actor.userId),
        gte(approvalDelegations.endsOn, dayOf(now)),
      ),
    )
    .orderBy(approvalDelegations.startsOn, approvalDelegations.id)
  return rows.map(({ delegation, delegate }) => ({
    delegationId: delegation.id,
    delegateId: delegation.delegateId,
    delegate,
    from: delegation.startsOn,
    to: delegation.endsOn,
  }))
}

/**
 * POST set-approval-delegation (approvers and admins): a delegate of the tenant who could approve
 * in the actor's place (src/shared/approval-delegates.ts), not oneself, for a range that has not ended.
 */
export async function setDelegation(db: Db, actor: Actor, input: SetDelegationInput, now: Date): Promise<Delegation> {
  if (input.delegateId === actor.userId) {
    throw badRequest('You cannot delegate to yourself', { delegateId: ['Choose someone else'] })
  }
  if (input.to < dayOf(now)) throw badRequest('The delegation has already ended', { to: ['Choose a later date'] })
  const [delegate] = await db
    .select({ name: users.fullName, role: users.role })
    .from(users)
    .where(and(eq(users.id, input.delegateId), eq(users.tenantId, actor.tenantId)))
  if (!delegate) throw badRequest('Delegate not found', { delegateId: ['Delegate not found'] })
  const allowed = delegateRoles(actor.role, await workflowRoles(db, actor.tenantId))
  const refusal = delegateRefusal(v.parse(RoleSchema, delegate.role), allowed)
  if (refusal) throw badRequest(refusal, { delegateId: [refusal] })
  const id = uuidv7()
  await db.insert(approvalDelegations).values({
    id,
    tenantId: actor.tenantId,
    userId: actor.userId,
    delegateId: input.delegateId,
    startsOn: input.from,
    endsOn: input.to,
    createdAt: now,
  })
  return { delegationId: id, delegateId: input.delegateId, delegate: delegate.name, from: input.from, to: input.to }
}

/** POST remove-approval-delegation: one of the user's own delegations; 404 otherwise. */
export async function removeDelegation(db: Db, actor: Actor, delegationId: string): Promise<void> {
  const removed = await db
    .delete(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.id, delegationId),
        eq(approvalDelegations.tenantId, actor.tenantId),
        eq(approvalDelegations.userId, actor.userId),
      ),
    )
    .returning({ id: approvalDelegations.id })
  if (removed.length === 0) throw notFound('Delegation not found')
}
