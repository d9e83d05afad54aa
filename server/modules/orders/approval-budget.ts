import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { checkApprovalBudget } from '../budgets/approval-check'

/** Before an order is approved (any level, workflow or not): its placer's department budget again (409 beyond 100%). */
export async function checkOrderApprovalBudget(db: Db, tenantId: string, orderId: string): Promise<void> {
  const [order] = await db
    .select({ placedBy: orders.placedBy, total: orders.total, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)))
  if (!order) return
  // The day the order counts on, as spendOf counts it: the day it was placed (UTC).
  const day = order.createdAt.toISOString().slice(0, 10)
  await checkApprovalBudget(db, tenantId, { raisedBy: order.placedBy, amount: Number(order.total), day })
}
