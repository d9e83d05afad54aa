import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { checkApprovalBudget } from '../budgets/approval-check'

/** Before a PO is approved (any level, workflow or not): its buyer's department budget again (409 beyond 100%). */
export async function checkPoApprovalBudget(db: Db, tenantId: string, poId: string): Promise<void> {
  const [po] = await db
    .select({ createdBy: purchaseOrders.createdBy, total: purchaseOrders.total, poDate: purchaseOrders.poDate })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.tenantId, tenantId)))
  if (!po) return
  await checkApprovalBudget(db, tenantId, { raisedBy: po.createdBy, amount: Number(po.total), day: po.poDate })
}
