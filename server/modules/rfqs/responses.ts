import { and, eq } from 'drizzle-orm'
import { toNumericText } from '../../../src/shared/money'
import type { SupplierRfqView } from '../../../src/shared/rfq-read-schemas'
import type { QuoteLineInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { rfqPartners, rfqQuotes, rfqRounds } from '../../db/schema/rfqs'
import { suppliers } from '../../db/schema/suppliers'
import { unknownDocumentPaths } from '../../lib/document-store'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { writeRfqAudit } from './audit'
import { quoteCells, roundsOf } from './quotes'
import { findRfq, itemsOf, type RfqRecord, statusNow } from './records'

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`

/** The invitation of a partner to the RFQ, locked when asked; 404 when it was not invited. */
export async function invitationOf(db: Db, rfqId: string, supplierId: string, lock = false) {
  const query = db
    .select({ partner: rfqPartners, name: suppliers.name, email: suppliers.email })
    .from(rfqPartners)
    .innerJoin(suppliers, eq(suppliers.id, rfqPartners.supplierId))
    .where(and(eq(rfqPartners.rfqId, rfqId), eq(rfqPartners.supplierId, supplierId)))
  const [row] = lock ? await query.for('update', { of: rfqPartners }) : await query
  if (!row) throw notFound('This supply partner is not invited to this request for quotation')
  return row
}

/** Until when the partner's current round takes answers: the deadline for round 1, the counter offer's respond-by after. */
async function respondByOf(db: Db, rfq: RfqRecord, supplierId: string, round: number): Promise<Date> {
  if (round === 1) return rfq.deadline
  const [row] = await db
    .select({ respondBy: rfqRounds.respondBy })
    .from(rfqRounds)
    .where(and(eq(rfqRounds.rfqId, rfq.id), eq(rfqRounds.supplierId, supplierId), eq(rfqRounds.round, round)))
  return row?.respondBy ?? rfq.deadline
}

/** Why the partner cannot answer its current round now (a clear message), or null when it can. */
function closedReason(rfq: RfqRecord, round: number, respondBy: Date, now: Date): string | null {
  const status = statusNow(rfq, now)
  if (status === 'Cancelled' || status === 'Awarded') {
    return `This request for quotation is ${status} and takes no more responses`
  }
  if (status === 'Draft' || status === 'Pending Approval') return 'This request for quotation has not been sent yet'
  if (round === 1 && status !== 'Sent') {
    return `The response deadline passed at ${stamp(rfq.deadline)}; responses are no longer accepted`
  }
  if (round > 1 && now.getTime() >= respondBy.getTime()) {
    return `The counter offer had to be answered by ${stamp(respondBy)}; answers are no longer accepted`
  }
  return null
}

/** GET rfq-response: the RFQ as one partner sees it: the items, its own rounds and quotes, and whether it may answer now. */
export async function supplierView(
  db: Db,
  tenantId: string,
  rfqId: string,
  supplierId: string,
  now: Date,
): Promise<SupplierRfqView> {
  const rfq = await findRfq(db, tenantId, rfqId)
  const { partner, name } = await invitationOf(db, rfq.id, supplierId)
  const items = await itemsOf(db, rfq.id)
  const respondBy = await respondByOf(db, rfq, supplierId, partner.round)
  return {
    RFQID: rfq.id,
    rfqNumber: rfq.number,
    title: rfq.title,
    status: statusNow(rfq, now),
    requiredBy: rfq.requiredBy,
    responseDeadline: rfq.deadline.toISOString(),
    deliveryAddress: rfq.deliveryAddress,
    paymentTerms: rfq.paymentTerms,
    attachments: rfq.attachments,
    // The buyer's target prices stay with the buyer.
    items: items.map(({ targetPrice: _, ...item }) => item),
    supplier: { supplierId, name },
    currentRound: partner.round,
    open: closedReason(rfq, partner.round, respondBy, now) === null,
    respondBy: respondBy.toISOString(),
    rounds: await roundsOf(db, rfq.id, supplierId),
    quotes: await quoteCells(db, rfq.id, items, { supplierId }),
  }
}

/**
 * A partner's quote for its current round, per item, by the partner through its link or by a buyer
 * on its behalf (`enteredBy`): until the round closes (the deadline, or a counter offer's
 * respond-by), never on a closed, cancelled or awarded RFQ (409 with the reason). Quoting an item
 * again revises it. The response becomes Submitted, and the step is audited.
 */
export async function submitQuote(
  db: Db,
  who: { tenantId: string; enteredBy: string | null },
  input: { rfqId: string; supplierId: string; lines: readonly QuoteLineInput[] },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const rfq = await findRfq(tx, who.tenantId, input.rfqId, true)
    const { partner } = await invitationOf(tx, rfq.id, input.supplierId, true)
    const respondBy = await respondByOf(tx, rfq, input.supplierId, partner.round)
    const reason = closedReason(rfq, partner.round, respondBy, now)
    if (reason) throw conflict(reason)
    const items = new Set((await itemsOf(tx, rfq.id)).map((i) => i.itemId))
    const unknownFiles = await unknownDocumentPaths(
      tx,
      rfq.tenantId,
      input.lines.flatMap((l) => (l.attachment ? [l.attachment] : [])),
    )
    const errors: Record<string, string[]> = {}
    input.lines.forEach((line, i) => {
      if (!items.has(line.itemId)) errors[`lines.${i}.itemId`] = ['This item is not in the request for quotation']
      if (line.attachment && unknownFiles.has(line.attachment))
        errors[`lines.${i}.attachment`] = ['Upload the file first']
    })
    const [first] = Object.values(errors)
    if (first?.[0]) throw badRequest(first[0], errors)
    for (const line of input.lines) {
      const figures = {
        unitPrice: toNumericText(line.unitPrice),
        gstPercent: line.gstPercent,
        freight: toNumericText(line.freight),
        deliveryDays: line.deliveryDays,
        moq: line.moq === null ? null : String(line.moq),
        paymentTerms: line.paymentTerms,
        remarks: line.remarks,
        attachment: line.attachment,
        status: 'Submitted' as const,
        enteredBy: who.enteredBy,
        updatedAt: now,
      }
      await tx
        .insert(rfqQuotes)
        .values({ rfqId: rfq.id, supplierId: input.supplierId, itemId: line.itemId, round: partner.round, ...figures })
        .onConflictDoUpdate({
          target: [rfqQuotes.rfqId, rfqQuotes.supplierId, rfqQuotes.round, rfqQuotes.itemId],
          set: figures,
        })
    }
    await tx
      .update(rfqPartners)
      .set({ status: 'Submitted', respondedAt: now })
      .where(and(eq(rfqPartners.rfqId, rfq.id), eq(rfqPartners.supplierId, input.supplierId)))
    const status = statusNow(rfq, now)
    await writeRfqAudit(tx, {
      rfqId: rfq.id,
      action: partner.respondedAt ? `response revised (round ${partner.round})` : `response (round ${partner.round})`,
      from: status,
      to: status,
      remarks: who.enteredBy ? 'Entered by the buyer on the partner’s behalf' : '',
      byUser: who.enteredBy,
      supplierId: input.supplierId,
      at: now,
    })
    return supplierView(tx, who.tenantId, rfq.id, input.supplierId, now)
  })
}
