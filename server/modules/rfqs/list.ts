import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { likePattern } from '../../../src/shared/list-query'
import { RFQ_OPEN_STATUSES, RFQ_SORT_COLUMNS, type RfqListQuery } from '../../../src/shared/rfq-list-query'
import type { RfqRow } from '../../../src/shared/rfq-read-schemas'
import type { Db } from '../../db/client'
import { rfqCounts, rfqPartners, rfqs } from '../../db/schema/rfqs'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { statusNow } from './records'

const SORT_KEYS: Record<(typeof RFQ_SORT_COLUMNS)[number], AnyPgColumn[]> = {
  createdAt: [rfqs.createdAt],
  rfqNumber: [rfqs.number],
  title: [rfqs.title],
  responseDeadline: [rfqs.deadline],
  status: [rfqs.status, rfqs.createdAt],
}

/** The status filter as stored rows: Sent means before the deadline, Closed for bids includes Sent ones past it. */
function statusFilter(status: RfqListQuery['status'], now: Date): SQL | undefined {
  if (status === 'Sent') return and(eq(rfqs.status, 'Sent'), gt(rfqs.deadline, now))
  if (status === 'Closed for bids') {
    return or(eq(rfqs.status, 'Closed for bids'), and(eq(rfqs.status, 'Sent'), lte(rfqs.deadline, now)))
  }
  return status ? eq(rfqs.status, status) : undefined
}

/** Sent RFQs whose deadline is still ahead, within `days` days of now (the dashboard's closing soon). */
function closingFilter(days: number | undefined, now: Date): SQL | undefined {
  if (days === undefined) return undefined
  const until = new Date(now.getTime() + days * 86_400_000)
  return and(eq(rfqs.status, 'Sent'), gt(rfqs.deadline, now), lte(rfqs.deadline, until))
}

/** Open RFQs (waiting on a decision) with at least one response received. */
const responsesReceived = and(
  inArray(rfqs.status, [...RFQ_OPEN_STATUSES]),
  sql`exists (select 1 from ${rfqPartners} where ${rfqPartners.rfqId} = ${rfqs.id} and ${rfqPartners.respondedAt} is not null)`,
) as SQL

/** GET get-all-rfq: a page of the tenant's RFQs with responses received of invited and who created each. */
export async function listRfqs(db: Db, actor: Actor, q: RfqListQuery, now: Date) {
  const tenant = eq(rfqs.tenantId, actor.tenantId)
  const filters: SQL[] = []
  const byStatus = statusFilter(q.status, now)
  if (byStatus) filters.push(byStatus)
  if (q.createdBy) filters.push(eq(rfqs.createdBy, actor.userId))
  const closing = closingFilter(q.closingWithin, now)
  if (closing) filters.push(closing)
  if (q.responses === 'received') filters.push(responsesReceived)
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(ilike(rfqs.number, pattern), ilike(rfqs.title, pattern))
    if (match) filters.push(match)
  }
  const direction = q.sSortDir_0 === 'asc' ? asc : desc
  const keys = SORT_KEYS[RFQ_SORT_COLUMNS[q.iSortCol_0] ?? 'createdAt']
  const page = await db
    .select({ rfq: rfqs, createdBy: users.fullName })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.createdBy))
    .where(and(tenant, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(rfqs.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const ids = page.map((r) => r.rfq.id)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            rfqId: rfqPartners.rfqId,
            invited: count(),
            responses: sql<number>`count(*) filter (where ${rfqPartners.respondedAt} is not null)`.mapWith(Number),
          })
          .from(rfqPartners)
          .where(inArray(rfqPartners.rfqId, ids))
          .groupBy(rfqPartners.rfqId)
  const byRfq = new Map(counts.map((c) => [c.rfqId, c]))
  const stored = await db
    .select({ status: rfqCounts.status, n: rfqCounts.n })
    .from(rfqCounts)
    .where(eq(rfqCounts.tenantId, actor.tenantId))
  const total = stored.reduce((sum, c) => sum + c.n, 0)
  // A Sent RFQ reads as Closed for bids once past its deadline: those two statuses are counted.
  const countable =
    !q.search_txt && !q.createdBy && !closing && !q.responses && q.status !== 'Sent' && q.status !== 'Closed for bids'
  const filtered = countable
    ? q.status
      ? (stored.find((c) => c.status === q.status)?.n ?? 0)
      : total
    : ((
        await db
          .select({ n: count() })
          .from(rfqs)
          .where(and(tenant, ...filters))
      )[0]?.n ?? 0)
  const rows: RfqRow[] = page.map(({ rfq, createdBy }) => ({
    RFQID: rfq.id,
    rfqNumber: rfq.number,
    title: rfq.title,
    status: statusNow(rfq, now),
    responseDeadline: rfq.deadline.toISOString(),
    requiredBy: rfq.requiredBy,
    responses: byRfq.get(rfq.id)?.responses ?? 0,
    invited: byRfq.get(rfq.id)?.invited ?? 0,
    createdBy,
    createdAt: rfq.createdAt.toISOString(),
  }))
  return { rows, total, filtered }
}
