import { v7 as uuidv7 } from 'uuid'
import { type Checked, checkWith, mapChecked } from '../../components/form-kit/schema-check'
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

/** The fields the form shows, with their labels (a stale edit's Compare lists them). */
export const SUPPLIER_LABELS = {
  name: 'Name',
  contactPerson: 'Contact Person',
  email: 'E-mail',
  phone: 'Phone',
  gstin: 'GSTIN',
  pan: 'PAN',
  billingAddress: 'Billing Address',
  paymentTerms: 'Payment Terms',
  categoryIds: 'Categories Supplied',
} as const satisfies Record<keyof SupplierFormValues, string>

/** The fields the form shows (a category's error shows on Categories Supplied). */
export const SUPPLIER_FIELDS = Object.keys(SUPPLIER_LABELS)

/** The server's refusal of a GSTIN another partner has names no field: it belongs on GSTIN. */
export const SUPPLIER_DUPLICATES = { gstin: /^A supply partner with the GSTIN .* is already registered$/ }

/** What the supply-partner form sends: a new partner, or an edit of the stored one. */
export type SupplierWrite = { add: SupplierCreateInput } | { edit: SupplierUpdateInput }

/**
 * The form's write, checked with the server's schema: add-supplier-partner with the `id` made once per
 * form, or update-supplier-partner with the stored partner's id and the version that was read.
 */
export function supplierWrite(values: SupplierFormValues, stored: Supplier | null, id: string): Checked<SupplierWrite> {
  if (!stored) {
    return mapChecked(
      checkWith(SupplierCreateSchema, { ...values, id }, SUPPLIER_FIELDS),
      (add): SupplierWrite => ({ add }),
    )
  }
  const edit = checkWith(SupplierUpdateSchema, { ...values, id: stored.id, version: stored.version }, SUPPLIER_FIELDS)
  return mapChecked(edit, (body): SupplierWrite => ({ edit: body }))
}

/** A fresh client id for a new partner (UUIDv7, so ids sort by creation). */
export const newSupplierId = (): string => uuidv7()
