import { toColumns } from '../../../src/shared/quote-columns'
import { awardSuggestions, comparisonRows } from '../../../src/shared/rfq-compare'
import type { RfqComparisonAnswer, RfqNegotiation } from '../../../src/shared/rfq-read-schemas'
import { isSealed } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/app-env'
import { conflict, notFound } from '../../lib/errors'
import { quoteCells, roundsOf } from './quotes'
import { findRfq, itemsOf, partnersOf, type RfqRecord, statusNow } from './records'

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`

/** The RFQ once its quotations may be seen: while sealed (before the deadline or an early close) it is 409. */
async function unsealed(db: Db, actor: Actor, rfqId: string, now: Date): Promise<RfqRecord> {
  const rfq = await findRfq(db, actor.tenantId, rfqId)
  if (isSealed(rfq.status, rfq.deadline, now)) {
    throw conflict(`Quotations are sealed until the response deadline (${stamp(rfq.deadline)}) or an early close`)
  }
  return rfq
}

const comparedPartner = (p: Awaited<ReturnType<typeof partnersOf>>[number]) => ({
  supplierId: p.supplierId,
  name: p.name,
  responseStatus: p.responseStatus,
  round: p.round,
  partnerStatus: p.partnerStatus,
})

/**
 * GET get-rfq-comparison: the grid in one answer and nothing more: every item x every partner's
 * latest quote, each partner's round and status, the best value per row, savings, and three award
 * suggestions over the quotes nobody rejected of partners still Active. Earlier rounds are on get-rfq-negotiation, per partner. While
 * sealed it is 409: buyers see who responded on view-rfq-by-id, never prices.
 */
export async function compareRfq(db: Db, actor: Actor, rfqId: string, now: Date): Promise<RfqComparisonAnswer> {
  const rfq = await unsealed(db, actor, rfqId, now)
  const items = await itemsOf(db, rfq.id)
  const partners = await partnersOf(db, rfq.id)
  const cells = await quoteCells(db, rfq.id, items, { latestOnly: true })
  // A rejected response, or a partner no longer Active, is shown but never best nor suggested.
  const rejected = new Set(
    partners.filter((p) => p.responseStatus === 'Rejected' || p.partnerStatus !== 'Active').map((p) => p.supplierId),
  )
  const eligible = cells.filter((c) => c.status !== 'Rejected' && !rejected.has(c.supplierId))
  const suppliers = partners.map(comparedPartner)
  return {
    RFQID: rfq.id,
    status: statusNow(rfq, now),
    items,
    suppliers,
    quotes: toColumns(cells, items, suppliers),
    rows: comparisonRows(items, eligible),
    suggestions: awardSuggestions(items, eligible),
  }
}

/**
 * GET get-rfq-negotiation: the thread with one partner for the CounterOffer screen: its quotes of
 * every round and the buyer's counter offers. Sealed like the comparison; 404 for a partner not invited.
 */
export async function negotiationWith(
  db: Db,
  actor: Actor,
  rfqId: string,
  supplierId: string,
  now: Date,
): Promise<RfqNegotiation> {
  const rfq = await unsealed(db, actor, rfqId, now)
  const partner = (await partnersOf(db, rfq.id)).find((p) => p.supplierId === supplierId)
  if (!partner) throw notFound('This supply partner is not invited to this request for quotation')
  const items = await itemsOf(db, rfq.id)
  return {
    RFQID: rfq.id,
    status: statusNow(rfq, now),
    items,
    supplier: comparedPartner(partner),
    quotes: await quoteCells(db, rfq.id, items, { supplierId }),
    rounds: await roundsOf(db, rfq.id, supplierId),
  }
}
