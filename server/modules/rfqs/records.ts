import { and, asc, eq } from 'drizzle-orm'
import type { RfqItem } from '../../../src/shared/rfq-read-schemas'
import { effectiveRfqStatus, type RfqStatus } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import { rfqItems, rfqPartners, rfqs } from '../../db/schema/rfqs'
import { suppliers } from '../../db/schema/suppliers'
import { notFound } from '../../lib/errors'

/** What 404 says for an RFQ that is not in the tenant. */
export const RFQ_NOT_FOUND = 'Request for quotation not found'

/** A stored RFQ. */
export type RfqRecord = typeof rfqs.$inferSelect

/** The RFQ of the tenant, locked for a change when asked; 404 when there is none. */
export async function findRfq(db: Db, tenantId: string, rfqId: string, lock = false): Promise<RfqRecord> {
  const query = db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.tenantId, tenantId)))
  const [rfq] = lock ? await query.for('update') : await query
  if (!rfq) throw notFound(RFQ_NOT_FOUND)
  return rfq
}

/** The status the RFQ reads as now (a Sent RFQ past its deadline is Closed for bids). */
export const statusNow = (rfq: RfqRecord, now: Date): RfqStatus => effectiveRfqStatus(rfq.status, rfq.deadline, now)

/** An RFQ's items in their order, as read. */
export async function itemsOf(db: Db, rfqId: string): Promise<RfqItem[]> {
  const rows = await db.select().from(rfqItems).where(eq(rfqItems.rfqId, rfqId)).orderBy(asc(rfqItems.position))
  return rows.map((r) => ({
    itemId: r.id,
    productId: r.productId,
    product: r.product,
    specification: r.specification,
    quantity: Number(r.quantity),
    UOMID: r.unitId,
    unitName: r.unitName,
    targetPrice: r.targetPrice === null ? null : Number(r.targetPrice),
  }))
}

/** The invited partners of an RFQ with their contact details, in name order. */
export async function partnersOf(db: Db, rfqId: string) {
  return db
    .select({
      supplierId: rfqPartners.supplierId,
      name: suppliers.name,
      contactPerson: suppliers.contactPerson,
      email: suppliers.email,
      phone: suppliers.phone,
      responseStatus: rfqPartners.status,
      respondedAt: rfqPartners.respondedAt,
      round: rfqPartners.round,
      partnerStatus: suppliers.status,
    })
    .from(rfqPartners)
    .innerJoin(suppliers, eq(suppliers.id, rfqPartners.supplierId))
    .where(eq(rfqPartners.rfqId, rfqId))
    .orderBy(asc(suppliers.name), asc(suppliers.id))
}
