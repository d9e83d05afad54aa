import { and, desc, eq } from 'drizzle-orm'
import type { RfqComparisonAnswer, RfqNegotiation } from '../../../src/shared/rfq-read-schemas'
import type { CounterOfferInput, RfqResponseStatusInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { rfqPartners, rfqQuotes, rfqRounds } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, notFound } from '../../lib/errors'
import type { MailQueue } from '../approvals/mail-queue'
import { writeRfqAudit } from './audit'
import { compareRfq, negotiationWith } from './compare'
import { tellCounterOffer } from './invite'
import { moveRfq } from './lifecycle'
import { findRfq, itemsOf, type RfqRecord, statusNow } from './records'
import { invitationOf } from './responses'

/** The RFQ locked for evaluation: only once bids are closed and before the award; Closed for bids moves to Under Evaluation. */
async function evaluating(db: Db, actor: Actor, rfqId: string, now: Date): Promise<RfqRecord> {
  const rfq = await findRfq(db, actor.tenantId, rfqId, true)
  const status = statusNow(rfq, now)
  if (status === 'Closed for bids') {
    await moveRfq(db, actor, rfq, 'Under Evaluation', '', now)
    return { ...rfq, status: 'Under Evaluation', version: rfq.version + 1 }
  }
  if (status !== 'Under Evaluation') {
    const why = status === 'Sent' ? 'quotations are sealed until the deadline' : `it is ${status}`
    throw conflict(`Responses cannot be evaluated now: ${why}`)
  }
  return rfq
}

/**
 * POST counter-rfq-offer: opens the partner's next round with the buyer's proposed unit prices and
 * remarks, answerable until `respondBy` through the partner's link (a fresh one is e-mailed) or by
 * the buyer on its behalf. Every round is kept; answers the thread with the partner.
 */
export async function counterOffer(
  db: Db,
  actor: Actor,
  input: CounterOfferInput,
  now: Date,
  mail: MailQueue,
): Promise<RfqNegotiation> {
  return db.transaction(async (tx) => {
    const rfq = await evaluating(tx, actor, input.RFQID, now)
    const respondBy = new Date(input.respondBy)
    if (respondBy.getTime() <= now.getTime()) {
      throw badRequest('Respond-by must be in the future', { respondBy: ['Respond-by must be in the future'] })
    }
    const { partner, name, email, status } = await invitationOf(tx, rfq.id, input.supplierId, true)
    if (status !== 'Active') throw conflict(`${name} is ${status}: it can no longer be sent a counter offer`)
    if (!partner.respondedAt) throw conflict(`${name} has not responded: there is nothing to counter`)
    const items = new Set((await itemsOf(tx, rfq.id)).map((i) => i.itemId))
    const unknown = input.lines.findIndex((l) => !items.has(l.itemId))
    if (unknown >= 0) {
      const msg = 'This item is not in the request for quotation'
      throw badRequest(msg, { [`lines.${unknown}.itemId`]: [msg] })
    }
    const round = partner.round + 1
    await tx.insert(rfqRounds).values({
      rfqId: rfq.id,
      supplierId: input.supplierId,
      round,
      proposal: input.lines,
      remarks: input.remarks,
      respondBy,
      openedBy: actor.userId,
      openedAt: now,
    })
    await tx
      .update(rfqPartners)
      .set({ round, status: 'Under Review' })
      .where(and(eq(rfqPartners.rfqId, rfq.id), eq(rfqPartners.supplierId, input.supplierId)))
    await writeRfqAudit(tx, {
      rfqId: rfq.id,
      action: `counter offer (round ${round})`,
      from: rfq.status,
      to: rfq.status,
      remarks: input.remarks,
      byUser: actor.userId,
      supplierId: input.supplierId,
      at: now,
    })
    await tellCounterOffer(
      tx,
      rfq,
      { supplierId: input.supplierId, email, name },
      { round, remarks: input.remarks, respondBy },
      now,
      mail,
    )
    return negotiationWith(tx, actor, rfq.id, input.supplierId, now)
  })
}

/**
 * POST update-rfq-response-status: a partner's response Under Review, Shortlisted, Accepted or
 * Rejected; with an itemId, that item's latest quote Accepted or Rejected. Audited.
 */
export async function reviewResponse(db: Db, actor: Actor, input: RfqResponseStatusInput, now: Date) {
  return db.transaction(async (tx): Promise<RfqComparisonAnswer> => {
    const rfq = await evaluating(tx, actor, input.RFQID, now)
    const { partner } = await invitationOf(tx, rfq.id, input.supplierId, true)
    if (!partner.respondedAt) throw conflict('This supply partner has not responded')
    if (input.itemId) {
      if (input.status !== 'Accepted' && input.status !== 'Rejected') {
        throw badRequest('An item’s quote can be Accepted or Rejected', { status: ['Choose Accepted or Rejected'] })
      }
      const quoteOf = and(
        eq(rfqQuotes.rfqId, rfq.id),
        eq(rfqQuotes.supplierId, input.supplierId),
        eq(rfqQuotes.itemId, input.itemId),
      )
      const [latest] = await tx
        .select({ round: rfqQuotes.round })
        .from(rfqQuotes)
        .where(quoteOf)
        .orderBy(desc(rfqQuotes.round))
        .limit(1)
      if (!latest) throw notFound('This supply partner has not quoted this item')
      await tx
        .update(rfqQuotes)
        .set({ status: input.status, updatedAt: now })
        .where(and(quoteOf, eq(rfqQuotes.round, latest.round)))
    } else {
      await tx
        .update(rfqPartners)
        .set({ status: input.status })
        .where(and(eq(rfqPartners.rfqId, rfq.id), eq(rfqPartners.supplierId, input.supplierId)))
    }
    await writeRfqAudit(tx, {
      rfqId: rfq.id,
      action: input.itemId ? `item quote ${input.status}` : `response ${input.status}`,
      from: rfq.status,
      to: rfq.status,
      byUser: actor.userId,
      supplierId: input.supplierId,
      at: now,
    })
    return compareRfq(tx, actor, rfq.id, now)
  })
}
