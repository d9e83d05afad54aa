import { and, asc, eq } from 'drizzle-orm'
import type { PoLine, PoRow, PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { nextPoStatuses, poDecision } from '../../../src/shared/po-status'
import { poFigures, poLineView } from '../../../src/shared/po-view'
import type { Db } from '../../db/client'
import {
  purchaseOrderAudit,
  purchaseOrderDeliveries,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/purchase-orders'
import { rfqs } from '../../db/schema/rfqs'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'
import { documentApproval } from '../approvals/detail'
import { raisersOf } from './raisers'

/** What 404 says for a PO that is not in the tenant. */
export const PO_NOT_FOUND = 'Purchase order not found'

type PoRecord = typeof purchaseOrders.$inferSelect

/** A stored line as the shared PO view shows it: its total worked out, what has been delivered of it. */
export function poLineOf(line: typeof purchaseOrderLines.$inferSelect): PoLine {
  return poLineView({
    LineID: line.id,
    Particular: line.particular,
    ItemDescription: line.description,
    Quantity: Number(line.quantity),
    UOMID: line.unitId,
    UOMName: line.unitName,
    BudgetedRate: Number(line.rate),
    GSTPercentage: line.gstPercent,
    DeliveredQuantity: Number(line.delivered),
    DocumentPath: line.documentPath,
  })
}

/** A PO as a list row, with the name of the person who created it. */
export function toRow(po: PoRecord, createdBy: string): PoRow {
  return {
    poId: po.id,
    poNumber: po.number,
    vendorId: po.vendorId,
    vendorName: po.vendorName,
    poDate: po.poDate,
    status: po.status,
    totalValue: Number(po.total),
    deliveryDate: po.deliveryDate,
    createdById: po.createdBy,
    createdBy,
    lastUpdated: po.updatedAt.toISOString(),
  }
}

/** Locks a PO of the actor's tenant for a change; 404 when there is none. */
export async function lockPurchaseOrder(db: Db, actor: Actor, poId: string) {
  const [po] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.tenantId, actor.tenantId)))
    .for('update')
  if (!po) throw notFound(PO_NOT_FOUND)
  return po
}

/** GET get-po-by-id: a PO of the actor's tenant with lines, totals, audit trail and deliveries; 404 otherwise. */
export async function getPurchaseOrder(db: Db, actor: Actor, poId: string, now = new Date()): Promise<PurchaseOrder> {
  const [row] = await db
    .select({ po: purchaseOrders, createdBy: users.fullName })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.tenantId, actor.tenantId)))
    .limit(1)
  if (!row) throw notFound(PO_NOT_FOUND)
  const { po } = row
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId))
    .orderBy(asc(purchaseOrderLines.position))
  const audit = await db
    .select({ entry: purchaseOrderAudit, by: users.fullName })
    .from(purchaseOrderAudit)
    .innerJoin(users, eq(users.id, purchaseOrderAudit.byUser))
    .where(eq(purchaseOrderAudit.poId, poId))
    .orderBy(asc(purchaseOrderAudit.at), asc(purchaseOrderAudit.id))
  const deliveries = await db
    .select({ delivery: purchaseOrderDeliveries, by: users.fullName })
    .from(purchaseOrderDeliveries)
    .innerJoin(users, eq(users.id, purchaseOrderDeliveries.byUser))
    .where(eq(purchaseOrderDeliveries.poId, poId))
    .orderBy(asc(purchaseOrderDeliveries.at), asc(purchaseOrderDeliveries.id))
  const [fromRfq] = po.rfqId
    ? await db
        .select({ RFQID: rfqs.id, rfqNumber: rfqs.number })
        .from(rfqs)
        .where(and(eq(rfqs.id, po.rfqId), eq(rfqs.tenantId, actor.tenantId)))
    : []
  const products = lines.map(poLineOf)
  // Whoever raised the PO is never offered Approve or Reject (the lifecycle refuses them too).
  const raisedByReader = raisersOf(
    po.createdBy,
    audit.map((a) => a.entry),
  ).has(actor.userId)
  // While the engine has the PO at a level that is not the reader's, Approve and Reject are not theirs.
  const approval = await documentApproval(db, actor, 'PO', po.id, now)
  const moves = nextPoStatuses(po.status, actor.role, raisedByReader).filter(
    (s) => s !== 'Partially Delivered' && (approval.mayDecide || !poDecision(po.status, s)),
  )
  return {
    ...toRow(po, row.createdBy),
    PoDate: po.poDate,
    supplyPartnerContact: po.vendorContact,
    billingAddress: po.billingAddress,
    deliveryAddress: po.deliveryAddress,
    purchaseType: po.purchaseType,
    PaymentTerms: po.paymentTerms,
    shippingMode: po.shippingMode,
    incoTerms: po.incoTerms,
    poValidity: po.validity,
    version: po.version,
    createdAt: po.createdAt.toISOString(),
    products,
    ...poFigures(products),
    audit: audit.map(({ entry, by }) => ({
      action: entry.action,
      at: entry.at.toISOString(),
      by,
      from: entry.fromStatus,
      to: entry.toStatus,
      remarks: entry.remarks,
    })),
    deliveries: deliveries.map(({ delivery, by }) => ({
      deliveryId: delivery.id,
      at: delivery.at.toISOString(),
      by,
      remarks: delivery.remarks,
      lines: delivery.lines,
    })),
    // Partial deliveries are recorded per line; Mark Delivered (Fully Delivered) receives the rest.
    nextStatuses: moves,
    approval,
    fromRfq: fromRfq ?? null,
  }
}
