import type { PaymentTerms } from '../../../shared/payment-terms'
import type { RfqNegotiation, RfqRound } from '../../../shared/rfq-read-schemas'
import type { QuoteFormValues } from '../supplier/quote-form-values'
import { latestQuotes } from './counter-values'

const text = (n: number | null) => (n === null ? '' : String(n))

/**
 * The items the partner answered itself (through its link) in the round: a buyer never records over
 * them. A new answer by phone or e-mail to those items takes a new counter offer.
 */
export function answeredByPartner(negotiation: RfqNegotiation, round: RfqRound | null): Set<string> {
  if (!round) return new Set()
  return new Set(
    negotiation.quotes.filter((q) => q.round === round.round && q.recordedBy === null).map((q) => q.itemId),
  )
}

/**
 * The partner's answer as the buyer records it, in the supplier page's form values: each item starts
 * from the partner's own latest figures (never the buyer's counter offer); an item the partner already
 * answered itself in the open round is left blank, so it is not sent.
 */
export function recordFormValues(
  negotiation: RfqNegotiation,
  paymentTerms: PaymentTerms,
  open: RfqRound | null,
): QuoteFormValues {
  const latest = latestQuotes(negotiation)
  const locked = answeredByPartner(negotiation, open)
  return {
    lines: negotiation.items.map((item) => {
      const q = locked.has(item.itemId) ? undefined : latest.get(item.itemId)
      return {
        itemId: item.itemId,
        unitPrice: text(q?.unitPrice ?? null),
        gstPercent: q ? text(q.gstPercent) : '18',
        freight: text(q?.freight ?? null),
        deliveryDays: text(q?.deliveryDays ?? null),
        moq: text(q?.moq ?? null),
        paymentTerms: q?.paymentTerms ?? paymentTerms,
        remarks: q?.remarks ?? '',
        attachment: q?.attachment ?? null,
      }
    }),
  }
}
