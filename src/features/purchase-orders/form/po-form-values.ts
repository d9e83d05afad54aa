import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
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

/** A body ready to send, or the field errors (by form path) that stop it and the first of them. */
export type PoBodyResult<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string>; first: string }

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
): PoBodyResult<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, { ...requestOf(values), ...extra })
  const errors: Record<string, string> = {}
  for (const issue of parsed.issues ?? []) {
    const path = v.getDotPath(issue)
    if (!path || path in errors) continue
    const label = REQUIRED_LABELS[path]
    errors[path] = label && isEmpty(values[path as keyof PoFormValues]) ? `${label} is required` : issue.message
  }
  for (const [path, [message]] of Object.entries(poDateIssues({ poValidity: values.poValidity }, today))) {
    if (message && !(path in errors)) errors[path] = message
  }
  const [first] = Object.values(errors)
  if (parsed.success && first === undefined) return { ok: true, body: parsed.output }
  return { ok: false, errors, first: first ?? 'Check the form' }
}

/** The add-po body, checked with the server's schema and today's date; `poId` is made once per form. */
export function createPoBody(values: PoFormValues, poId: string, today: string): PoBodyResult<CreatePoInput> {
  return checked(CreatePoSchema, values, { poId }, today)
}

/** The update-po body: the fields, the PO's id and the version that was read. */
export function updatePoBody(
  values: PoFormValues,
  stored: { poId: string; version: number },
  today: string,
): PoBodyResult<UpdatePoInput> {
  return checked(UpdatePoSchema, values, { poId: stored.poId, version: stored.version }, today)
}
