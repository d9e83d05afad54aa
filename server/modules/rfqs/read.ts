import { and, asc, eq } from 'drizzle-orm'
import type { RfqDetail } from '../../../src/shared/rfq-read-schemas'
import { isSealed } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { rfqAudit } from '../../db/schema/rfqs'
import { suppliers } from '../../db/schema/suppliers'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { findRfq, itemsOf, partnersOf, statusNow } from './records'

/**
 * GET view-rfq-by-id: the RFQ as it reads now, its items, its partners with where each response
 * stands (who responded, never prices: those are in the comparison, once unsealed), the Draft POs
 * its award raised and the audit trail.
 */
export async function getRfq(db: Db, actor: Actor, rfqId: string, now: Date): Promise<RfqDetail> {
  const rfq = await findRfq(db, actor.tenantId, rfqId)
  const [creator] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, rfq.createdBy))
  const audit = await db
    .select({
      action: rfqAudit.action,
      from: rfqAudit.fromStatus,
      to: rfqAudit.toStatus,
      remarks: rfqAudit.remarks,
      by: users.fullName,
      supplier: suppliers.name,
      at: rfqAudit.at,
    })
    .from(rfqAudit)
    .leftJoin(users, eq(users.id, rfqAudit.byUser))
    .leftJoin(suppliers, eq(suppliers.id, rfqAudit.supplierId))
    .where(eq(rfqAudit.rfqId, rfq.id))
    .orderBy(asc(rfqAudit.at), asc(rfqAudit.id))
  const pos = await db
    .select({ poId: purchaseOrders.id, poNumber: purchaseOrders.number, vendorName: purchaseOrders.vendorName })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, actor.tenantId), eq(purchaseOrders.rfqId, rfq.id)))
    .orderBy(asc(purchaseOrders.number))
  const partners = await partnersOf(db, rfq.id)
  return {
    RFQID: rfq.id,
    rfqNumber: rfq.number,
    title: rfq.title,
    status: statusNow(rfq, now),
    sealed: isSealed(rfq.status, rfq.deadline, now),
    requiredBy: rfq.requiredBy,
    responseDeadline: rfq.deadline.toISOString(),
    deliveryAddress: rfq.deliveryAddress,
    paymentTerms: rfq.paymentTerms,
    attachments: rfq.attachments,
    items: await itemsOf(db, rfq.id),
    partners: partners.map((p) => ({ ...p, respondedAt: p.respondedAt?.toISOString() ?? null })),
    purchaseOrders: pos,
    audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
    createdBy: creator?.name ?? '',
    createdAt: rfq.createdAt.toISOString(),
    version: rfq.version,
  }
}
