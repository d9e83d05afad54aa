import * as v from 'valibot'
import { MAX_ID } from './list-query'
import { moneySchema } from './money'
import { PAYMENT_TERMS } from './payment-terms'
import { PO_DOCUMENT_PATH_MESSAGE, PO_DOCUMENT_PATH_RE } from './po-document'
import { optionalText, PoGstSchema, poDaySchema, poQuantitySchema, positiveIdSchema, requiredText } from './po-fields'
import { requestObject } from './request-object'
import { RFQ_MANUAL_STATUSES, RFQ_REVIEW_STATUSES } from './rfq-status'
import { uuidSchema } from './uuid'

/** Most items one RFQ may have. */
export const MAX_RFQ_ITEMS = 100
/** Most partners one RFQ may invite. */
export const MAX_RFQ_PARTNERS = 50
/** Most files attached to one RFQ. */
export const MAX_RFQ_ATTACHMENTS = 10

const RfqIdSchema = uuidSchema('Invalid RFQ ID')
const SupplierRef = uuidSchema('Invalid supply partner id')
const ItemRef = uuidSchema('Invalid item id')

/** A stored document path (from add-po-document or add-rfq-response-document). */
const documentPath = v.pipe(
  v.string(PO_DOCUMENT_PATH_MESSAGE),
  v.trim(),
  v.maxLength(500, PO_DOCUMENT_PATH_MESSAGE),
  v.regex(PO_DOCUMENT_PATH_RE, PO_DOCUMENT_PATH_MESSAGE),
)

/** An instant with its zone, as ISO 8601 (the deadline's date-time picker sends one). */
export function instantSchema(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    v.check((s) => !Number.isNaN(Date.parse(s)), message),
    v.transform((s) => new Date(s).toISOString()),
  )
}

const uniqueBy = <T>(key: (item: T) => string, message: string) =>
  v.check<T[], string>((list) => new Set(list.map(key)).size === list.length, message)

/** One item of an RFQ: a catalogue product (ProductID) or free text, a quantity, a unit, an optional target price. */
export const RfqItemInputSchema = v.object({
  itemId: v.optional(ItemRef),
  productId: v.optional(v.nullable(positiveIdSchema('Invalid product ID')), null),
  product: requiredText('Product', 200),
  specification: optionalText('Specification', 1000),
  quantity: poQuantitySchema(),
  UOMID: positiveIdSchema('Select a unit of measure'),
  targetPrice: v.optional(v.nullable(moneySchema('Target price must be a number', 'Target price')), null),
})

/** POST request-for-quotation: creates or replaces a Draft RFQ; `send: true` sends it at once. */
export const SaveRfqSchema = requestObject({
  /** The client's UUIDv7: a replayed create saves one RFQ, and the same id edits a Draft. */
  RFQID: RfqIdSchema,
  title: requiredText('Title', 200),
  items: v.pipe(
    v.array(RfqItemInputSchema, 'Add at least one item'),
    v.minLength(1, 'Add at least one item'),
    v.maxLength(MAX_RFQ_ITEMS, `An RFQ can have at most ${MAX_RFQ_ITEMS} items`),
  ),
  requiredBy: poDaySchema('Required-by date must be a date'),
  responseDeadline: instantSchema('Response deadline must be a date and time'),
  deliveryAddress: requiredText('Delivery address', 500),
  paymentTerms: v.picklist(PAYMENT_TERMS, 'Payment terms must be On Receipt, Net 30 or Net 60'),
  attachments: v.optional(
    v.pipe(
      v.array(documentPath, 'Attachments must be a list'),
      v.maxLength(MAX_RFQ_ATTACHMENTS, `An RFQ can have at most ${MAX_RFQ_ATTACHMENTS} attachments`),
    ),
    [],
  ),
  supplierIds: v.pipe(
    v.array(SupplierRef, 'Invite at least one supply partner'),
    v.minLength(1, 'Invite at least one supply partner'),
    v.maxLength(MAX_RFQ_PARTNERS, `An RFQ can invite at most ${MAX_RFQ_PARTNERS} supply partners`),
    uniqueBy((id: string) => id, 'Each supply partner may be invited once'),
  ),
  send: v.optional(v.boolean('send must be true or false'), false),
  /** The version the editor saw, when editing a saved Draft. */
  version: v.optional(v.pipe(v.number('version must be a number'), v.integer('version must be a whole number'))),
})

