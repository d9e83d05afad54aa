import { and, between, count, eq, gt, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm'
import { periodOf } from '../../../src/shared/budget-rules'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { orderListLink, poListLink, rfqListLink } from '../../../src/shared/dashboard-links'
import { fromPaise } from '../../../src/shared/money'
import { PO_STATUSES, type PoStatus } from '../../../src/shared/po-status'
import { RFQ_OPEN_STATUSES, RFQS_OF_MINE } from '../../../src/shared/rfq-list-query'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { rfqPartners, rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { budgetLeft } from '../budgets/check'
import {
  COMMITTED_ORDER_STATUSES,
  COMMITTED_PO_STATUSES,
  SPENT_ORDER_STATUSES,
  SPENT_PO_STATUSES,
  spendOf,
} from '../budgets/spend'
import { addDays, weekAhead } from './days'

/** POs whose goods are still to come: approved, issued or partly delivered. */
export const AWAITED_STATUSES: readonly PoStatus[] = ['Approved', 'Issued', 'Partially Delivered']

/** How many days ahead an RFQ's deadline counts as closing soon. */
const CLOSING_SOON_DAYS = 3

/** The buyer's RFQs: Sent ones closing within three days, and responses received on the open ones. */
async function rfqFigures(db: Db, actor: Actor, now: Date) {
  const mine = and(eq(rfqs.tenantId, actor.tenantId), eq(rfqs.createdBy, actor.userId))
  const [closing] = await db
    .select({ n: count() })
    .from(rfqs)
    .where(
      and(
        mine,
        eq(rfqs.status, 'Sent'),
        gt(rfqs.deadline, now),
        lte(rfqs.deadline, new Date(now.getTime() + CLOSING_SOON_DAYS * 86_400_000)),
      ),
    )
  const [responses] = await db
    .select({ n: count() })
    .from(rfqPartners)
    .innerJoin(rfqs, eq(rfqs.id, rfqPartners.rfqId))
    .where(and(mine, inArray(rfqs.status, [...RFQ_OPEN_STATUSES]), isNotNull(rfqPartners.respondedAt)))
  return {
    rfqsClosingSoon: {
      count: closing?.n ?? 0,
      href: rfqListLink({
        createdBy: RFQS_OF_MINE,
        closingWithin: CLOSING_SOON_DAYS,
        sort: 'responseDeadline',
        dir: 'asc',
      }),
    },
    rfqResponsesIn: {
      count: responses?.n ?? 0,
      href: rfqListLink({ createdBy: RFQS_OF_MINE, responses: 'received' }),
    },
  }
}

/** POs and shop orders budgets count as spend (budgets/spend.ts): each list's rows are one part of the month's spend. */
const SPEND_PO_STATUSES = [...COMMITTED_PO_STATUSES, ...SPENT_PO_STATUSES]
const SPEND_ORDER_STATUSES = [...COMMITTED_ORDER_STATUSES, ...SPENT_ORDER_STATUSES]

/**
 * The buyer's spend from `start` to `end` split as the two lists show it: their POs by PO date, and
 * their shop orders by the day they were placed (UTC), each of the statuses budgets count (rupees).
 */
async function spendParts(db: Db, actor: Actor, start: string, end: string) {
  const [po] = await db
    .select({ total: sql<string>`coalesce(sum(${purchaseOrders.total}), 0)` })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, actor.tenantId),
        eq(purchaseOrders.createdBy, actor.userId),
        inArray(purchaseOrders.status, SPEND_PO_STATUSES),
        between(purchaseOrders.poDate, start, end),
      ),
    )
  const [order] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, actor.tenantId),
        eq(orders.placedBy, actor.userId),
        inArray(orders.status, SPEND_ORDER_STATUSES),
        gte(orders.createdAt, new Date(`${start}T00:00:00.000Z`)),
        lt(orders.createdAt, new Date(new Date(`${end}T00:00:00.000Z`).getTime() + 86_400_000)),
      ),
    )
  return { pos: Number(po?.total ?? 0), orders: Number(order?.total ?? 0) }
}

/** The buyer's figures: everything about the POs, orders and RFQs they raised. */
export async function buyerFigures(db: Db, actor: Actor, now: Date, today: string): Promise<RoleFigures> {
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
  const parts = await spendParts(db, actor, month.start, month.end)
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
    ordersAwaitingApproval: { count: waiting?.n ?? 0, href: orderListLink({ status: 'Pending Approval' }) },
    ...(await rfqFigures(db, actor, now)),
    spendThisMonth: {
      committed: fromPaise(spend.committedPaise),
      spent: fromPaise(spend.spentPaise),
      pos: {
        amount: parts.pos,
        href: poListLink({
          status: SPEND_PO_STATUSES,
          createdBy: actor.userId,
          poDateFrom: month.start,
          poDateTo: month.end,
        }),
      },
      orders: {
        amount: parts.orders,
        href: orderListLink({ from: month.start, to: month.end, spend: 'yes' }),
      },
      budget,
    },
  }
}
