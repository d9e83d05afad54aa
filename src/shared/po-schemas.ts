import * as v from 'valibot'
import { PAYMENT_TERMS } from './payment-terms'
import { PO_DOCUMENT_PATH_MESSAGE, PO_DOCUMENT_PATH_RE } from './po-document'
import {
  optionalText,
  PoGstSchema,
  PoRateSchema,
  poDaySchema,
  poQuantitySchema,
  positiveIdSchema,
  requiredText,
} from './po-fields'
import { INCO_TERMS, PURCHASE_TYPES, SHIPPING_MODES } from './po-options'
import { PO_STATUSES } from './po-status'
import { requestObject } from './request-object'
import { uuidSchema } from './uuid'

/** Most lines one PO may have. */
export const MAX_PO_LINES = 200

/** One line of the item table (spec point 3, PO line item); TotalAmount is computed, never sent. */
export const PoLineInputSchema = v.object({
  LineID: v.optional(uuidSchema('LineID must be a UUID')),
  Particular: requiredText('Product name', 200, 'Product name is required'),
  ItemDescription: optionalText('Specification', 1000),
  Quantity: poQuantitySchema(),
  UOMID: positiveIdSchema('Select a unit of measure'),
  BudgetedRate: PoRateSchema,
  GSTPercentage: PoGstSchema,
  /** A path add-po-document returned (the server also checks that this tenant stored it). */
  DocumentPath: v.optional(
    v.nullable(
      v.pipe(
        v.string('DocumentPath must be text'),
        v.trim(),
        v.maxLength(500, PO_DOCUMENT_PATH_MESSAGE),
        v.regex(PO_DOCUMENT_PATH_RE, PO_DOCUMENT_PATH_MESSAGE),
      ),
    ),
    null,
  ),
})

const optionalPick = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.optional(v.nullable(v.picklist(options, message)), null)

/** The fields of the Create-PO form (spec point 3, Purchase order form), as add-po and update-po take them. */
const poFormEntries = {
  /** The client's UUIDv7, so a replayed create makes one PO. */
  poId: uuidSchema('poId must be a UUID'),
  /** Blank: the server numbers the PO (PO-YYYY-000001). */
  poNumber: v.optional(
    v.pipe(
      v.string('PO Number must be text'),
      v.trim(),
      v.maxLength(30, 'PO Number must be at most 30 characters'),
      v.regex(/^$|^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'PO Number may contain letters, digits and / _ . - only'),
    ),
    '',
  ),
  PoDate: poDaySchema('PO Date must be a date'),
  /** The vendor's id (the form's searchable select holds the id under this name). */
  vendorName: uuidSchema('Select a vendor'),
  supplyPartnerContact: optionalText('Vendor Contact', 200),
  billingAddress: requiredText('Billing Address', 500),
  deliveryAddress: requiredText('Delivery Address', 500),
  purchaseType: v.picklist(PURCHASE_TYPES, 'Purchase Type must be CAPEX, OPEX, Service or Goods'),
  PaymentTerms: v.picklist(PAYMENT_TERMS, 'Payment Terms must be On Receipt, Net 30 or Net 60'),
  deliveryDate: poDaySchema('Delivery Date must be a date'),
  shippingMode: optionalPick(SHIPPING_MODES, 'Shipping Mode must be Air, Road, Courier or NA'),
  incoTerms: optionalPick(INCO_TERMS, 'Inco Terms must be FOB or CIF'),
  poValidity: v.optional(v.nullable(poDaySchema('PO Validity must be a date')), null),
  products: v.pipe(
    v.array(PoLineInputSchema, 'Add at least one product'),
    v.minLength(1, 'Add at least one product'),
    v.maxLength(MAX_PO_LINES, `A PO can have at most ${MAX_PO_LINES} lines`),
  ),
}

/** POST add-po: a new Draft. */
export const CreatePoSchema = v.pipe(
  requestObject(poFormEntries),
  v.forward(
    v.partialCheck(
      [['PoDate'], ['deliveryDate']],
      (input) => input.deliveryDate >= input.PoDate,
      'Delivery Date cannot be before the PO Date',
    ),
    ['deliveryDate'],
  ),
)

/** POST update-po: a Draft's new contents, with the version the editor saw. */
export const UpdatePoSchema = v.pipe(
  requestObject({
    ...poFormEntries,
    version: v.pipe(v.number('version is required'), v.integer('version is required'), v.minValue(1)),
  }),
  v.forward(
    v.partialCheck(
      [['PoDate'], ['deliveryDate']],
      (input) => input.deliveryDate >= input.PoDate,
      'Delivery Date cannot be before the PO Date',
    ),
    ['deliveryDate'],
  ),
)

/** Field errors of the dates that depend on today: PO Validity cannot be in the past. */
export function poDateIssues(input: { poValidity: string | null }, today: string): Record<string, string[]> {
  return input.poValidity !== null && input.poValidity < today
    ? { poValidity: ['PO Validity cannot be in the past'] }
    : {}
}

/** GET get-po-by-id?poId= and po-pdf?poId= */
export const PoByIdQuerySchema = requestObject({ poId: uuidSchema('Invalid PO ID') })

const remarksSchema = optionalText('Remarks', 500)

/** POST update-po-status: a move along the lifecycle (src/shared/po-status.ts). */
export const UpdatePoStatusSchema = requestObject({
  poId: uuidSchema('Invalid PO ID'),
  status: v.picklist(PO_STATUSES, 'Unknown PO status'),
  remarks: remarksSchema,
  version: v.optional(v.pipe(v.number('version must be a number'), v.integer('version must be a whole number'))),
})

/** POST record-po-delivery: goods received per line; the client's deliveryId makes a replay a no-op. */
export const RecordPoDeliverySchema = requestObject({
  poId: uuidSchema('Invalid PO ID'),
  deliveryId: uuidSchema('deliveryId must be a UUID'),
  lines: v.pipe(
    v.array(
      v.object({
        lineId: uuidSchema('lineId must be a UUID'),
        quantity: poQuantitySchema('Delivered quantity'),
      }),
      'Add at least one delivered line',
    ),
    v.minLength(1, 'Add at least one delivered line'),
    v.maxLength(MAX_PO_LINES, `A delivery can have at most ${MAX_PO_LINES} lines`),
    v.check((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'Each line may appear once'),
  ),
  remarks: remarksSchema,
})

export type PoLineInput = v.InferOutput<typeof PoLineInputSchema>
export type CreatePoInput = v.InferOutput<typeof CreatePoSchema>
export type UpdatePoInput = v.InferOutput<typeof UpdatePoSchema>
export type UpdatePoStatusInput = v.InferOutput<typeof UpdatePoStatusSchema>
export type RecordPoDeliveryInput = v.InferOutput<typeof RecordPoDeliverySchema>
