import { and, asc, eq, sql } from 'drizzle-orm'
import { quoteFigures } from '../../../src/shared/rfq-compare'
import type { QuoteCell, RfqItem, RfqRound } from '../../../src/shared/rfq-read-schemas'
import type { Db } from '../../db/client'
import { rfqQuotes, rfqRounds } from '../../db/schema/rfqs'
import { users } from '../../db/schema/users'

type QuoteRecord = typeof rfqQuotes.$inferSelect

/**
 * A stored quote as a grid cell, its total and landed cost worked out for the item's quantity, and
 * the name of the buyer who recorded it on the partner's behalf (null when the partner entered it).
 */
export function cellOf(quote: QuoteRecord, quantity: number, recordedBy: string | null = null): QuoteCell {
  const unitPrice = Number(quote.unitPrice)
  const freight = Number(quote.freight)
  return {
    itemId: quote.itemId,
    supplierId: quote.supplierId,
    round: quote.round,
    unitPrice,
    gstPercent: quote.gstPercent,
    freight,
    ...quoteFigures(quantity, { unitPrice, gstPercent: quote.gstPercent, freight }),
    deliveryDays: quote.deliveryDays,
    moq: quote.moq === null ? null : Number(quote.moq),
    paymentTerms: quote.paymentTerms,
    remarks: quote.remarks,
    attachment: quote.attachment,
    status: quote.status,
    recordedBy,
  }
}

/** One stored quote as the JSON tuple quoteCells reads (one text value for the lot: far faster than rows on PGlite). */
type QuoteTuple = [
  string,
  string,
  number,
  string,
  number,
  string,
  number,
  string | null,
  QuoteRecord['paymentTerms'],
  string,
  string | null,
  QuoteRecord['status'],
  string | null,
]

/** Which quotes quoteCells reads: one partner's only, and/or only each partner's latest round per item (the grid). */
interface QuoteFilter {
  supplierId?: string
  latestOnly?: boolean
}

/** The quotes of an RFQ (of one partner, or only the latest per partner and item, when asked) as cells, oldest round first. */
export async function quoteCells(db: Db, rfqId: string, items: readonly RfqItem[], filter: QuoteFilter = {}) {
  const quantities = new Map(items.map((i) => [i.itemId, i.quantity]))
  const q = rfqQuotes
  const where = and(
    eq(q.rfqId, rfqId),
    filter.supplierId ? eq(q.supplierId, filter.supplierId) : undefined,
    filter.latestOnly
      ? sql`not exists (select 1 from ${q} as later where later.rfq_id = ${q.rfqId}
          and later.supplier_id = ${q.supplierId} and later.item_id = ${q.itemId} and later.round > ${q.round})`
      : undefined,
  )
  const [row] = await db
    .select({
      tuples: sql<
        string | null
      >`json_agg(json_build_array(${q.supplierId}, ${q.itemId}, ${q.round}, ${q.unitPrice}::text,
        ${q.gstPercent}, ${q.freight}::text, ${q.deliveryDays}, ${q.moq}::text, ${q.paymentTerms}, ${q.remarks},
        ${q.attachment}, ${q.status}, case when ${q.enteredBy} is null then null else coalesce((select ${users.fullName}
          from ${users} where ${users.id} = ${q.enteredBy}), 'a buyer') end) order by ${q.round}, ${q.supplierId}, ${q.itemId})::text`,
    })
    .from(rfqQuotes)
    .where(where)
  const tuples: QuoteTuple[] = row?.tuples ? JSON.parse(row.tuples) : []
  return tuples.map(
    ([
      supplierId,
      itemId,
      round,
      unitPrice,
      gstPercent,
      freight,
      deliveryDays,
      moq,
      paymentTerms,
      remarks,
      attachment,
      status,
      recordedBy,
    ]) =>
      cellOf(
        {
          rfqId,
          supplierId,
          itemId,
          round,
          unitPrice,
          gstPercent,
          freight,
          deliveryDays,
          moq,
          paymentTerms,
          remarks,
          attachment,
          status,
          enteredBy: null,
          updatedAt: new Date(0),
        },
        quantities.get(itemId) ?? 1,
        recordedBy,
      ),
  )
}

/** The negotiation rounds of an RFQ (of one partner when given), in order. */
export async function roundsOf(db: Db, rfqId: string, supplierId?: string): Promise<RfqRound[]> {
  const where = supplierId
    ? and(eq(rfqRounds.rfqId, rfqId), eq(rfqRounds.supplierId, supplierId))
    : eq(rfqRounds.rfqId, rfqId)
  const rows = await db.select().from(rfqRounds).where(where).orderBy(asc(rfqRounds.supplierId), asc(rfqRounds.round))
  return rows.map((r) => ({
    supplierId: r.supplierId,
    round: r.round,
    proposal: r.proposal,
    remarks: r.remarks,
    respondBy: r.respondBy.toISOString(),
    openedAt: r.openedAt.toISOString(),
  }))
}
