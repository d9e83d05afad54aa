import type { PaymentTerms } from '../../../shared/payment-terms'
import type { RfqComparison, RfqRound } from '../../../shared/rfq-read-schemas'
import { type QuoteFormValues, withProposedPrices } from '../supplier/quote-form-values'

const text = (n: number | null) => (n === null ? '' : String(n))

/**
 * The partner's answer as the buyer records it, in the supplier page's form values: each item's latest
 * quote, with the proposed prices of the open counter offer put in.
 */
export function recordFormValues(
  comparison: RfqComparison,
  supplierId: string,
  paymentTerms: PaymentTerms,
  open: RfqRound | null,
): QuoteFormValues {
  const latest = new Map(comparison.cells.filter((c) => c.supplierId === supplierId).map((c) => [c.itemId, c]))
  const values: QuoteFormValues = {
    lines: comparison.items.map((item) => {
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
