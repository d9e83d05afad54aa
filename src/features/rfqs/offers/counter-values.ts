import { type Checked, checkWith, failed } from '../../../components/form-kit/schema-check'
import type { QuoteCell, RfqNegotiation, RfqRound } from '../../../shared/rfq-read-schemas'
import { type CounterOfferInput, CounterOfferSchema } from '../../../shared/rfq-schemas'
import { instantOf, localDateTime } from '../form/rfq-form-values'

/** One item of a counter offer as typed: a blank proposed price leaves the item out. */
export interface CounterLineValues {
  itemId: string
  unitPrice: string
  remarks: string
}

/** The buyer's counter offer: the proposed prices, the remarks and until when the partner may answer. */
export interface CounterFormValues {
  remarks: string
  respondBy: string
  lines: CounterLineValues[]
}

/** The fields the counter form shows. */
export const COUNTER_FIELDS: readonly string[] = ['remarks', 'respondBy', 'lines.*.unitPrice', 'lines.*.remarks']

/** The partner's latest quote of each item (its quotes come oldest round first). */
export function latestQuotes(negotiation: RfqNegotiation): Map<string, QuoteCell> {
  return new Map(negotiation.quotes.map((q) => [q.itemId, q]))
}

/** A new counter offer: every item blank (the partner's quoted price is shown beside it), answerable for two days. */
export function counterFormValues(negotiation: RfqNegotiation, now: Date): CounterFormValues {
  return {
    remarks: '',
    respondBy: localDateTime(new Date(now.getTime() + 2 * 86_400_000).toISOString()),
    lines: negotiation.items.map((item) => ({ itemId: item.itemId, unitPrice: '', remarks: '' })),
  }
}

/**
 * The counter-rfq-offer body: only the items with a proposed price, checked with the server's schema;
 * errors of the body's lines go to their place in the form.
 */
export function counterWrite(values: CounterFormValues, RFQID: string, supplierId: string): Checked<CounterOfferInput> {
  const named = values.lines.flatMap((line, at) => (line.unitPrice.trim() === '' ? [] : [{ line, at }]))
  if (named.length === 0) return failed('lines.0.unitPrice', 'Propose a price for at least one item')
  const rename: Record<string, string> = {}
  named.forEach(({ at }, i) => {
    for (const field of ['unitPrice', 'remarks', 'itemId']) rename[`lines.${i}.${field}`] = `lines.${at}.${field}`
  })
  const input = {
    RFQID,
    supplierId,
    remarks: values.remarks,
    respondBy: instantOf(values.respondBy),
    lines: named.map(({ line }) => ({ itemId: line.itemId, unitPrice: line.unitPrice, remarks: line.remarks })),
  }
  return checkWith(CounterOfferSchema, input, COUNTER_FIELDS, rename)
}

/** One round of the negotiation thread with a partner: the buyer's proposal (none in round 1) and the partner's quotes. */
export interface ThreadRound {
  round: number
  proposal: RfqRound | null
  quotes: QuoteCell[]
}

/** Every round with a partner, oldest first: round 1 is its first response, each later one a counter offer and its answer. */
export function negotiationThread(negotiation: RfqNegotiation): ThreadRound[] {
  const { quotes, rounds: proposals } = negotiation
  const last = Math.max(negotiation.supplier.round, ...quotes.map((q) => q.round), ...proposals.map((p) => p.round))
  return Array.from({ length: last }, (_, i) => i + 1).map((round) => ({
    round,
    proposal: proposals.find((p) => p.round === round) ?? null,
    quotes: quotes.filter((q) => q.round === round),
  }))
}
