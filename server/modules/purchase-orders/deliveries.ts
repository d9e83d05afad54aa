import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { RecordPoDeliveryInput } from '../../../src/shared/po-schemas'
import { canTransition, DELIVERABLE_STATUSES } from '../../../src/shared/po-status'
import {
  type DeliveryProgress,
  deliveredStatus,
  exceedsRemaining,
  remainingLines,
  remainingOf,
  withReceipt,
} from '../../../src/shared/po-view'
import type { Db } from '../../db/client'
import { purchaseOrderDeliveries, purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { writeAudit } from './audit'
import { getPurchaseOrder, lockPurchaseOrder } from './read'

type PoRecord = typeof purchaseOrders.$inferSelect

/** What has been delivered of a stored line, as the shared PO view counts it. */
const progressOf = (line: typeof purchaseOrderLines.$inferSelect): DeliveryProgress => ({
  LineID: line.id,
  Quantity: Number(line.quantity),
  DeliveredQuantity: Number(line.delivered),
})

/**
 * Records one goods receipt of `received` (line id -> quantity) against a locked PO: adds to each
 * line's delivered quantity (never past the ordered quantity: 400), moves the PO to Partially or
 * Fully Delivered, and writes the delivery and the audit entry, all in the caller's transaction.
 */
async function receive(
  db: Db,
  actor: Actor,
  po: PoRecord,
  delivery: { id: string; received: Map<string, number>; remarks: string },
  now: Date,
): Promise<void> {
  if (!DELIVERABLE_STATUSES.includes(po.status)) {
    throw conflict(`Deliveries can be recorded only on an Issued purchase order; this one is ${po.status}`)
  }
  const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
  const byId = new Map(lines.map((l) => [l.id, l]))
  const errors: Record<string, string[]> = {}
  for (const [i, [lineId, quantity]] of [...delivery.received].entries()) {
    const line = byId.get(lineId)
    if (!line) errors[`lines.${i}.lineId`] = ['This line is not on the purchase order']
    else if (exceedsRemaining(progressOf(line), quantity)) {
      const left = remainingOf(progressOf(line))
      errors[`lines.${i}.quantity`] = [`${line.particular}: only ${left} ${line.unitName} are still to be delivered`]
    }
  }
  const [first] = Object.values(errors)
  if (first?.[0]) throw badRequest(first[0], errors)
  for (const line of lines) {
    const add = delivery.received.get(line.id) ?? 0
    if (add > 0) {
      await db
        .update(purchaseOrderLines)
        .set({ delivered: sql`${purchaseOrderLines.delivered} + ${String(add)}::numeric` })
        .where(eq(purchaseOrderLines.id, line.id))
    }
  }
  const to = deliveredStatus(withReceipt(lines.map(progressOf), delivery.received))
  if (to !== po.status && !canTransition(po.status, to, actor.role)) throw forbidden()
  try {
    await db.insert(purchaseOrderDeliveries).values({
      id: delivery.id,
      tenantId: actor.tenantId,
      poId: po.id,
      lines: [...delivery.received].map(([lineId, quantity]) => ({ lineId, quantity })),
      remarks: delivery.remarks,
      byUser: actor.userId,
      at: now,
    })
  } catch (error) {
    if (isUniqueViolation(error, 'purchase_order_deliveries_pkey')) throw conflict('This deliveryId is already used')
    throw error
  }
  await db
    .update(purchaseOrders)
    .set({ status: to, version: po.version + 1, updatedAt: now })
    .where(eq(purchaseOrders.id, po.id))
  const remarks = delivery.remarks || 'Delivery recorded'
  await writeAudit(db, actor, { poId: po.id, action: 'delivery', from: po.status, to, remarks, at: now })
}

/** Mark Delivered: receives everything still outstanding on a locked PO as one delivery. */
export async function receiveRemainder(db: Db, actor: Actor, po: PoRecord, remarks: string, now: Date) {
  const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
  const received = new Map(remainingLines(lines.map(progressOf)).map((l) => [l.lineId, l.quantity]))
  await receive(db, actor, po, { id: uuidv7(), received, remarks }, now)
}

/**
 * POST record-po-delivery: a goods receipt per line that drives Partially / Fully Delivered.
 * A deliveryId already recorded on this PO returns the PO unchanged (a replay); on another PO it is 409.
 */
export async function recordPoDelivery(db: Db, actor: Actor, input: RecordPoDeliveryInput, now: Date) {
  return db.transaction(async (tx): Promise<PurchaseOrder> => {
    const po = await lockPurchaseOrder(tx, actor, input.poId)
    const [done] = await tx
      .select({ poId: purchaseOrderDeliveries.poId })
      .from(purchaseOrderDeliveries)
      .where(eq(purchaseOrderDeliveries.id, input.deliveryId))
    if (done) {
      if (done.poId !== po.id) throw conflict('This deliveryId is already used')
      return getPurchaseOrder(tx, actor, po.id)
    }
    const received = new Map(input.lines.map((l) => [l.lineId, l.quantity]))
    await receive(tx, actor, po, { id: input.deliveryId, received, remarks: input.remarks }, now)
    return getPurchaseOrder(tx, actor, po.id)
  })
}
