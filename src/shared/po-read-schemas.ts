import * as v from 'valibot'
import { DocumentApprovalSchema } from './approval-request-schemas'
import { PAYMENT_TERMS } from './payment-terms'
import { INCO_TERMS, PURCHASE_TYPES, SHIPPING_MODES } from './po-options'
import { PO_STATUSES } from './po-status'

/** A purchase order as the list shows it (spec point 3, Purchase order as listed). */
export const PoRowSchema = v.object({
  poId: v.string(),
  poNumber: v.string(),
  vendorId: v.string(),
  vendorName: v.string(),
  poDate: v.string(),
  status: v.picklist(PO_STATUSES),
  totalValue: v.number(),
  deliveryDate: v.string(),
  createdById: v.string(),
  createdBy: v.string(),
  lastUpdated: v.string(),
})

/** A line as read back, with its computed total and what has been delivered of it. */
export const PoLineSchema = v.object({
  LineID: v.string(),
  Particular: v.string(),
  ItemDescription: v.string(),
  Quantity: v.number(),
  UOMID: v.number(),
  UOMName: v.string(),
  BudgetedRate: v.number(),
  GSTPercentage: v.string(),
  TotalAmount: v.number(),
  DeliveredQuantity: v.number(),
  DocumentPath: v.nullable(v.string()),
})

/** Totals in rupees with GST per rate. */
export const PoTotalsSchema = v.object({
  subtotal: v.number(),
  gstByRate: v.array(v.object({ rate: v.number(), taxable: v.number(), gst: v.number() })),
  gst: v.number(),
  total: v.number(),
})

/** One audit entry: who, when, from, to and remarks. */
export const PoAuditSchema = v.object({
  action: v.picklist(['created', 'edited', 'status', 'delivery']),
  at: v.string(),
  by: v.string(),
  from: v.nullable(v.picklist(PO_STATUSES)),
  to: v.picklist(PO_STATUSES),
  remarks: v.string(),
})

/** One goods receipt. */
export const PoDeliverySchema = v.object({
  deliveryId: v.string(),
  at: v.string(),
  by: v.string(),
  remarks: v.string(),
  lines: v.array(v.object({ lineId: v.string(), quantity: v.number() })),
})

/** GET get-po-by-id: the whole PO, in the form's field names, with totals, audit trail and deliveries. */
export const PurchaseOrderSchema = v.object({
  ...PoRowSchema.entries,
  PoDate: v.string(),
  supplyPartnerContact: v.string(),
  billingAddress: v.string(),
  deliveryAddress: v.string(),
  purchaseType: v.picklist(PURCHASE_TYPES),
  PaymentTerms: v.picklist(PAYMENT_TERMS),
  shippingMode: v.nullable(v.picklist(SHIPPING_MODES)),
  incoTerms: v.nullable(v.picklist(INCO_TERMS)),
  poValidity: v.nullable(v.string()),
  version: v.number(),
  createdAt: v.string(),
  products: v.array(PoLineSchema),
  totals: PoTotalsSchema,
  audit: v.array(PoAuditSchema),
  deliveries: v.array(PoDeliverySchema),
  /** The statuses the reader may move this PO to with update-po-status. */
  nextStatuses: v.array(v.picklist(PO_STATUSES)),
  /** Its approval in the engine: the page links to it; a level not the reader's takes Approve and Reject away. */
  approval: v.optional(DocumentApprovalSchema),
  /** The RFQ whose award raised it (null: raised by hand or from low stock); absent in copies stored before. */
  fromRfq: v.optional(v.nullable(v.object({ RFQID: v.string(), rfqNumber: v.string() }))),
})

/** An option of a searchable filter or a select: id and name. */
export const PoOptionSchema = v.object({ id: v.string(), name: v.string() })

/** GET get-po-filter-options */
export const PoFilterOptionsSchema = v.object({
  poNumbers: v.array(v.string()),
  vendors: v.array(PoOptionSchema),
  creators: v.array(PoOptionSchema),
})

/** A unit of measure (spec point 3): id and name. */
export const UnitOfMeasureSchema = v.object({ id: v.number(), name: v.string() })

export type PoRow = v.InferOutput<typeof PoRowSchema>
export type PoLine = v.InferOutput<typeof PoLineSchema>
export type PoAudit = v.InferOutput<typeof PoAuditSchema>
export type PoDelivery = v.InferOutput<typeof PoDeliverySchema>
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderSchema>
export type PoFilterOptions = v.InferOutput<typeof PoFilterOptionsSchema>
export type UnitOfMeasure = v.InferOutput<typeof UnitOfMeasureSchema>
