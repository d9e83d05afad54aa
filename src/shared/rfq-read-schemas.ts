import * as v from 'valibot'
import { listPage } from './list-query'
import { PAYMENT_TERMS } from './payment-terms'
import { columnsProblem, fromColumns, QuoteColumnsSchema } from './quote-columns'
import { QUOTE_STATUSES, RFQ_RESPONSE_STATUSES, RFQ_STATUSES } from './rfq-status'
import { SUPPLIER_STATUSES } from './supplier-status'

const status = v.picklist(RFQ_STATUSES)

/** One row of get-all-rfq: status, deadline, responses received of invited, created by. */
export const RfqRowSchema = v.object({
  RFQID: v.string(),
  rfqNumber: v.string(),
  title: v.string(),
  status,
  responseDeadline: v.string(),
  requiredBy: v.string(),
  responses: v.number(),
  invited: v.number(),
  createdBy: v.string(),
  createdAt: v.string(),
})

/** The get-all-rfq answer. */
export const RfqPageSchema = listPage(RfqRowSchema)

/** One item of an RFQ as read. */
export const RfqItemSchema = v.object({
  itemId: v.string(),
  productId: v.nullable(v.number()),
  product: v.string(),
  specification: v.string(),
  quantity: v.number(),
  UOMID: v.number(),
  unitName: v.string(),
  targetPrice: v.nullable(v.number()),
})

/** An item as a partner sees it through its link: never the buyer's target price. */
export const SupplierRfqItemSchema = v.omit(RfqItemSchema, ['targetPrice'])

/** An invited partner (spec point 3, Contact) and where its response stands; never its prices while sealed. */
export const RfqPartnerSchema = v.object({
  supplierId: v.string(),
  name: v.string(),
  contactPerson: v.string(),
  email: v.string(),
  phone: v.string(),
  responseStatus: v.picklist(RFQ_RESPONSE_STATUSES),
  respondedAt: v.nullable(v.string()),
  round: v.number(),
  /** The partner's own status: an Inactive one can no longer answer or be awarded. */
  partnerStatus: v.optional(v.picklist(SUPPLIER_STATUSES), 'Active'),
})

/** One audited step of an RFQ. */
export const RfqAuditEntrySchema = v.object({
  action: v.string(),
  from: v.nullable(status),
  to: status,
  remarks: v.string(),
  by: v.nullable(v.string()),
  supplier: v.nullable(v.string()),
  at: v.string(),
})

/** view-rfq-by-id: the RFQ, its partners, the POs its award raised and its audit trail. */
export const RfqDetailSchema = v.object({
  RFQID: v.string(),
  rfqNumber: v.string(),
  title: v.string(),
  status,
  sealed: v.boolean(),
  requiredBy: v.string(),
  responseDeadline: v.string(),
  deliveryAddress: v.string(),
  paymentTerms: v.picklist(PAYMENT_TERMS),
  attachments: v.array(v.string()),
  items: v.array(RfqItemSchema),
  partners: v.array(RfqPartnerSchema),
  purchaseOrders: v.array(v.object({ poId: v.string(), poNumber: v.string(), vendorName: v.string() })),
  audit: v.array(RfqAuditEntrySchema),
  createdBy: v.string(),
  createdAt: v.string(),
  version: v.number(),
})

/** A quote of one item in one round (spec point 3, RFQ response), with its landed cost worked out. */
export const QuoteCellSchema = v.object({
  itemId: v.string(),
  supplierId: v.string(),
  round: v.number(),
  unitPrice: v.number(),
  gstPercent: v.number(),
  freight: v.number(),
  /** Unit price + GST + the unit's share of freight. */
  landedUnitCost: v.number(),
  /** Quantity x unit price, plus GST, plus freight. */
  totalAmount: v.number(),
  deliveryDays: v.number(),
  moq: v.nullable(v.number()),
  paymentTerms: v.picklist(PAYMENT_TERMS),
  remarks: v.string(),
  attachment: v.nullable(v.string()),
  status: v.picklist(QUOTE_STATUSES),
  /** The buyer who recorded it on the partner's behalf (a phone or e-mail answer); null when the partner entered it. */
  recordedBy: v.optional(v.nullable(v.string()), null),
})

/** A counter-offer round with a partner: the buyer's proposal and until when it may be answered. */
export const RfqRoundSchema = v.object({
  supplierId: v.string(),
  round: v.number(),
  proposal: v.array(v.object({ itemId: v.string(), unitPrice: v.number(), remarks: v.string() })),
  remarks: v.string(),
  respondBy: v.string(),
  openedAt: v.string(),
})

/** The partner's own view through its link: the RFQ, its rounds and only its own quotes. */
export const SupplierRfqViewSchema = v.object({
  RFQID: v.string(),
  rfqNumber: v.string(),
  title: v.string(),
  status,
  requiredBy: v.string(),
  responseDeadline: v.string(),
  deliveryAddress: v.string(),
  paymentTerms: v.picklist(PAYMENT_TERMS),
  attachments: v.array(v.string()),
  items: v.array(SupplierRfqItemSchema),
  supplier: v.object({ supplierId: v.string(), name: v.string() }),
  currentRound: v.number(),
  /** True while this partner may submit or revise its current round. */
  open: v.boolean(),
  /** Until when the current round takes answers. */
  respondBy: v.string(),
  rounds: v.array(RfqRoundSchema),
  quotes: v.array(QuoteCellSchema),
  /** When the buyer closed bids before the deadline; null when it did not. */
  closedEarlyAt: v.optional(v.nullable(v.string()), null),
})

