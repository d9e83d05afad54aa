import { v7 as uuidv7 } from 'uuid'
import { type Checked, checkWith, withErrors } from '../../../components/form-kit/schema-check'
import type { PaymentTerms } from '../../../shared/payment-terms'
import type { RfqDetail } from '../../../shared/rfq-read-schemas'
import { rfqDateIssues, type SaveRfqInput, SaveRfqSchema } from '../../../shared/rfq-schemas'

/** One item row of the form; numbers as the inputs hold them. */
export interface RfqItemValues {
  /** The row's React key (a stored item's id, else a new one). */
  key: string
  /** A stored item's id, kept so an edited Draft keeps its items. */
  itemId?: string
  /** The catalogue product the row was filled from; null for a free-text item. */
  productId: number | null
  product: string
  specification: string
  quantity: string
  UOMID: string | null
  targetPrice: string
  /** The catalogue's cost price the target price was filled with; the field says so while it holds it. */
  targetPriceFilled?: string
}

/** What the RFQ form edits; names are the payload's. */
export interface RfqFormValues {
  title: string
  items: RfqItemValues[]
  /** A day, YYYY-MM-DD. */
  requiredBy: string
  /** A local date and time, YYYY-MM-DDTHH:mm (what a datetime-local input holds). */
  responseDeadline: string
  deliveryAddress: string
  paymentTerms: PaymentTerms
  /** Files uploaded with add-po-document (the PO line file rules), by their stored paths. */
  attachments: string[]
  supplierIds: string[]
}

/** A new, empty item row. */
export const emptyItem = (): RfqItemValues => ({
  key: uuidv7(),
  productId: null,
  product: '',
  specification: '',
  quantity: '',
  UOMID: null,
  targetPrice: '',
})

/** A new RFQ: one empty item (or the given rows), Net 30, no files, no partners. */
export const emptyRfq = (items: RfqItemValues[] = [emptyItem()]): RfqFormValues => ({
  title: '',
  items,
  requiredBy: '',
  responseDeadline: '',
  deliveryAddress: '',
  paymentTerms: 'Net 30',
  attachments: [],
  supplierIds: [],
})

/** The client's id of a new RFQ (UUIDv7): a replayed save creates one RFQ. */
export const newRfqId = (): string => uuidv7()

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as the local YYYY-MM-DDTHH:mm a datetime-local input shows; '' when it is not a date. */
export function localDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A local YYYY-MM-DDTHH:mm as an ISO instant with its zone; anything else as typed (the schema refuses it). */
export function instantOf(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

/** The form values of a stored RFQ (a Draft to edit, or any RFQ to view). */
export function rfqFormValues(rfq: RfqDetail): RfqFormValues {
  return {
    title: rfq.title,
    items: rfq.items.map((item) => ({
      key: item.itemId,
      itemId: item.itemId,
      productId: item.productId,
      product: item.product,
      specification: item.specification,
      quantity: String(item.quantity),
      UOMID: String(item.UOMID),
      targetPrice: item.targetPrice === null ? '' : String(item.targetPrice),
    })),
    requiredBy: rfq.requiredBy,
    responseDeadline: localDateTime(rfq.responseDeadline),
    deliveryAddress: rfq.deliveryAddress,
    paymentTerms: rfq.paymentTerms,
    attachments: rfq.attachments,
    supplierIds: rfq.partners.map((partner) => partner.supplierId),
  }
}

/** The fields the form shows, with their labels (a stale edit's Compare lists them). */
export const RFQ_LABELS = {
  title: 'Title',
  items: 'Items',
  requiredBy: 'Required By',
  responseDeadline: 'Response Deadline',
  deliveryAddress: 'Delivery Address',
  paymentTerms: 'Payment Terms',
  attachments: 'Attachments',
  supplierIds: 'Supply Partners',
} as const satisfies Record<keyof RfqFormValues, string>

/** Where the form shows each error: the header fields, each item's inputs, the partner list. */
export const RFQ_FIELDS = [
  ...Object.keys(RFQ_LABELS),
  'items.*.productId',
  'items.*.product',
  'items.*.specification',
  'items.*.quantity',
  'items.*.UOMID',
  'items.*.targetPrice',
] as const

/** How the form saves: its RFQID, the version it was opened at (a stored Draft), and whether to send. */
export interface RfqSave {
  RFQID: string
  version?: number
  send: boolean
}

/**
 * The values as the request-for-quotation body, checked with the server's schema, and the dates
 * against now (deadline in the future, required-by after it), each error on its field.
 */
export function rfqWrite(values: RfqFormValues, save: RfqSave, now: Date): Checked<SaveRfqInput> {
  const input = {
    RFQID: save.RFQID,
    title: values.title,
    items: values.items.map((item) => ({
      ...(item.itemId ? { itemId: item.itemId } : {}),
      productId: item.productId,
      product: item.product,
      specification: item.specification,
      quantity: item.quantity,
      UOMID: item.UOMID ?? '',
      targetPrice: item.targetPrice.trim() === '' ? null : item.targetPrice,
    })),
    requiredBy: values.requiredBy,
    responseDeadline: instantOf(values.responseDeadline),
    deliveryAddress: values.deliveryAddress,
    paymentTerms: values.paymentTerms,
    attachments: values.attachments,
    supplierIds: values.supplierIds,
    send: save.send,
    ...(save.version === undefined ? {} : { version: save.version }),
  }
  const checked = checkWith(SaveRfqSchema, input, RFQ_FIELDS)
  if (!checked.ok) return checked
  const dates = Object.fromEntries(
    Object.entries(rfqDateIssues(checked.body, now)).map(([field, [message = '']]) => [field, message]),
  )
  return withErrors(checked, dates)
}
