import { and, asc, between, count, eq, inArray } from 'drizzle-orm'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { poLink, poListLink } from '../../../src/shared/dashboard-links'
import { DELIVERABLE_STATUSES } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { purchaseOrderCounts, purchaseOrders } from '../../db/schema/purchase-orders'
import type { Actor } from '../../lib/app-env'
import { weekAhead } from './days'

/** How many due POs a figure lists (each a tap from its receive screen). */
const LISTED = 10

/** POs that can be received (Issued, Partially Delivered) due between two days: how many, the earliest few. */
async function dueBetween(db: Db, tenantId: string, from: string, to: string) {
  const where = and(
    eq(purchaseOrders.tenantId, tenantId),
    inArray(purchaseOrders.status, [...DELIVERABLE_STATUSES]),
    between(purchaseOrders.deliveryDate, from, to),
  )
  const [total] = await db.select({ n: count() }).from(purchaseOrders).where(where)
  const rows = await db
    .select({
      poId: purchaseOrders.id,
      poNumber: purchaseOrders.number,
      vendorName: purchaseOrders.vendorName,
      deliveryDate: purchaseOrders.deliveryDate,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .where(where)
    .orderBy(asc(purchaseOrders.deliveryDate), asc(purchaseOrders.number))
    .limit(LISTED)
  return {
    count: total?.n ?? 0,
    href: poListLink({ status: DELIVERABLE_STATUSES, deliveryDateFrom: from, deliveryDateTo: to }),
    items: rows.map((r) => ({ ...r, href: poLink(r.poId) })),
  }
}

/** The warehouse's figures: deliveries due today and this week, POs partly delivered. */
export async function warehouseFigures(db: Db, actor: Actor, today: string): Promise<RoleFigures> {
  const week = weekAhead(today)
  const [partly] = await db
    .select({ n: purchaseOrderCounts.n })
    .from(purchaseOrderCounts)
    .where(and(eq(purchaseOrderCounts.tenantId, actor.tenantId), eq(purchaseOrderCounts.status, 'Partially Delivered')))
  return {
    role: 'warehouse',
    dueToday: await dueBetween(db, actor.tenantId, today, today),
    dueThisWeek: await dueBetween(db, actor.tenantId, week.from, week.to),
    partiallyDelivered: { count: partly?.n ?? 0, href: poListLink({ status: ['Partially Delivered'] }) },
  }
}