/** Field errors of the dates that depend on now: the deadline after now, the required-by date after the deadline. */
export function rfqDateIssues(input: { requiredBy: string; responseDeadline: string }, now: Date) {
  const issues: Record<string, string[]> = {}
  if (Date.parse(input.responseDeadline) <= now.getTime()) {
    issues.responseDeadline = ['The response deadline must be in the future']
  }
  if (input.requiredBy <= input.responseDeadline.slice(0, 10)) {
    issues.requiredBy = ['The required-by date must be after the response deadline']
  }
  return issues
}

/** GET view-rfq-by-id?RFQID= and get-rfq-comparison?RFQID= */
export const RfqByIdQuerySchema = requestObject({ RFQID: RfqIdSchema })

/** POST send-rfq: sends a saved Draft (through the RfQ workflow when it is On). */
export const SendRfqSchema = requestObject({ RFQID: RfqIdSchema })

/** POST update-rfq-status: close for bids early, start evaluating, or cancel; audited with remarks. */
export const RfqStatusChangeSchema = requestObject({
  RFQID: RfqIdSchema,
  status: v.picklist(RFQ_MANUAL_STATUSES, 'Status must be Closed for bids, Under Evaluation or Cancelled'),
  remarks: optionalText('Remarks', 500),
})

/** Quoted figures of one item. */
export const QuoteLineSchema = v.object({
  itemId: ItemRef,
  unitPrice: moneySchema('Quoted unit price is required', 'Quoted unit price'),
  gstPercent: PoGstSchema,
  freight: v.optional(moneySchema('Freight must be a number', 'Freight'), 0),
  deliveryDays: v.pipe(
    v.number('Delivery timeline must be a number of days'),
    v.integer('Delivery timeline must be a whole number of days'),
    v.minValue(0, 'Delivery timeline cannot be negative'),
    v.maxValue(3650, 'Delivery timeline can be at most 3650 days'),
  ),
  moq: v.optional(v.nullable(poQuantitySchema('MOQ')), null),
  paymentTerms: v.picklist(PAYMENT_TERMS, 'Payment terms must be On Receipt, Net 30 or Net 60'),
  remarks: optionalText('Remarks', 500),
  attachment: v.optional(v.nullable(documentPath), null),
})

type QuoteLine = v.InferOutput<typeof QuoteLineSchema>

const quoteLines = v.pipe(
  v.array(QuoteLineSchema, 'Quote at least one item'),
  v.minLength(1, 'Quote at least one item'),
  v.maxLength(MAX_RFQ_ITEMS, `A response can quote at most ${MAX_RFQ_ITEMS} items`),
  uniqueBy((l: QuoteLine) => l.itemId, 'Each item may be quoted once'),
)

/** The signed link token of a partner (server/modules/rfqs/token.ts). */
const TokenSchema = v.pipe(
  v.string('A link token is required'),
  v.minLength(10, 'Invalid link'),
  v.maxLength(400, 'Invalid link'),
)

/** GET rfq-response?RFQID=&token=: the RFQ as the partner of the token sees it. */
export const RfqTokenQuerySchema = requestObject({ RFQID: RfqIdSchema, token: TokenSchema })

/** The stored name of an RFQ attachment: `<sha256>.<ext>`, the last part of its document path. */
const AttachmentNameSchema = v.pipe(
  v.string('Invalid attachment'),
  v.regex(/^[a-f0-9]{64}\.(pdf|jpg|png|webp)$/, 'Invalid attachment'),
)

/** GET rfq-attachment?RFQID=&token=&name=: one of the RFQ's attachments, for the partner of the token. */
export const RfqAttachmentQuerySchema = requestObject({
  RFQID: RfqIdSchema,
  token: TokenSchema,
  name: AttachmentNameSchema,
})

