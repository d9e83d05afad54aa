import { and, asc, eq, type SQL } from 'drizzle-orm'
import { linesTotals, lineTotalOf } from '../../../src/shared/cart-view'
import type { Order, OrderRow } from '../../../src/shared/order-schemas'
import { type OrderActorKind, orderDecision, orderMovesFor } from '../../../src/shared/order-status'
import type { Role } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { orderHistory, orderLines, orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'
import { documentApproval } from '../approvals/detail'

/** Roles that see every order of the tenant; everyone else sees their own. */
const OVERSIGHT_ROLES: readonly Role[] = ['admin', 'approver', 'warehouse']

/** The orders the actor may see (within the tenant, which every query adds itself). */
export function visibleTo(actor: Actor): SQL | undefined {
  return OVERSIGHT_ROLES.includes(actor.role) ? undefined : eq(orders.placedBy, actor.userId)
}

/** The ways the actor relates to an order, for the lifecycle table; an admin acts as approver and warehouse. */
export function actorKinds(actor: Actor, placedBy: string): OrderActorKind[] {
  const kinds: OrderActorKind[] = []
  if (placedBy === actor.userId) kinds.push('owner')
  if (actor.role === 'approver' || actor.role === 'admin') kinds.push('approver')
  if (actor.role === 'warehouse' || actor.role === 'admin') kinds.push('warehouse')
  return kinds
}

/** An order as a list row, with the name of the person who placed it. */
export function toRow(order: typeof orders.$inferSelect, placedBy: string): OrderRow {
  return {
    OrderID: order.id,
    OrderNumber: order.number,
    Status: order.status,
    PlacedBy: placedBy,
    PlacedAt: order.createdAt.toISOString(),
    RequiredBy: order.requiredBy,
    ItemCount: order.itemCount,
    Total: Number(order.total),
  }
}

/** GET get-order-by-id: an order the actor may see, with lines, totals, history and the moves the actor may make; 404 otherwise. */
export async function getOrder(db: Db, actor: Actor, orderId: string, now = new Date()): Promise<Order> {
  const [row] = await db
    .select({ order: orders, placedBy: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.placedBy))
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, actor.tenantId), visibleTo(actor)))
    .limit(1)
  if (!row) throw notFound('Order not found')
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
  const history = await db
    .select({ status: orderHistory.status, at: orderHistory.at, by: users.fullName, remarks: orderHistory.remarks })
    .from(orderHistory)
    .innerJoin(users, eq(users.id, orderHistory.byUser))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id))
  // While the engine has the order at a level that is not the reader's, Approve is not theirs.
  const approval = await documentApproval(db, actor, 'Order', orderId, now)
  const orderLineViews = lines.map((l) => {
    const line = {
      LineID: l.id,
      ProductID: l.productId,
      Name: l.name,
      SKU: l.sku,
      UnitsofMeasurement: l.unit,
      Quantity: Number(l.quantity),
      UnitPrice: Number(l.unitPrice),
      TaxPercentage: l.taxPercentage,
    }
    return { ...line, LineTotal: lineTotalOf(line) }
  })
  return {
    ...toRow(row.order, row.placedBy),
    DeliveryAddress: row.order.deliveryAddress,
    Notes: row.order.notes,
    Lines: orderLineViews,
    Totals: linesTotals(orderLineViews),
    History: history.map((h) => ({ Status: h.status, At: h.at.toISOString(), By: h.by, Remarks: h.remarks })),
    NextStatuses: orderMovesFor(row.order.status, actorKinds(actor, row.order.placedBy)).filter(
      (to) => approval.mayDecide || !orderDecision(row.order.status, to),
    ),
    Approval: approval,
  }
}
