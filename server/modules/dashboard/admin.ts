import { and, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm'
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
import { purchaseOrderCounts, purchaseOrderSpendMonths } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import {
  APPROVED_ORDER_STATUSES,
  APPROVED_PO_STATUSES,
  SPENT_ORDER_STATUSES,
  SPENT_PO_STATUSES,
} from '../budgets/spend'
import { waitingList } from './approver'
import { addDays } from './days'

/** POs that are spend: approved onwards, not rejected or cancelled (migration 0021's roll-up counts these). */
const SPEND_PO_STATUSES: PoStatus[] = [...APPROVED_PO_STATUSES, ...SPENT_PO_STATUSES]
const SPEND_ORDER_STATUSES = [...APPROVED_ORDER_STATUSES, ...SPENT_ORDER_STATUSES]
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
  // The POs' side of spend from the roll-up by month and vendor (kept by triggers, migration 0021).
  const spendRows = and(
    eq(purchaseOrderSpendMonths.tenantId, tenantId),
    gte(purchaseOrderSpendMonths.month, since),
    gt(purchaseOrderSpendMonths.n, 0),
  )
  const sinceInstant = new Date(`${since}T00:00:00.000Z`)
  const spendOrders = and(
    eq(orders.tenantId, tenantId),
    inArray(orders.status, SPEND_ORDER_STATUSES),
    gte(orders.createdAt, sinceInstant),
  )
  const orderMonth = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM')`
  const poByMonth = await db
    .select({ month: purchaseOrderSpendMonths.month, amount: sql<string>`sum(${purchaseOrderSpendMonths.total})` })
    .from(purchaseOrderSpendMonths)
    .where(spendRows)
    .groupBy(purchaseOrderSpendMonths.month)
  const vendorAmount = sql<string>`sum(${purchaseOrderSpendMonths.total})`
  // The top vendors by amount, with everyone tied with the last of them (sorted by name below).
  const rankedVendors = db
    .select({
      vendorId: purchaseOrderSpendMonths.vendorId,
      name: sql<string>`max(${purchaseOrderSpendMonths.vendorName})`.as('name'),
      amount: vendorAmount.as('amount'),
      place: sql<number>`rank() over (order by ${vendorAmount} desc)`.as('place'),
    })
    .from(purchaseOrderSpendMonths)
    .where(spendRows)
    .groupBy(purchaseOrderSpendMonths.vendorId)
    .as('ranked_vendors')
  const topVendors = await db.select().from(rankedVendors).where(lte(rankedVendors.place, TOP))
  const orderByMonth = await db
    .select({ month: orderMonth, amount: sql<string>`sum(${orders.total})` })
    .from(orders)
    .where(spendOrders)
    .groupBy(orderMonth)
  const monthly = new Map<string, number>()
  for (const row of [...poByMonth.map((r) => ({ ...r, month: r.month.slice(0, 7) })), ...orderByMonth]) {
    monthly.set(row.month, (monthly.get(row.month) ?? 0) + toPaise(Number(row.amount)))
  }
  const byVendor = topVendors
    .map((r) => ({ vendorId: r.vendorId, name: r.name, amount: Number(r.amount) }))
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
  // Counts and totals per status, kept by triggers (migrations 0009, 0021).
  const open = await db
    .select({ status: purchaseOrderCounts.status, n: purchaseOrderCounts.n, amount: purchaseOrderCounts.total })
    .from(purchaseOrderCounts)
    .where(and(eq(purchaseOrderCounts.tenantId, tenantId), inArray(purchaseOrderCounts.status, OPEN_PO_STATUSES)))
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