/** POST submit-rfq-response: a partner's quote for its current round, through its link; a resubmission revises it. */
export const SubmitRfqResponseSchema = requestObject({ RFQID: RfqIdSchema, token: TokenSchema, lines: quoteLines })

/** POST add-rfq-response-document: a partner's file (the PO line file rules), through its link. */
export const RfqResponseDocumentSchema = requestObject({
  RFQID: RfqIdSchema,
  token: TokenSchema,
  Document: v.string('The file must be a base64 data URL'),
})

/** POST record-rfq-response: a buyer enters a partner's quote on its behalf. */
export const RecordRfqResponseSchema = requestObject({ RFQID: RfqIdSchema, supplierId: SupplierRef, lines: quoteLines })

const ProposalLineSchema = v.object({
  itemId: ItemRef,
  unitPrice: moneySchema('Proposed unit price is required', 'Proposed unit price'),
  remarks: optionalText('Remarks', 500),
})

/** POST counter-rfq-offer: opens a new round with a partner, with the buyer's proposed unit prices and remarks. */
export const CounterOfferSchema = requestObject({
  RFQID: RfqIdSchema,
  supplierId: SupplierRef,
  remarks: requiredText('Remarks', 1000),
  respondBy: instantSchema('Respond-by must be a date and time'),
  lines: v.pipe(
    v.array(ProposalLineSchema, 'Propose a price for at least one item'),
    v.minLength(1, 'Propose a price for at least one item'),
    v.maxLength(MAX_RFQ_ITEMS, `A counter offer can name at most ${MAX_RFQ_ITEMS} items`),
    uniqueBy((l: v.InferOutput<typeof ProposalLineSchema>) => l.itemId, 'Each item may be named once'),
  ),
})

/** POST update-rfq-response-status: a partner's response (or, with itemId, one item's quote) reviewed. */
export const RfqResponseStatusSchema = requestObject({
  RFQID: RfqIdSchema,
  supplierId: SupplierRef,
  itemId: v.optional(ItemRef),
  status: v.picklist(RFQ_REVIEW_STATUSES, 'Status must be Under Review, Shortlisted, Accepted or Rejected'),
})

const AwardLineSchema = v.object({ itemId: ItemRef, supplierId: SupplierRef })

/** POST award-rfq: each item to one partner; one Draft PO per awarded partner. */
export const AwardRfqSchema = requestObject({
  RFQID: RfqIdSchema,
  billingAddress: requiredText('Billing Address', 500),
  awards: v.pipe(
    v.array(AwardLineSchema, 'Award at least one item'),
    v.minLength(1, 'Award at least one item'),
    v.maxLength(MAX_RFQ_ITEMS, `An award can name at most ${MAX_RFQ_ITEMS} items`),
    uniqueBy((a: v.InferOutput<typeof AwardLineSchema>) => a.itemId, 'Each item may be awarded once'),
  ),
})

/** GET get-rfq-suggested-partners?productId=1,2 (or productId=1&productId=2): active partners supplying the items' categories. */
export const SuggestedPartnersQuerySchema = requestObject({
  productId: v.pipe(
    v.union([v.string('Invalid product ID'), v.array(v.string('Invalid product ID'))], 'Invalid product ID'),
    v.transform<string | string[], string[]>((raw) =>
      (Array.isArray(raw) ? raw : [raw]).flatMap((id) => id.split(',')),
    ),
    v.array(
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,9}$/, 'Invalid product ID'),
        v.transform(Number),
        v.maxValue(MAX_ID, 'Invalid product ID'),
      ),
    ),
    v.maxLength(MAX_RFQ_ITEMS, `At most ${MAX_RFQ_ITEMS} products`),
  ),
})

export type RfqItemInput = v.InferOutput<typeof RfqItemInputSchema>
export type SaveRfqInput = v.InferOutput<typeof SaveRfqSchema>
export type QuoteLineInput = v.InferOutput<typeof QuoteLineSchema>
export type CounterOfferInput = v.InferOutput<typeof CounterOfferSchema>
export type AwardRfqInput = v.InferOutput<typeof AwardRfqSchema>
export type RfqResponseStatusInput = v.InferOutput<typeof RfqResponseStatusSchema>
