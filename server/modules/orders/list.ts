import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { likePattern } from '../../../src/shared/list-query'
import type { OrderListQuery, OrderRow } from '../../../src/shared/order-schemas'
import { ORDER_SORT_COLUMNS } from '../../../src/shared/sort-columns'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { COMMITTED_ORDER_STATUSES, SPENT_ORDER_STATUSES } from '../budgets/spend'
import { toRow, visibleTo } from './read'

const SORT: Record<(typeof ORDER_SORT_COLUMNS)[number], SQL> = {
  PlacedAt: sql`${orders.createdAt}`,
  OrderNumber: sql`${orders.number}`,
  Status: sql`${orders.status}`,
  Total: sql`${orders.total}`,
  RequiredBy: sql`${orders.requiredBy}`,
}

/** The start of a calendar day (UTC), and of the day after it, for an inclusive date range. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000)

/**
 * GET get-all-orders: the actor's orders (every order of the tenant for admins, approvers and the
 * warehouse), filtered by status, placing date (from and to inclusive, UTC days), order number and
 * whether budgets count it as spend (the same statuses as budgets/spend.ts).
 */
export async function listOrders(
  db: Db,
  actor: Actor,
  query: OrderListQuery,
): Promise<{ rows: OrderRow[]; total: number; filtered: number }> {
  const scope = and(eq(orders.tenantId, actor.tenantId), visibleTo(actor))
  const filters = and(
    scope,
    query.status ? eq(orders.status, query.status) : undefined,
    query.search_txt ? ilike(orders.number, likePattern(query.search_txt)) : undefined,
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, nextDayStart(query.to)) : undefined,
    query.spend === 'yes' ? inArray(orders.status, [...COMMITTED_ORDER_STATUSES, ...SPENT_ORDER_STATUSES]) : undefined,
  )
  const column = ORDER_SORT_COLUMNS[query.iSortCol_0] ?? 'PlacedAt'
  const direction = query.sSortDir_0 === 'asc' ? asc : desc
  const rows = await db
    .select({ order: orders, placedBy: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.placedBy))
    .where(filters)
    .orderBy(direction(SORT[column]), direction(orders.id))
    .limit(query.iDisplayLength)
    .offset(query.iDisplayStart)
  const [total] = await db.select({ n: count() }).from(orders).where(scope)
  const [filtered] = await db.select({ n: count() }).from(orders).where(filters)
  return { rows: rows.map((r) => toRow(r.order, r.placedBy)), total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}
