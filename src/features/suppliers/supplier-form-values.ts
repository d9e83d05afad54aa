import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import type { PaymentTerms } from '../../shared/payment-terms'
import {
  type Supplier,
  type SupplierCreateInput,
  SupplierCreateSchema,
  type SupplierUpdateInput,
  SupplierUpdateSchema,
} from '../../shared/supplier-schemas'

/** What the supply-partner form edits; names are the payload's. */
export interface SupplierFormValues {
  name: string
  contactPerson: string
  email: string
  phone: string
  gstin: string
  pan: string
  billingAddress: string
  paymentTerms: PaymentTerms
  /** Category ids as text (the multi-select's values). */
  categoryIds: string[]
}

/** A new partner: Net 30, no categories. */
export const EMPTY_SUPPLIER: SupplierFormValues = {
  name: '',
  contactPerson: '',
  email: '',
  phone: '',
  gstin: '',
  pan: '',
  billingAddress: '',
  paymentTerms: 'Net 30',
  categoryIds: [],
}

/** The form values of a stored partner. */
export function supplierFormValues(s: Supplier): SupplierFormValues {
  return {
    name: s.name,
    contactPerson: s.contactPerson,
    email: s.email,
    phone: s.phone,
    gstin: s.gstin ?? '',
    pan: s.pan ?? '',
    billingAddress: s.billingAddress,
    paymentTerms: s.paymentTerms,
    categoryIds: s.categories.map((c) => String(c.id)),
  }
}

/** A body ready to send, or the field errors that stop it (the first message for the toast). */
export type BodyResult<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string>; first: string }

function result<TSchema extends v.GenericSchema>(
  parsed: v.SafeParseResult<TSchema>,
): BodyResult<v.InferOutput<TSchema>> {
  if (parsed.success) return { ok: true, body: parsed.output }
  const errors: Record<string, string> = {}
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue)?.split('.')[0]
    if (path && !(path in errors)) errors[path] = issue.message
  }
  return { ok: false, errors, first: parsed.issues[0].message }
}

/** The add-supplier-partner body, checked with the server's schema; `id` is made once per form. */
export function createBody(values: SupplierFormValues, id: string): BodyResult<SupplierCreateInput> {
  return result(v.safeParse(SupplierCreateSchema, { ...values, id }))
}

/** The update-supplier-partner body: the fields, the id and the version that was read. */
export function updateBody(values: SupplierFormValues, stored: Supplier): BodyResult<SupplierUpdateInput> {
  return result(v.safeParse(SupplierUpdateSchema, { ...values, id: stored.id, version: stored.version }))
}

/** A fresh client id for a new partner (UUIDv7, so ids sort by creation). */
export const newSupplierId = (): string => uuidv7()
