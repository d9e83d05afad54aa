import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { poListLink } from '../../../src/shared/dashboard-links'
import { fromPaise, toPaise } from '../../../src/shared/money'
import { PO_STATUSES, type PoStatus } from '../../../src/shared/po-status'
import { RoleSchema } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { approvalRequests } from '../../db/schema/approvals'
import { categories, products } from '../../db/schema/catalogue'
import { orderLines, orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import {
  COMMITTED_ORDER_STATUSES,
  COMMITTED_PO_STATUSES,
  SPENT_ORDER_STATUSES,
  SPENT_PO_STATUSES,
} from '../budgets/spend'
import { waitingList } from './approver'
import { addDays } from './days'

/** POs that are spend: approved onwards, not rejected or cancelled. */
const SPEND_PO_STATUSES: PoStatus[] = [...COMMITTED_PO_STATUSES, ...SPENT_PO_STATUSES]
const SPEND_ORDER_STATUSES = [...COMMITTED_ORDER_STATUSES, ...SPENT_ORDER_STATUSES]
/** POs still open: drafts and every status of the In Progress tab. */
const OPEN_PO_STATUSES: PoStatus[] = ['Draft', 'Pending Approval', 'Approved', 'Issued', 'Partially Delivered']

/** How many vendors and categories a chart shows. */
const TOP = 10

/** The first days of the last twelve months, oldest first (the current month last). */
function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 12 + i, 1))
    return date.toISOString().slice(0, 10)
  })
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The admin's figures: spend by category, vendor and month, open PO value, bottlenecks, users by role. */
export async function adminFigures(db: Db, actor: Actor, now: Date, today: string): Promise<RoleFigures> {
  const tenantId = actor.tenantId
  const months = lastTwelveMonths(today)
  const since = months[0] ?? today
  const spendPos = and(
    eq(purchaseOrders.tenantId, tenantId),
    inArray(purchaseOrders.status, SPEND_PO_STATUSES),
    gte(purchaseOrders.poDate, since),
  )
  const sinceInstant = new Date(`${since}T00:00:00.000Z`)
  const spendOrders = and(
    eq(orders.tenantId, tenantId),
    inArray(orders.status, SPEND_ORDER_STATUSES),
    gte(orders.createdAt, sinceInstant),
  )
  const poMonth = sql<string>`to_char(${purchaseOrders.poDate}, 'YYYY-MM')`
  const orderMonth = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM')`
  // One pass over the year's POs (an index-only scan), by month and vendor; the two charts add it up.
  const poSpend = await db
    .select({
      month: poMonth,
      vendorId: purchaseOrders.vendorId,
      name: sql<string>`max(${purchaseOrders.vendorName})`,
      amount: sql<string>`sum(${purchaseOrders.total})`,
    })
    .from(purchaseOrders)
    .where(spendPos)
    .groupBy(poMonth, purchaseOrders.vendorId)
  const orderByMonth = await db
    .select({ month: orderMonth, amount: sql<string>`sum(${orders.total})` })
    .from(orders)
    .where(spendOrders)
    .groupBy(orderMonth)
  const monthly = new Map<string, number>()
  const vendors = new Map<string, { name: string; paise: number }>()
  for (const row of [...poSpend, ...orderByMonth]) {
    monthly.set(row.month, (monthly.get(row.month) ?? 0) + toPaise(Number(row.amount)))
  }
  for (const row of poSpend) {
    const vendor = vendors.get(row.vendorId) ?? { name: row.name, paise: 0 }
    vendor.paise += toPaise(Number(row.amount))
    vendors.set(row.vendorId, vendor)
  }
  const byVendor = [...vendors.entries()]
    .map(([vendorId, v]) => ({ vendorId, name: v.name, amount: fromPaise(v.paise) }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
    .slice(0, TOP)
  const categoryAmount = sql<string>`sum(${orderLines.lineTotal})`
  const byCategory = await db
    .select({ categoryId: categories.id, name: categories.name, amount: categoryAmount })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(spendOrders)
    .groupBy(categories.id, categories.name)
    .orderBy(desc(categoryAmount))
    .limit(TOP)
  const open = await db
    .select({
      status: purchaseOrders.status,
      n: count(),
      amount: sql<string>`coalesce(sum(${purchaseOrders.total}), 0)`,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.status, OPEN_PO_STATUSES)))
    .groupBy(purchaseOrders.status)
  const openByStatus = new Map(open.map((r) => [r.status, r]))
  const staff = await db
    .select({
      role: users.role,
      n: count(),
      invited: sql<number>`count(*) filter (where ${users.passwordHash} is null)::int`,
    })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .groupBy(users.role)
  const bottlenecks = await waitingList(
    db,
    and(eq(approvalRequests.tenantId, tenantId), eq(approvalRequests.status, 'Pending')),
    now,
    5,
    'oldest',
  )
  return {
    role: 'admin',
    spendByCategory: byCategory.map((r) => ({
      key: r.categoryId === null ? 'none' : String(r.categoryId),
      label: r.name ?? 'Uncategorised',
      amount: Number(r.amount),
      href: null,
    })),
    spendByVendor: byVendor.map((r) => ({
      key: r.vendorId,
      label: r.name,
      amount: r.amount,
      href: poListLink({ status: SPEND_PO_STATUSES, vendorIds: [r.vendorId], poDateFrom: since }),
    })),
    spendByMonth: months.map((first) => {
      const key = first.slice(0, 7)
      const last = addDays(
        new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 1)).toISOString().slice(0, 10),
        -1,
      )
      return {
        key,
        label: MONTH_LABEL.format(new Date(`${first}T00:00:00.000Z`)),
        amount: fromPaise(monthly.get(key) ?? 0),
        href: poListLink({ status: SPEND_PO_STATUSES, poDateFrom: first, poDateTo: last }),
      }
    }),
    openPoValueByStatus: PO_STATUSES.filter((s) => OPEN_PO_STATUSES.includes(s)).map((status) => ({
      status,
      count: openByStatus.get(status)?.n ?? 0,
      amount: Number(openByStatus.get(status)?.amount ?? 0),
      href: poListLink({ status: [status] }),
    })),
    bottlenecks,
    usersByRole: staff
      .map((r) => ({ role: v.parse(RoleSchema, r.role), count: r.n }))
      .sort((a, b) => b.count - a.count || a.role.localeCompare(b.role)),
    invitedUsers: staff.reduce((sum, r) => sum + Number(r.invited), 0),
  }
}
