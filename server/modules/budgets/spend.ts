import { and, between, eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { toPaise } from '../../../src/shared/money'
import type { OrderStatus } from '../../../src/shared/order-status'
import type { PoStatus } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { userDepartments } from '../../db/schema/budgets'
import { orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'

/**
 * Committed is what is booked: everything raised and not yet rejected, sent back or cancelled, as
 * ERPNext's "booked" amount. POs from submit (Pending Approval) until delivered; a partly delivered
 * PO stays committed whole. Drafts are not committed.
 */
export const COMMITTED_PO_STATUSES: readonly PoStatus[] = [
  'Pending Approval',
  'Approved',
  'Issued',
  'Partially Delivered',
]
/** The approved part of the committed POs (an approval re-checks the budget against these). */
export const APPROVED_PO_STATUSES: readonly PoStatus[] = ['Approved', 'Issued', 'Partially Delivered']
/** POs delivered: spent. */
export const SPENT_PO_STATUSES: readonly PoStatus[] = ['Fully Delivered', 'Closed']
/** Orders placed, waiting for approval or approved and not yet fulfilled: committed; fulfilled ones are spent. */
export const COMMITTED_ORDER_STATUSES: readonly OrderStatus[] = ['Placed', 'Pending Approval', 'Approved']
/** The approved part of the committed orders. */
export const APPROVED_ORDER_STATUSES: readonly OrderStatus[] = ['Approved']
export const SPENT_ORDER_STATUSES: readonly OrderStatus[] = ['Fulfilled']

/** Committed and spent of a department, in paise. */
export interface Spend {
  committedPaise: number
  /** The approved part of committedPaise (approved, not yet delivered or fulfilled). */
  approvedPaise: number
  spentPaise: number
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((s) => sql`${s}`),
    sql`, `,
  )

const sumWhere = (column: AnyPgColumn, statusColumn: AnyPgColumn, statuses: readonly string[]) =>
  sql<string>`coalesce(sum(${column}) filter (where ${statusColumn} in (${inList(statuses)})), 0)`

/** Whose purchases: a department's members (whoever belongs to it now) or one user. */
export type SpendScope = { departmentId: string } | { userId: string }

/**
 * What a department's members, or one user, committed and spent from `start` to `end` (inclusive
 * days): POs by their PO date and orders by the day they were placed (UTC).
 */
export async function spendOf(db: Db, tenantId: string, scope: SpendScope, start: string, end: string): Promise<Spend> {
  const poQuery = db
    .select({
      committed: sumWhere(purchaseOrders.total, purchaseOrders.status, COMMITTED_PO_STATUSES),
      approved: sumWhere(purchaseOrders.total, purchaseOrders.status, APPROVED_PO_STATUSES),
      spent: sumWhere(purchaseOrders.total, purchaseOrders.status, SPENT_PO_STATUSES),
    })
    .from(purchaseOrders)
  const orderQuery = db
    .select({
      committed: sumWhere(orders.total, orders.status, COMMITTED_ORDER_STATUSES),
      approved: sumWhere(orders.total, orders.status, APPROVED_ORDER_STATUSES),
      spent: sumWhere(orders.total, orders.status, SPENT_ORDER_STATUSES),
    })
    .from(orders)
  // Only the statuses summed: the (tenant, status, PO date) index covering total and creator answers it.
  const poDays = and(
    eq(purchaseOrders.tenantId, tenantId),
    inArray(purchaseOrders.status, [...COMMITTED_PO_STATUSES, ...SPENT_PO_STATUSES]),
    between(purchaseOrders.poDate, start, end),
  )
  const orderDays = and(
    eq(orders.tenantId, tenantId),
    inArray(orders.status, [...COMMITTED_ORDER_STATUSES, ...SPENT_ORDER_STATUSES]),
    sql`${orders.createdAt} >= ${`${start}T00:00:00Z`}::timestamptz`,
    sql`${orders.createdAt} < ${`${end}T00:00:00Z`}::timestamptz + interval '1 day'`,
  )
  const [po] =
    'userId' in scope
      ? await poQuery.where(and(poDays, eq(purchaseOrders.createdBy, scope.userId)))
      : await poQuery
          .innerJoin(userDepartments, eq(userDepartments.userId, purchaseOrders.createdBy))
          .where(and(poDays, eq(userDepartments.departmentId, scope.departmentId)))
  const [order] =
    'userId' in scope
      ? await orderQuery.where(and(orderDays, eq(orders.placedBy, scope.userId)))
      : await orderQuery
          .innerJoin(userDepartments, eq(userDepartments.userId, orders.placedBy))
          .where(and(orderDays, eq(userDepartments.departmentId, scope.departmentId)))
  const paise = (value: string | undefined) => toPaise(Number(value ?? 0))
  return {
    committedPaise: paise(po?.committed) + paise(order?.committed),
    approvedPaise: paise(po?.approved) + paise(order?.approved),
    spentPaise: paise(po?.spent) + paise(order?.spent),
  }
}
