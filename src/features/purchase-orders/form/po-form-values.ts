import { v7 as uuidv7 } from 'uuid'
import type * as v from 'valibot'
import { type Checked, checkWith, mapChecked } from '../../../components/form-kit/schema-check'
import type { PaymentTerms } from '../../../shared/payment-terms'
import { DEFAULT_PO_GST, type IncoTerm, type PurchaseType, type ShippingMode } from '../../../shared/po-options'
import type { PurchaseOrder } from '../../../shared/po-read-schemas'
import {
  type CreatePoInput,
  CreatePoSchema,
  poDateIssues,
  type UpdatePoInput,
  UpdatePoSchema,
} from '../../../shared/po-schemas'

/** One row of the item table as the form edits it (spec point 3, PO line item). */
export interface PoLineFormValues {
  /** The line's UUIDv7, made when the row is added, so a replayed save keeps the same lines. */
  LineID: string
  Particular: string
  ItemDescription: string
  /** What the number input holds: a number, or text while it is being typed ('' or '-'). */
  Quantity: number | string
  /** The unit's id as the select holds it. */
  UOMID: string | null
  BudgetedRate: number | string
  /** '0%' ... '18%'. */
  GSTPercentage: string
  DocumentPath: string | null
}

/** The Create-PO form (spec point 3, Purchase order form); dates are YYYY-MM-DD, selects null when empty. */
export interface PoFormValues {
  poNumber: string
  PoDate: string | null
  /** The vendor's id: the searchable select holds the id under the spec's name. */
  vendorName: string | null
  supplyPartnerContact: string
  billingAddress: string
  deliveryAddress: string
  purchaseType: PurchaseType | null
  PaymentTerms: PaymentTerms | null
  deliveryDate: string | null
  shippingMode: ShippingMode | null
  incoTerms: IncoTerm | null
  poValidity: string | null
  products: PoLineFormValues[]
}

/** A new row with the spec's defaults: quantity 0, no unit, rate 0, GST 18%. */
export function newPoLine(): PoLineFormValues {
  return {
    LineID: uuidv7(),
    Particular: '',
    ItemDescription: '',
    Quantity: 0,
    UOMID: null,
    BudgetedRate: 0,
    GSTPercentage: DEFAULT_PO_GST,
    DocumentPath: null,
  }
}

/** An empty form dated today, with one row. */
export function emptyPoForm(today: string): PoFormValues {
  return {
    poNumber: '',
    PoDate: today,
    vendorName: null,
    supplyPartnerContact: '',
    billingAddress: '',
    deliveryAddress: '',
    purchaseType: null,
    PaymentTerms: null,
    deliveryDate: null,
    shippingMode: null,
    incoTerms: null,
    poValidity: null,
    products: [newPoLine()],
  }
}

/** The form values of a stored PO. */
export function poFormValues(po: PurchaseOrder): PoFormValues {
  return {
    poNumber: po.poNumber,
    PoDate: po.PoDate,
    vendorName: po.vendorId,
    supplyPartnerContact: po.supplyPartnerContact,
    billingAddress: po.billingAddress,
    deliveryAddress: po.deliveryAddress,
    purchaseType: po.purchaseType,
    PaymentTerms: po.PaymentTerms,
    deliveryDate: po.deliveryDate,
    shippingMode: po.shippingMode,
    incoTerms: po.incoTerms,
    poValidity: po.poValidity,
    products: po.products.map((line) => ({
      LineID: line.LineID,
      Particular: line.Particular,
      ItemDescription: line.ItemDescription,
      Quantity: line.Quantity,
      UOMID: String(line.UOMID),
      BudgetedRate: line.BudgetedRate,
      GSTPercentage: line.GSTPercentage,
      DocumentPath: line.DocumentPath,
    })),
  }
}

/** What a supply partner gives the form when it is chosen. */
export interface VendorContact {
  contactPerson: string
  phone: string
  email: string
  billingAddress: string
}

