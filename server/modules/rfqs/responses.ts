import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { toNumericText } from '../../../src/shared/money'
import type { RecordedRfqResponse, SupplierRfqView } from '../../../src/shared/rfq-read-schemas'
import type { QuoteLineInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { rfqAudit, rfqPartners, rfqQuotes, rfqRounds } from '../../db/schema/rfqs'
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
    .select({ partner: rfqPartners, name: suppliers.name, email: suppliers.email, status: suppliers.status })
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

/** When the buyer closed bids before the deadline (its audited move to Closed for bids), or null. */
async function closedEarlyAt(db: Db, rfq: RfqRecord): Promise<Date | null> {
  if (rfq.status === 'Draft' || rfq.status === 'Pending Approval' || rfq.status === 'Sent') return null
  const [closing] = await db
    .select({ at: rfqAudit.at })
    .from(rfqAudit)
    .where(and(eq(rfqAudit.rfqId, rfq.id), eq(rfqAudit.toStatus, 'Closed for bids')))
    .orderBy(asc(rfqAudit.at))
    .limit(1)
  return closing && closing.at.getTime() < rfq.deadline.getTime() ? closing.at : null
}

/** Why the partner cannot answer its current round now (a clear message), or null when it can. */
function closedReason(
  rfq: RfqRecord,
  round: number,
  respondBy: Date,
  now: Date,
  closedEarly: Date | null,
): string | null {
  const status = statusNow(rfq, now)
  if (status === 'Cancelled' || status === 'Awarded') {
    return `This request for quotation is ${status} and takes no more responses`
  }
  if (status === 'Draft' || status === 'Pending Approval') return 'This request for quotation has not been sent yet'
  if (round === 1 && status !== 'Sent' && closedEarly) {
    return `Bids were closed early at ${stamp(closedEarly)}, before the deadline; responses are no longer accepted`
  }
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
  const closedEarly = await closedEarlyAt(db, rfq)
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
    open: closedReason(rfq, partner.round, respondBy, now, closedEarly) === null,
    respondBy: respondBy.toISOString(),
    rounds: await roundsOf(db, rfq.id, supplierId),
    quotes: await quoteCells(db, rfq.id, items, { supplierId }),
    closedEarlyAt: closedEarly?.toISOString() ?? null,
  }
}

/** Who writes a quote: the partner through its link (`enteredBy` null), or a buyer on its behalf. */
interface QuoteAuthor {
  tenantId: string
  enteredBy: string | null
}

/**
 * The items of these lines the partner already quoted itself in this round: a buyer records an
 * answer given by phone or e-mail beside the partner's own, never over it.
 */
async function quotedByPartner(db: Db, rfqId: string, supplierId: string, round: number, itemIds: string[]) {
  if (itemIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ itemId: rfqQuotes.itemId })
    .from(rfqQuotes)
    .where(
      and(
        eq(rfqQuotes.rfqId, rfqId),
        eq(rfqQuotes.supplierId, supplierId),
        eq(rfqQuotes.round, round),
        inArray(rfqQuotes.itemId, itemIds),
        isNull(rfqQuotes.enteredBy),
      ),
    )
  return new Set(rows.map((r) => r.itemId))
}

/**
 * A partner's quote for its current round, per item, by the partner through its link or by a buyer
 * on its behalf (`enteredBy`, stored and shown as recorded by that buyer): until the round closes
 * (the deadline, or a counter offer's respond-by), never on a closed, cancelled or awarded RFQ (409
 * with the reason). Quoting an item again revises it; the partner's own answer replaces one a buyer
 * recorded, but a buyer never replaces what the partner entered itself, nor records for a partner
 * that is no longer Active (409, nothing written). The response becomes Submitted, and the step is
 * audited. Answers the round and items written, never a figure.
 */
async function writeQuote(
  db: Db,
  who: QuoteAuthor,
  input: { rfqId: string; supplierId: string; lines: readonly QuoteLineInput[] },
  now: Date,
): Promise<RecordedRfqResponse> {
  return db.transaction(async (tx) => {
    const rfq = await findRfq(tx, who.tenantId, input.rfqId, true)
    const { partner, name, status: partnerStatus } = await invitationOf(tx, rfq.id, input.supplierId, true)
    const respondBy = await respondByOf(tx, rfq, input.supplierId, partner.round)
    const reason = closedReason(rfq, partner.round, respondBy, now, await closedEarlyAt(tx, rfq))
    if (reason) throw conflict(reason)
    if (who.enteredBy && partnerStatus !== 'Active') {
      throw conflict(`${name} is ${partnerStatus}: a response cannot be recorded for it`)
    }
    const rfqItemList = await itemsOf(tx, rfq.id)
    const items = new Set(rfqItemList.map((i) => i.itemId))
    const unknownFiles = await unknownDocumentPaths(
      tx,
      rfq.tenantId,
      input.lines.flatMap((l) => (l.attachment ? [l.attachment] : [])),
    )
    const own = who.enteredBy
      ? await quotedByPartner(
          tx,
          rfq.id,
          input.supplierId,
          partner.round,
          input.lines.map((l) => l.itemId).filter((id) => items.has(id)),
        )
      : new Set<string>()
    const errors: Record<string, string[]> = {}
    input.lines.forEach((line, i) => {
      if (!items.has(line.itemId)) errors[`lines.${i}.itemId`] = ['This item is not in the request for quotation']
      if (line.attachment && unknownFiles.has(line.attachment))
        errors[`lines.${i}.attachment`] = ['Upload the file first']
    })
    const [first] = Object.values(errors)
    if (first?.[0]) throw badRequest(first[0], errors)
    const replaced = input.lines.findIndex((line) => own.has(line.itemId))
    if (replaced >= 0) {
      const product = rfqItemList.find((i) => i.itemId === input.lines[replaced]?.itemId)?.product ?? ''
      throw conflict(
        `${name} entered its own quote for ${product} in round ${partner.round}: a buyer cannot replace it. Make a counter offer to record a new answer.`,
      )
    }
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
    return {
      RFQID: rfq.id,
      supplierId: input.supplierId,
      round: partner.round,
      itemIds: input.lines.map((l) => l.itemId),
    }
  })
}

/** POST submit-rfq-response's work: the partner's own quote; answers its page as it now reads. */
export async function submitQuote(
  db: Db,
  tenantId: string,
  input: { rfqId: string; supplierId: string; lines: readonly QuoteLineInput[] },
  now: Date,
): Promise<SupplierRfqView> {
  await writeQuote(db, { tenantId, enteredBy: null }, input, now)
  return supplierView(db, tenantId, input.rfqId, input.supplierId, now)
}

/**
 * POST record-rfq-response's work: a buyer records an answer the partner gave by phone or e-mail,
 * marked as recorded by that buyer; answers what was recorded, never a figure (while sealed a buyer
 * sees no quote, not even that partner's earlier ones).
 */
export const recordQuote = (
  db: Db,
  who: { tenantId: string; userId: string },
  input: { rfqId: string; supplierId: string; lines: readonly QuoteLineInput[] },
  now: Date,
): Promise<RecordedRfqResponse> => writeQuote(db, { tenantId: who.tenantId, enteredBy: who.userId }, input, now)
