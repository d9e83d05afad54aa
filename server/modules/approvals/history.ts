import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import { HISTORY_SORT_COLUMNS, HISTORY_STATUSES, type HistoryListQuery } from '../../../src/shared/approval-list-query'
import type { ApprovalHistoryRow } from '../../../src/shared/approval-request-schemas'
import { approvalTypeUrlName } from '../../../src/shared/approval-rules'
import { likePattern } from '../../../src/shared/list-query'
import type { Db } from '../../db/client'
import { approvalRequests, approvalSteps } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'

const requester = alias(users, 'requester')
const reviewer = alias(users, 'reviewer')
const principal = alias(users, 'principal')

const SORT_KEYS: Record<(typeof HISTORY_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  reviewedOn: [approvalSteps.at],
  approvalType: [approvalRequests.type, approvalSteps.at],
  requestedBy: [requester.fullName, approvalSteps.at],
  finalReviewer: [reviewer.fullName, approvalSteps.at],
  status: [approvalSteps.action, approvalSteps.at],
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000)

/** Decisions the actor made (themselves or standing in for someone) or that concern a document they raised. */
function concerning(actor: Actor): SQL {
  return and(
    eq(approvalSteps.tenantId, actor.tenantId),
    inArray(approvalSteps.action, [...HISTORY_STATUSES]),
    or(
      eq(approvalSteps.actorId, actor.userId),
      eq(approvalSteps.onBehalfOf, actor.userId),
      eq(approvalRequests.raisedBy, actor.userId),
    ),
  ) as SQL
}

function filtersOf(q: HistoryListQuery): SQL[] {
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(
      ilike(approvalRequests.documentNumber, pattern),
      ilike(requester.fullName, pattern),
      ilike(approvalSteps.remarks, pattern),
    )
    if (match) filters.push(match)
  }
  if (q.approvalType) filters.push(eq(approvalRequests.type, q.approvalType))
  if (q.status) filters.push(eq(approvalSteps.action, q.status))
  if (q.from) filters.push(gte(approvalSteps.at, new Date(`${q.from}T00:00:00.000Z`)))
  if (q.to) filters.push(lt(approvalSteps.at, nextDay(q.to)))
  return filters
}

/** GET get-approval-history: one row per decision, "A for B" when a delegate decided. */
export async function listHistory(db: Db, actor: Actor, q: HistoryListQuery) {
  const base = concerning(actor)
  const filters = filtersOf(q)
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[HISTORY_SORT_COLUMNS[q.iSortCol_0] ?? 'reviewedOn']
  const from = () =>
    db
      .select({
        step: approvalSteps,
        request: approvalRequests,
        requestedBy: requester.fullName,
        reviewer: reviewer.fullName,
        principal: principal.fullName,
      })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.requestId))
      .innerJoin(requester, eq(requester.id, approvalRequests.raisedBy))
      .leftJoin(reviewer, eq(reviewer.id, approvalSteps.actorId))
      .leftJoin(principal, eq(principal.id, approvalSteps.onBehalfOf))
  const rows = await from()
    .where(and(base, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(approvalSteps.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const counted = (where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.requestId))
      .innerJoin(requester, eq(requester.id, approvalRequests.raisedBy))
      .where(where)
  const [total] = await counted(base)
  const [filtered] = await counted(and(base, ...filters))
  const page: ApprovalHistoryRow[] = rows.map((r) => ({
    stepId: r.step.id,
    approvalId: r.request.id,
    approvalType: r.request.type,
    urlName: approvalTypeUrlName(r.request.type),
    documentId: r.request.documentId,
    documentNumber: r.request.documentNumber,
    requestedBy: r.requestedBy,
    approvalLevel: r.step.level,
    finalReviewer: r.principal ? `${r.reviewer ?? 'Unknown user'} for ${r.principal}` : (r.reviewer ?? 'Unknown user'),
    reviewedOn: r.step.at.toISOString(),
    status: r.step.action as ApprovalHistoryRow['status'],
    remarks: r.step.remarks,
  }))
  return { rows: page, total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}
