import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { approvalFormLink, approvalHistoryLink, pendingApprovalsLink } from '../../../src/shared/dashboard-links'
import { ROLE_LABELS } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { approvalRequests, approvalSteps } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { waitingOn } from '../approvals/pending'
import { mondayOf } from './days'

const requester = alias(users, 'requester')
const assignee = alias(users, 'assignee')

/** Decisions a step records. */
const DECISIONS = ['Approved', 'Rejected', 'Sent Back']

const HOUR = 3_600_000

/**
 * Requests matching a condition as the dashboard lists them: earliest due first (overdue first),
 * or longest waiting first (the admin's bottlenecks).
 */
export async function waitingList(
  db: Db,
  where: SQL | undefined,
  now: Date,
  limit: number,
  first: 'due' | 'oldest' = 'due',
) {
  const rows = await db
    .select({ request: approvalRequests, requestedBy: requester.fullName, assignee: assignee.fullName })
    .from(approvalRequests)
    .innerJoin(requester, eq(requester.id, approvalRequests.raisedBy))
    .leftJoin(assignee, eq(assignee.id, approvalRequests.assigneeUserId))
    .where(where)
    .orderBy(asc(first === 'due' ? approvalRequests.dueAt : approvalRequests.requestedAt), asc(approvalRequests.id))
    .limit(limit)
  return rows.map(({ request: r, requestedBy, assignee: assigneeName }) => ({
    pendingId: r.id,
    approvalType: r.type,
    documentNumber: r.documentNumber,
    requestedBy,
    waitingOn: assigneeName ?? (r.assigneeRole ? ROLE_LABELS[r.assigneeRole] : ''),
    requestedDate: r.requestedAt.toISOString(),
    dueDate: r.dueAt.toISOString(),
    overdue: r.dueAt < now,
    hoursWaiting: Math.floor((now.getTime() - r.requestedAt.getTime()) / HOUR),
    href: approvalFormLink(r.type, r.documentId),
  }))
}

/** The approver's figures: what waits on them, what they decided this week and how fast they decide. */
export async function approverFigures(db: Db, actor: Actor, now: Date, today: string): Promise<RoleFigures> {
  const mine = await waitingOn(db, actor, now)
  const [waiting] = await db
    .select({
      n: count(),
      overdue: sql<number>`count(*) filter (where ${approvalRequests.dueAt} < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(approvalRequests)
    .where(mine)
  const monday = mondayOf(today)
  const myDecisions = and(
    eq(approvalSteps.tenantId, actor.tenantId),
    eq(approvalSteps.actorId, actor.userId),
    inArray(approvalSteps.action, DECISIONS),
  )
  const [decided] = await db
    .select({ n: count() })
    .from(approvalSteps)
    .where(and(myDecisions, gte(approvalSteps.at, new Date(`${monday}T00:00:00.000Z`))))
  const [speed] = await db
    .select({
      hours: sql<
        string | null
      >`avg(extract(epoch from (${approvalSteps.at} - ${approvalRequests.requestedAt}))) / 3600`,
    })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.requestId))
    .where(and(myDecisions, gte(approvalSteps.at, new Date(now.getTime() - 30 * 24 * HOUR))))
  const hours = speed?.hours === null || speed?.hours === undefined ? null : Math.round(Number(speed.hours) * 10) / 10
  return {
    role: 'approver',
    waitingOnMe: {
      count: waiting?.n ?? 0,
      overdue: Number(waiting?.overdue ?? 0),
      href: pendingApprovalsLink(),
      overdueHref: pendingApprovalsLink(true),
      oldest: await waitingList(db, mine, now, 5),
    },
    decidedThisWeek: { count: decided?.n ?? 0, href: approvalHistoryLink(monday, today) },
    averageHoursToDecide: hours,
  }
}
