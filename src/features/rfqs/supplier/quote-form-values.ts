import type * as v from 'valibot'
import { type Checked, checkWith, failed } from '../../../components/form-kit/schema-check'
import { formatDateTime } from '../../../lib/format-date'
import type { PaymentTerms } from '../../../shared/payment-terms'
import { quoteFigures } from '../../../shared/rfq-compare'
import type { QuoteCell, RfqRound, SupplierRfqView } from '../../../shared/rfq-read-schemas'
import { RecordRfqResponseSchema, SubmitRfqResponseSchema } from '../../../shared/rfq-schemas'

/** The body of submit-rfq-response. */
export type SubmitRfqResponseInput = v.InferOutput<typeof SubmitRfqResponseSchema>
/** The body of record-rfq-response. */
export type RecordRfqResponseInput = v.InferOutput<typeof RecordRfqResponseSchema>

/** One item's quote as its inputs hold it; a line with no unit price is not quoted. */
export interface QuoteLineValues {
  itemId: string
  unitPrice: string
  gstPercent: string
  freight: string
  deliveryDays: string
  moq: string
  paymentTerms: PaymentTerms
  remarks: string
  attachment: string | null
}

/** The supplier response form: one line per item of the RFQ, in its order. */
export interface QuoteFormValues {
  lines: QuoteLineValues[]
}

/** The figures of a line, as the schema's line names them. */
const LINE_FIELDS = [
  'unitPrice',
  'gstPercent',
  'freight',
  'deliveryDays',
  'moq',
  'paymentTerms',
  'remarks',
  'attachment',
] as const

/** The fields the form shows (an error on any other becomes a toast). */
export const QUOTE_FIELDS: readonly string[] = LINE_FIELDS.map((field) => `lines.*.${field}`)

const text = (n: number | null) => (n === null ? '' : String(n))

/** The partner's latest quote of each item (the highest round it answered). */
export function latestQuotes(quotes: readonly QuoteCell[]): Map<string, QuoteCell> {
  const latest = new Map<string, QuoteCell>()
  for (const quote of quotes) {
    const seen = latest.get(quote.itemId)
    if (!seen || quote.round > seen.round) latest.set(quote.itemId, quote)
  }
  return latest
}

/** The form's values: each item's latest quote when there is one, else blank with the RFQ's payment terms and 18% GST. */
export function quoteFormValues(view: SupplierRfqView): QuoteFormValues {
  const latest = latestQuotes(view.quotes)
  return {
    lines: view.items.map((item) => {
      const quote = latest.get(item.itemId)
      if (!quote) {
        return {
          itemId: item.itemId,
          unitPrice: '',
          gstPercent: '18',
          freight: '',
          deliveryDays: '',
          moq: '',
          paymentTerms: view.paymentTerms,
          remarks: '',
          attachment: null,
        }
      }
      return {
        itemId: item.itemId,
        unitPrice: text(quote.unitPrice),
        gstPercent: text(quote.gstPercent),
        freight: text(quote.freight),
        deliveryDays: text(quote.deliveryDays),
        moq: text(quote.moq),
        paymentTerms: quote.paymentTerms,
        remarks: quote.remarks,
        attachment: quote.attachment,
      }
    }),
  }
}

/** The form lines that are quoted (a unit price entered), with their place in the form. */
function quotedLines(values: QuoteFormValues): { line: QuoteLineValues; at: number }[] {
  return values.lines.flatMap((line, at) => (line.unitPrice.trim() === '' ? [] : [{ line, at }]))
}

/**
 * Payload paths of the quoted lines renamed to their place in the form: the body's `lines.0` is the
 * form's `lines.2` when the first two items are not quoted.
 */
export function quoteRename(values: QuoteFormValues): Record<string, string> {
  const rename: Record<string, string> = {}
  quotedLines(values).forEach(({ at }, i) => {
    for (const field of [...LINE_FIELDS, 'itemId']) rename[`lines.${i}.${field}`] = `lines.${at}.${field}`
  })
  return rename
}

/** A whole number typed as text, or the text itself so the schema says what is wrong with it. */
const wholeNumber = (raw: string): number | string => {
  const trimmed = raw.trim()
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed
}

/**
 * The body of submit-rfq-response from the form: the quoted lines only (an item left without a unit
 * price is not quoted), checked with the server's schema; blank freight is 0 and a blank MOQ none.
 */
