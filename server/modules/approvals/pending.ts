import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import { delegationPath } from '../../../src/shared/approval-delegates'
import { PENDING_SORT_COLUMNS, type PendingListQuery } from '../../../src/shared/approval-list-query'
import type { PendingApprovalRow } from '../../../src/shared/approval-request-schemas'
import { approvalTypeUrlName } from '../../../src/shared/approval-rules'
import { likePattern } from '../../../src/shared/list-query'
import type { Db } from '../../db/client'
import { approvalRequests, approvalSteps } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { activeDelegations } from './delegations'

const requester = alias(users, 'requester')
const assignee = alias(users, 'assignee')

const PRIORITY_RANK = sql`case ${approvalRequests.priority} when 'High' then 0 when 'Medium' then 1 else 2 end`

const SORT_KEYS: Record<(typeof PENDING_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  dueDate: [approvalRequests.dueAt],
  requestedDate: [approvalRequests.requestedAt],
  priority: [PRIORITY_RANK, approvalRequests.dueAt],
  approvalType: [approvalRequests.type, approvalRequests.dueAt],
  approvalLevel: [approvalRequests.currentLevel, approvalRequests.dueAt],
  requestedBy: [requester.fullName, approvalRequests.dueAt],
}

/**
 * What waits on the actor: pending levels assigned to them (unless they are away and delegated),
 * to someone whose delegation chain ends at them, or to their role; never what they raised or a
 * request they already approved at an earlier level. What they stand in for excludes documents
 * raised by anyone on the way, and levels their role could not hold (engine.ts:decisionRefusal).
 */
export async function waitingOn(db: Db, actor: Actor, now: Date): Promise<SQL> {
  const delegations = await activeDelegations(db, actor.tenantId, now)
  const paths = [actor.userId, ...delegations.keys()]
    .map((id) => delegationPath(id, delegations))
    .filter((path) => path.at(-1) === actor.userId)
  const principals = paths.flatMap((path) => (path.length > 1 && path[0] ? [path[0]] : []))
  const principalRoles = await userRoles(db, actor.tenantId, principals)
  const mayHoldRole = sql`${approvalRequests.chain} @> ${JSON.stringify([{ role: actor.role }])}::jsonb`
  const assigned = paths.map((path) => {
    const principal = path[0] ?? actor.userId
    if (path.length === 1) return eq(approvalRequests.assigneeUserId, principal)
    const notRaisedOnTheWay = path
      .slice(0, -1)
      .map((id) => sql`not (${approvalRequests.raisers} @> ${JSON.stringify([id])}::jsonb)`)
    const sameRole = actor.role === 'admin' || principalRoles.get(principal) === actor.role
    return and(eq(approvalRequests.assigneeUserId, principal), ...notRaisedOnTheWay, sameRole ? undefined : mayHoldRole)
  })
  const mine = assigned.length > 0 ? or(...assigned) : sql`false`
  const byRole = and(isNull(approvalRequests.assigneeUserId), eq(approvalRequests.assigneeRole, actor.role))
  const notRaised = sql`not (${approvalRequests.raisers} @> ${JSON.stringify([actor.userId])}::jsonb)`
  const notApprovedBefore = sql`not exists (select 1 from ${approvalSteps} where ${approvalSteps.requestId} = ${approvalRequests.id} and ${approvalSteps.action} = 'Approved' and (${approvalSteps.actorId} = ${actor.userId} or ${approvalSteps.onBehalfOf} = ${actor.userId}))`
  return and(
    eq(approvalRequests.tenantId, actor.tenantId),
    eq(approvalRequests.status, 'Pending'),
    or(mine, byRole),
    notRaised,
    notApprovedBefore,
  ) as SQL
}

/** The roles of users of the tenant, by id. */
async function userRoles(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])))
  return new Map(rows.map((r) => [r.id, r.role]))
}

function filtersOf(q: PendingListQuery, now: Date): SQL[] {
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(ilike(approvalRequests.documentNumber, pattern), ilike(requester.fullName, pattern))
    if (match) filters.push(match)
  }
  if (q.approvalType) filters.push(eq(approvalRequests.type, q.approvalType))
  if (q.priority) filters.push(eq(approvalRequests.priority, q.priority))
  if (q.overdue === 'true') filters.push(lt(approvalRequests.dueAt, now))
  if (q.overdue === 'false') filters.push(gte(approvalRequests.dueAt, now))
  return filters
}

/** GET get-pending-approvals: a page of what waits on the actor, with their total and the count matching the filters. */
export async function listPending(db: Db, actor: Actor, q: PendingListQuery, now: Date) {
  const base = await waitingOn(db, actor, now)
  const filters = filtersOf(q, now)
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[PENDING_SORT_COLUMNS[q.iSortCol_0] ?? 'dueDate']
  const rows = await db
    .select({ request: approvalRequests, requestedBy: requester.fullName, assignee: assignee.fullName })
    .from(approvalRequests)
    .innerJoin(requester, eq(requester.id, approvalRequests.raisedBy))
    .leftJoin(assignee, eq(assignee.id, approvalRequests.assigneeUserId))
    .where(and(base, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(approvalRequests.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const [total] = await db.select({ n: count() }).from(approvalRequests).where(base)
  const [filtered] = await db
    .select({ n: count() })
    .from(approvalRequests)
    .innerJoin(requester, eq(requester.id, approvalRequests.raisedBy))
    .where(and(base, ...filters))
  const page: PendingApprovalRow[] = rows.map(({ request: r, requestedBy, assignee: assigneeName }) => ({
    pendingId: r.id,
    approvalType: r.type,
    urlName: approvalTypeUrlName(r.type),
    documentId: r.documentId,
    documentNumber: r.documentNumber,
    amount: r.amount === null ? null : Number(r.amount),
    requestedBy,
    requestedDate: r.requestedAt.toISOString(),
    approvalLevel: r.currentLevel,
    status: r.status,
    dueDate: r.dueAt.toISOString(),
    overdue: r.dueAt < now,
    priority: r.priority,
    onBehalfOf: r.assigneeUserId !== null && r.assigneeUserId !== actor.userId ? assigneeName : null,
  }))
  return { rows: page, total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}

/** GET get-pending-approval-count: the header badge. */
export async function countPending(db: Db, actor: Actor, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalRequests)
    .where(await waitingOn(db, actor, now))
  return row?.n ?? 0
}
