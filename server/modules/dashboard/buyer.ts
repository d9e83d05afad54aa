import { and, between, count, eq, inArray, lt, sql } from 'drizzle-orm'
import { periodOf } from '../../../src/shared/budget-rules'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { orderListLink, poListLink } from '../../../src/shared/dashboard-links'
import { fromPaise } from '../../../src/shared/money'
import { PO_STATUSES, type PoStatus } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import type { Actor } from '../../lib/app-env'
import { budgetLeft } from '../budgets/check'
import { COMMITTED_PO_STATUSES, SPENT_PO_STATUSES, spendOf } from '../budgets/spend'
import { addDays, weekAhead } from './days'

/** POs whose goods are still to come: approved, issued or partly delivered. */
export const AWAITED_STATUSES: readonly PoStatus[] = ['Approved', 'Issued', 'Partially Delivered']

/** The buyer's figures: everything about the POs and orders they raised. */
export async function buyerFigures(db: Db, actor: Actor, today: string): Promise<RoleFigures> {
  const mine = and(eq(purchaseOrders.tenantId, actor.tenantId), eq(purchaseOrders.createdBy, actor.userId))
  const byStatus = await db
    .select({
      status: purchaseOrders.status,
      n: count(),
      amount: sql<string>`coalesce(sum(${purchaseOrders.total}), 0)`,
    })
    .from(purchaseOrders)
    .where(mine)
    .groupBy(purchaseOrders.status)
  const week = weekAhead(today)
  const awaited = and(mine, inArray(purchaseOrders.status, [...AWAITED_STATUSES]))
  const [due] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(awaited, between(purchaseOrders.deliveryDate, week.from, week.to)))
  const [late] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(awaited, lt(purchaseOrders.deliveryDate, today)))
  const [waiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, actor.tenantId),
        eq(orders.placedBy, actor.userId),
        eq(orders.status, 'Pending Approval'),
      ),
    )
  const month = periodOf('month', today)
  const spend = await spendOf(db, actor.tenantId, { userId: actor.userId }, month.start, month.end)
  const budget = (await budgetLeft(db, actor, today)).budgets.sort((a, b) => b.usedPercent - a.usedPercent)[0] ?? null
  const found = new Map(byStatus.map((r) => [r.status, r]))
  return {
    role: 'buyer',
    posByStatus: PO_STATUSES.map((status) => ({
      status,
      count: found.get(status)?.n ?? 0,
      amount: Number(found.get(status)?.amount ?? 0),
      href: poListLink({ status: [status], createdBy: actor.userId }),
    })),
    deliveriesDueThisWeek: {
      count: due?.n ?? 0,
      href: poListLink({
        status: AWAITED_STATUSES,
        createdBy: actor.userId,
        deliveryDateFrom: week.from,
        deliveryDateTo: week.to,
      }),
    },
    deliveriesOverdue: {
      count: late?.n ?? 0,
      href: poListLink({ status: AWAITED_STATUSES, createdBy: actor.userId, deliveryDateTo: addDays(today, -1) }),
    },
    ordersAwaitingApproval: { count: waiting?.n ?? 0, href: orderListLink('Pending Approval') },
    spendThisMonth: {
      committed: fromPaise(spend.committedPaise),
      spent: fromPaise(spend.spentPaise),
      href: poListLink({
        status: [...COMMITTED_PO_STATUSES, ...SPENT_PO_STATUSES],
        createdBy: actor.userId,
        poDateFrom: month.start,
        poDateTo: month.end,
      }),
      budget,
    },
  }
}
