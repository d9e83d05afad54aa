import type * as v from 'valibot'
import { type Checked, mapChecked } from '../../../components/form-kit/schema-check'
import type { PaymentTerms } from '../../../shared/payment-terms'
import type { RfqComparison, RfqRound } from '../../../shared/rfq-read-schemas'
import type { RecordRfqResponseSchema } from '../../../shared/rfq-schemas'
import { type QuoteFormValues, quoteWrite, withProposedPrices } from '../supplier/quote-form-values'

/** The body of record-rfq-response. */
export type RecordResponseInput = v.InferOutput<typeof RecordRfqResponseSchema>

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

/** A stand-in for the link token: the lines are checked with the supplier page's rules, then sent without it. */
const NO_TOKEN = 'recorded-by-the-buyer'

/** The record-rfq-response body from the form, with the same line rules as the partner's own page. */
export function recordWrite(values: QuoteFormValues, RFQID: string, supplierId: string): Checked<RecordResponseInput> {
  return mapChecked(quoteWrite(values, { RFQID, token: NO_TOKEN }), ({ lines }) => ({ RFQID, supplierId, lines }))
}