/**
 * record-rfq-response's answer: what was recorded, never a figure (while sealed the buyer sees no
 * quote, not even that partner's earlier ones).
 */
export const RecordedRfqResponseSchema = v.object({
  RFQID: v.string(),
  supplierId: v.string(),
  round: v.number(),
  itemIds: v.array(v.string()),
})

/** One row of the grid per item: the best value of each figure, and the savings of the best total. */
export const ComparisonRowSchema = v.object({
  itemId: v.string(),
  best: v.object({
    totalAmount: v.nullable(v.string()),
    landedUnitCost: v.nullable(v.string()),
    unitPrice: v.nullable(v.string()),
    deliveryDays: v.nullable(v.string()),
    moq: v.nullable(v.string()),
  }),
  savings: v.nullable(
    v.object({ against: v.picklist(['target price', 'highest quote']), amount: v.number(), percent: v.number() }),
  ),
})

/** One award suggestion: which partner gets each item, the total and the slowest delivery. */
export const AwardSuggestionSchema = v.object({
  kind: v.picklist(['lowest-single-supplier', 'lowest-per-item', 'earliest-delivery']),
  label: v.string(),
  awards: v.array(v.object({ itemId: v.string(), supplierId: v.string() })),
  totalAmount: v.number(),
  deliveryDays: v.number(),
  /** Why there is nothing to suggest (no partner quoted every item), else null. */
  unavailable: v.nullable(v.string()),
})

/** A partner as the grid heads it: where its response stands and its current round (= how many rounds it has had). */
export const ComparedPartnerSchema = v.object({
  supplierId: v.string(),
  name: v.string(),
  responseStatus: v.picklist(RFQ_RESPONSE_STATUSES),
  round: v.number(),
  /** The partner's own status: an Inactive one's quotes are shown but cannot be awarded. */
  partnerStatus: v.optional(v.picklist(SUPPLIER_STATUSES), 'Active'),
})

/**
 * get-rfq-comparison: only what the grid needs: every item x every partner's latest quote, the best
 * per row and three suggestions. Earlier rounds are on get-rfq-negotiation, one partner at a time.
 * The quotes travel as columns (`quotes`, see quote-columns.ts) and parse to `cells`, one object each.
 */
export const RfqComparisonSchema = v.pipe(
  v.object({
    RFQID: v.string(),
    status,
    items: v.array(RfqItemSchema),
    suppliers: v.array(ComparedPartnerSchema),
    /** Each partner's latest quote per item: the grid. */
    quotes: QuoteColumnsSchema,
    rows: v.array(ComparisonRowSchema),
    suggestions: v.array(AwardSuggestionSchema),
  }),
  v.check(
    (c) => columnsProblem(c.quotes, c.items.length, c.suppliers.length) === null,
    'The quotes do not match the items and partners of the request',
  ),
  v.transform(({ quotes, ...rest }) => ({ ...rest, cells: fromColumns(quotes, rest.items, rest.suppliers) })),
)

/** get-rfq-negotiation (and counter-rfq-offer's answer): the whole thread with one partner, every round. */
export const RfqNegotiationSchema = v.object({
  RFQID: v.string(),
  status,
  items: v.array(RfqItemSchema),
  supplier: ComparedPartnerSchema,
  /** The partner's quotes of every round, oldest round first. */
  quotes: v.array(QuoteCellSchema),
  /** The buyer's counter offers to the partner (rounds 2 and on). */
  rounds: v.array(RfqRoundSchema),
})

/** award-rfq's answer: the Draft POs raised, one per awarded partner. */
export const RfqAwardResultSchema = v.object({
  RFQID: v.string(),
  status,
  purchaseOrders: v.array(v.object({ poId: v.string(), poNumber: v.string(), vendorName: v.string() })),
})

export type RfqRow = v.InferOutput<typeof RfqRowSchema>
export type RfqItem = v.InferOutput<typeof RfqItemSchema>
export type SupplierRfqItem = v.InferOutput<typeof SupplierRfqItemSchema>
export type RfqDetail = v.InferOutput<typeof RfqDetailSchema>
export type QuoteCell = v.InferOutput<typeof QuoteCellSchema>
export type RfqRound = v.InferOutput<typeof RfqRoundSchema>
export type SupplierRfqView = v.InferOutput<typeof SupplierRfqViewSchema>
export type ComparisonRow = v.InferOutput<typeof ComparisonRowSchema>
export type AwardSuggestion = v.InferOutput<typeof AwardSuggestionSchema>
export type RfqComparison = v.InferOutput<typeof RfqComparisonSchema>
/** get-rfq-comparison as the server sends it: the quotes as columns. */
export type RfqComparisonAnswer = v.InferInput<typeof RfqComparisonSchema>
export type RfqNegotiation = v.InferOutput<typeof RfqNegotiationSchema>
export type RfqAwardResult = v.InferOutput<typeof RfqAwardResultSchema>
export type RecordedRfqResponse = v.InferOutput<typeof RecordedRfqResponseSchema>