/** The quoted lines of the form as the wire has them (unquoted items left out), or null when none is quoted. */
function quotedWireLines(values: QuoteFormValues) {
  const quoted = quotedLines(values)
  if (quoted.length === 0) return null
  return quoted.map(({ line }) => ({
    itemId: line.itemId,
    unitPrice: line.unitPrice,
    gstPercent: line.gstPercent,
    freight: line.freight.trim() === '' ? 0 : line.freight,
    deliveryDays: wholeNumber(line.deliveryDays),
    moq: line.moq.trim() === '' ? null : line.moq,
    paymentTerms: line.paymentTerms,
    remarks: line.remarks,
    attachment: line.attachment,
  }))
}

const NOTHING_QUOTED = () => failed('lines.0.unitPrice', 'Enter a quoted unit price for at least one item')

/** The submit-rfq-response body from the form, checked with the server's schema (the partner's own page). */
export function quoteWrite(
  values: QuoteFormValues,
  link: { RFQID: string; token: string },
): Checked<SubmitRfqResponseInput> {
  const lines = quotedWireLines(values)
  if (lines === null) return NOTHING_QUOTED()
  return checkWith(SubmitRfqResponseSchema, { ...link, lines }, QUOTE_FIELDS, quoteRename(values))
}

/** The record-rfq-response body: the same lines, recorded by a buyer for the partner (no link token). */
export function recordedQuoteWrite(
  values: QuoteFormValues,
  RFQID: string,
  supplierId: string,
): Checked<RecordRfqResponseInput> {
  const lines = quotedWireLines(values)
  if (lines === null) return NOTHING_QUOTED()
  return checkWith(RecordRfqResponseSchema, { RFQID, supplierId, lines }, QUOTE_FIELDS, quoteRename(values))
}

/** The counter offer the partner answers now: the buyer's proposal of its current round, or null in round 1. */
export function openCounterOffer(view: SupplierRfqView): RfqRound | null {
  if (view.currentRound <= 1) return null
  return view.rounds.find((round) => round.round === view.currentRound) ?? null
}

/** The form's lines with the buyer's proposed unit prices put in (the other figures kept). */
export function withProposedPrices(values: QuoteFormValues, round: RfqRound): QuoteFormValues {
  const proposed = new Map(round.proposal.map((p) => [p.itemId, p.unitPrice]))
  return {
    lines: values.lines.map((line) => {
      const price = proposed.get(line.itemId)
      return price === undefined ? line : { ...line, unitPrice: String(price) }
    }),
  }
}

/** True when the partner has already answered its current round (the button then revises). */
export const answeredCurrentRound = (view: SupplierRfqView): boolean =>
  view.quotes.some((quote) => quote.round === view.currentRound)

/** Why the page takes no quotation, or null while it does. */
export function closedMessage(view: SupplierRfqView): { title: string; text: string } | null {
  if (view.status === 'Cancelled') {
    return {
      title: 'Request cancelled',
      text: 'The buyer cancelled this request for quotation. It takes no more quotations.',
    }
  }
  if (view.status === 'Awarded') {
    return {
      title: 'Request awarded',
      text: 'This request for quotation has been awarded. It takes no more quotations.',
    }
  }
  if (view.open) return null
  if (view.currentRound > 1) {
    return {
      title: 'Responses are closed',
      text: `The counter offer had to be answered by ${formatDateTime(view.respondBy)}: your answer can no longer be submitted or revised.`,
    }
  }
  if (view.closedEarlyAt) {
    return {
      title: 'Bids were closed early',
      text: `The buyer closed bids early on ${formatDateTime(view.closedEarlyAt)}, before the deadline of ${formatDateTime(view.responseDeadline)}: your quotation can no longer be submitted or revised.`,
    }
  }
  return {
    title: 'Responses are closed',
    text: `The response deadline passed on ${formatDateTime(view.responseDeadline)}: your quotation can no longer be submitted or revised.`,
  }
}

/** What a line comes to as typed (quantity x price, plus GST, plus freight), or null until its figures are numbers. */
export function lineTotal(line: QuoteLineValues, quantity: number): number | null {
  const unitPrice = Number(line.unitPrice)
  const gstPercent = Number(line.gstPercent)
  const freight = line.freight.trim() === '' ? 0 : Number(line.freight)
  if (line.unitPrice.trim() === '' || ![unitPrice, gstPercent, freight].every(Number.isFinite) || quantity <= 0)
    return null
  return quoteFigures(quantity, { unitPrice, gstPercent, freight }).totalAmount
}
