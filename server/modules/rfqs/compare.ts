import { awardSuggestions, comparisonRows } from '../../../src/shared/rfq-compare'
import type { QuoteCell, RfqComparison } from '../../../src/shared/rfq-read-schemas'
import { isSealed } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/app-env'
import { conflict } from '../../lib/errors'
import { quoteCells, roundsOf } from './quotes'
import { findRfq, itemsOf, partnersOf, statusNow } from './records'

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`

/**
 * GET get-rfq-comparison: the whole grid in one answer: every item x every partner's latest quote
 * (earlier rounds in `history`), the best value per row, savings, and three award suggestions over
 * the quotes nobody rejected. While sealed (before the deadline or an early close) it is 409:
 * buyers see who responded on view-rfq-by-id, never prices.
 */
export async function compareRfq(db: Db, actor: Actor, rfqId: string, now: Date): Promise<RfqComparison> {
  const rfq = await findRfq(db, actor.tenantId, rfqId)
  if (isSealed(rfq.status, rfq.deadline, now)) {
    throw conflict(`Quotations are sealed until the response deadline (${stamp(rfq.deadline)}) or an early close`)
  }
  const items = await itemsOf(db, rfq.id)
  const partners = await partnersOf(db, rfq.id)
  const all = await quoteCells(db, rfq.id, items)
  const latest = new Map<string, QuoteCell>()
  for (const cell of all) latest.set(`${cell.supplierId} ${cell.itemId}`, cell)
  const cells = [...latest.values()]
  const current = new Set(cells)
  const rejected = new Set(partners.filter((p) => p.responseStatus === 'Rejected').map((p) => p.supplierId))
  const eligible = cells.filter((c) => c.status !== 'Rejected' && !rejected.has(c.supplierId))
  return {
    RFQID: rfq.id,
    status: statusNow(rfq, now),
    items,
    suppliers: partners.map((p) => ({
      supplierId: p.supplierId,
      name: p.name,
      responseStatus: p.responseStatus,
      round: p.round,
    })),
    cells,
    history: all.filter((c) => !current.has(c)),
    rounds: await roundsOf(db, rfq.id),
    rows: comparisonRows(items, eligible),
    suggestions: awardSuggestions(items, eligible),
  }
}