/** Vendor Contact and Billing Address from the chosen partner, each only where the form has none yet. */
export function vendorDefaults(
  values: Pick<PoFormValues, 'supplyPartnerContact' | 'billingAddress'>,
  vendor: VendorContact,
): Pick<PoFormValues, 'supplyPartnerContact' | 'billingAddress'> {
  const contact = [vendor.contactPerson, vendor.phone, vendor.email].filter((part) => part !== '').join(', ')
  return {
    supplyPartnerContact: values.supplyPartnerContact.trim() === '' ? contact : values.supplyPartnerContact,
    billingAddress: values.billingAddress.trim() === '' ? vendor.billingAddress : values.billingAddress,
  }
}

/** The header fields, with their labels (a stale edit's Compare lists them, and the item lines). */
export const PO_LABELS = {
  poNumber: 'PO Number',
  PoDate: 'PO Date',
  supplyPartnerContact: 'Vendor Contact',
  billingAddress: 'Billing Address',
  deliveryAddress: 'Delivery Address',
  purchaseType: 'Purchase Type',
  PaymentTerms: 'Payment Terms',
  deliveryDate: 'Delivery Date',
  shippingMode: 'Shipping Mode',
  incoTerms: 'Inco Terms',
  poValidity: 'PO Validity',
  products: 'Items',
} as const satisfies Partial<Record<keyof PoFormValues, string>>

/** The fields the form shows: the header, each line's inputs, and the item table (its own errors). */
export const PO_FIELDS = [
  ...Object.keys(PO_LABELS),
  'vendorName',
  ...['Particular', 'ItemDescription', 'Quantity', 'UOMID', 'BudgetedRate', 'GSTPercentage', 'DocumentPath'].map(
    (field) => `products.*.${field}`,
  ),
]

/** The server's refusal of a PO Number another PO has names no field: it belongs on PO Number. */
export const PO_DUPLICATES = { poNumber: /^PO Number .* is already used$/ }

/** The item lines as Compare shows them: what and how many, line by line. */
export const shownLines = (lines: unknown): string =>
  Array.isArray(lines)
    ? (lines as PoLineFormValues[]).map((line) => `${line.Particular || '(no name)'} × ${line.Quantity}`).join('; ')
    : ''

/** Labels of the fields whose empty value the schema reports in its own words; the form says 'X is required'. */
const REQUIRED_LABELS: Record<string, string> = {
  PoDate: 'PO Date',
  purchaseType: 'Purchase Type',
  PaymentTerms: 'Payment Terms',
  deliveryDate: 'Delivery Date',
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** The request the schema checks: the form's values with empty selects and dates as the API expects them. */
function requestOf(values: PoFormValues) {
  return {
    ...values,
    PoDate: values.PoDate ?? '',
    vendorName: values.vendorName ?? '',
    deliveryDate: values.deliveryDate ?? '',
    products: values.products.map((line) => ({ ...line, UOMID: line.UOMID ?? '' })),
  }
}

function checked<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: PoFormValues,
  extra: Record<string, unknown>,
  today: string,
): Checked<v.InferOutput<TSchema>> {
  const result = checkWith(schema, { ...requestOf(values), ...extra }, PO_FIELDS)
  const errors: Record<string, string> = result.ok ? {} : { ...result.errors }
  for (const [path, label] of Object.entries(REQUIRED_LABELS)) {
    if (path in errors && isEmpty(values[path as keyof PoFormValues])) errors[path] = `${label} is required`
  }
  for (const [path, [message]] of Object.entries(poDateIssues({ poValidity: values.poValidity }, today))) {
    if (message && !(path in errors)) errors[path] = message
  }
  return result.ok && Object.keys(errors).length === 0 ? result : { ok: false, errors }
}

/** What the PO form sends: a new PO, or an edit of the stored Draft. */
export type PoWriteBody = { create: CreatePoInput } | { update: UpdatePoInput }

/**
 * The form's write, checked with the server's schema and today's date: add-po with the `poId` made
 * once per form, or update-po with the stored PO's id and the version that was read.
 */
export function poWrite(
  values: PoFormValues,
  stored: { poId: string; version: number } | null,
  poId: string,
  today: string,
): Checked<PoWriteBody> {
  if (!stored)
    return mapChecked(checked(CreatePoSchema, values, { poId }, today), (create): PoWriteBody => ({ create }))
  const update = checked(UpdatePoSchema, values, { poId: stored.poId, version: stored.version }, today)
  return mapChecked(update, (body): PoWriteBody => ({ update: body }))
}
