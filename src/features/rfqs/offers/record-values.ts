import type { PaymentTerms } from '../../../shared/payment-terms'
import type { RfqNegotiation, RfqRound } from '../../../shared/rfq-read-schemas'
import { type QuoteFormValues, withProposedPrices } from '../supplier/quote-form-values'
import { latestQuotes } from './counter-values'

const text = (n: number | null) => (n === null ? '' : String(n))

/**
 * The partner's answer as the buyer records it, in the supplier page's form values: each item's latest
 * quote, with the proposed prices of the open counter offer put in.
 */
export function recordFormValues(
  negotiation: RfqNegotiation,
  paymentTerms: PaymentTerms,
  open: RfqRound | null,
): QuoteFormValues {
  const latest = latestQuotes(negotiation)
  const values: QuoteFormValues = {
    lines: negotiation.items.map((item) => {
      const q = latest.get(item.itemId)
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
  return open ? withProposedPrices(values, open) : values
}
