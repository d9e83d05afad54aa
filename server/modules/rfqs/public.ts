import type { QuoteLineInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { conflict } from '../../lib/errors'
import { storePoDocument } from '../purchase-orders/documents'
import { findRfq, statusNow } from './records'
import { submitQuote, supplierView } from './responses'
import { verifyLink } from './token'

/** What the partner's link opens: the tenant's RFQ, checked against its signed token (403 otherwise). */
interface LinkRequest {
  tenantId: string
  RFQID: string
  token: string
}

/** GET rfq-response: the RFQ as the partner of the token sees it. */
export async function viewByLink(db: Db, link: LinkRequest, now: Date) {
  const supplierId = await verifyLink(db, link.tenantId, link.RFQID, link.token, now)
  return supplierView(db, link.tenantId, link.RFQID, supplierId, now)
}

/** POST submit-rfq-response: the partner's quote through its link. */
export async function respondByLink(db: Db, link: LinkRequest, lines: readonly QuoteLineInput[], now: Date) {
  const supplierId = await verifyLink(db, link.tenantId, link.RFQID, link.token, now)
  return submitQuote(db, link.tenantId, { rfqId: link.RFQID, supplierId, lines }, now)
}

/** POST add-rfq-response-document: a partner's file (PDF or image, 5 MB: the PO line file rules), while it may respond. */
export async function storeDocumentByLink(db: Db, link: LinkRequest, dataUrl: string, now: Date) {
  await verifyLink(db, link.tenantId, link.RFQID, link.token, now)
  const rfq = await findRfq(db, link.tenantId, link.RFQID)
  const status = statusNow(rfq, now)
  if (status === 'Cancelled' || status === 'Awarded' || status === 'Draft') {
    throw conflict(`This request for quotation is ${status} and takes no more files`)
  }
  // A partner has no account: its files are recorded as uploaded for the RFQ's buyer, as a quote's
  // file, which staff open only under the RFQ's rules (quote-documents.ts).
  return storePoDocument(db, { tenantId: link.tenantId, userId: rfq.createdBy }, dataUrl, now, 'rfq-quote')
}
