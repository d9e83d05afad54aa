import { and, eq, isNotNull } from 'drizzle-orm'
import { RFQ_READERS } from '../../../src/shared/rfq-access'
import { isSealed } from '../../../src/shared/rfq-status'
import { hasRole } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { storedDocuments } from '../../db/schema/documents'
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders'
import { rfqQuotes, rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { DOCUMENT_PATH_PREFIX } from '../../lib/document-store'

/**
 * Whether a signed-in user may open a stored document under the RFQ rules. A file a partner
 * uploaded through its link is part of its sealed quote: nobody on the staff opens it while any
 * RFQ quoting it is sealed (nor before it is on a quote); once unsealed, those who read RFQs do,
 * and so does anyone reading a PO an award raised with it. Every other document is not the RFQs'
 * to rule (true).
 */
export async function mayOpenQuoteDocument(db: Db, actor: Actor, name: string, now: Date): Promise<boolean> {
  const [stored] = await db
    .select({ kind: storedDocuments.kind })
    .from(storedDocuments)
    .where(and(eq(storedDocuments.tenantId, actor.tenantId), eq(storedDocuments.name, name)))
  if (stored?.kind !== 'rfq-quote') return true
  const path = `${DOCUMENT_PATH_PREFIX}${name}`
  const quoting = await db
    .selectDistinct({ status: rfqs.status, deadline: rfqs.deadline })
    .from(rfqQuotes)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .where(and(eq(rfqs.tenantId, actor.tenantId), eq(rfqQuotes.attachment, path)))
  if (quoting.some((rfq) => isSealed(rfq.status, rfq.deadline, now))) return false
  if (quoting.length > 0 && hasRole(actor.role, RFQ_READERS)) return true
  const [awarded] = await db
    .select({ poId: purchaseOrders.id })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .where(
      and(
        eq(purchaseOrders.tenantId, actor.tenantId),
        isNotNull(purchaseOrders.rfqId),
        eq(purchaseOrderLines.documentPath, path),
      ),
    )
    .limit(1)
  return awarded !== undefined
}
