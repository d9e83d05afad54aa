import * as v from 'valibot'
import { DocumentApprovalSchema } from './approval-request-schemas'
import { intParam, MAX_ID } from './list-query'
import { PAYMENT_TERMS } from './payment-terms'
import { SupplierIdSchema } from './record-ids'
import { requestObject } from './request-object'
import { gstinProblem, PAN_RE, panOfGstin } from './supplier-gstin'
import { SUPPLIER_STATUSES } from './supplier-status'
import { uuidSchema } from './uuid'

/** Most categories one partner may supply. */
export const MAX_SUPPLIER_CATEGORIES = 50

const trimmed = (required: string, max: number, label: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** An optional upper-cased code: empty or missing becomes null. */
const optionalCode = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? '').replace(/\s+/g, '').toUpperCase() || null),
  )

/** The fields of a supply-partner write, trimmed and checked; GSTIN and PAN are optional. */
const supplierFields = {
  name: trimmed('Supply partner name is required', 200, 'Name'),
  contactPerson: trimmed('Contact person is required', 120, 'Contact person'),
  email: v.pipe(
    trimmed('E-mail is required', 254, 'E-mail'),
    v.toLowerCase(),
    v.email('Please enter a valid e-mail address'),
  ),
  phone: v.pipe(
    trimmed('Phone is required', 25, 'Phone'),
    v.transform((phone) => phone.replace(/[\s().-]/g, '')),
    v.regex(/^\+?\d{10,15}$/, 'Phone must have 10 to 15 digits, optionally starting with +'),
  ),
  gstin: v.pipe(
    optionalCode('GSTIN must be text'),
    v.check(
      (gstin) => gstin === null || gstinProblem(gstin) !== 'format',
      'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character',
    ),
    v.check((gstin) => gstin === null || gstinProblem(gstin) === null, 'GSTIN check character is wrong'),
  ),
  pan: v.pipe(
    optionalCode('PAN must be text'),
    v.check((pan) => pan === null || PAN_RE.test(pan), 'PAN must be 5 letters, 4 digits and a letter'),
  ),
  billingAddress: trimmed('Billing address is required', 1000, 'Billing address'),
  paymentTerms: v.picklist(PAYMENT_TERMS, `Payment terms must be ${PAYMENT_TERMS.join(', ')}`),
  categoryIds: v.optional(
    v.pipe(
      v.array(intParam('Categories supplied must be category ids', 1, MAX_ID), 'Categories supplied must be a list'),
      v.maxLength(MAX_SUPPLIER_CATEGORIES, `At most ${MAX_SUPPLIER_CATEGORIES} categories`),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
}

/** True unless both PAN and GSTIN are given and the PAN is not the one inside the GSTIN. */
const panMatchesGstin = (p: { gstin: string | null; pan: string | null }) =>
  p.gstin === null || p.pan === null || panOfGstin(p.gstin) === p.pan

const PAN_MISMATCH = 'PAN must match characters 3 to 12 of the GSTIN'

/** POST add-supplier-partner; the id is the client's UUIDv7, so a replayed create is a no-op. */
export const SupplierCreateSchema = v.pipe(
  requestObject({ ...supplierFields, id: v.optional(uuidSchema('id must be a UUID')) }),
  v.forward(v.partialCheck([['gstin'], ['pan']], panMatchesGstin, PAN_MISMATCH), ['pan']),
)

const versionSchema = v.pipe(
  v.number('Version must be a whole number'),
  v.integer('Version must be a whole number'),
  v.minValue(1, 'Version must be a whole number'),
  v.maxValue(MAX_ID, 'Version must be a whole number'),
)

/** POST update-supplier-partner: the fields, the id, and the version read (a stale one is 409). */
export const SupplierUpdateSchema = v.pipe(
  requestObject({ ...supplierFields, id: uuidSchema('Supply partner id is required'), version: versionSchema }),
  v.forward(v.partialCheck([['gstin'], ['pan']], panMatchesGstin, PAN_MISMATCH), ['pan']),
)

/** POST update-supplier-status. */
export const SupplierStatusUpdateSchema = requestObject({
  id: uuidSchema('Supply partner id is required'),
  status: v.picklist(SUPPLIER_STATUSES, `Status must be ${SUPPLIER_STATUSES.join(', ')}`),
  remarks: v.optional(v.pipe(v.string('Remarks must be text'), v.trim(), v.maxLength(500, 'Remarks are too long')), ''),
  version: v.optional(versionSchema),
})

/** GET get-vendor-by-id. */
export const SupplierByIdQuerySchema = requestObject({ id: SupplierIdSchema })

export { type SupplierListQuery, SupplierListQuerySchema } from './supplier-list-query'

/** A supply partner as the API returns it (the spec's Contact plus the rest). */
export const SupplierSchema = v.object({
  id: v.string(),
  name: v.string(),
  contactPerson: v.string(),
  email: v.string(),
  phone: v.string(),
  gstin: v.nullable(v.string()),
  pan: v.nullable(v.string()),
  billingAddress: v.string(),
  paymentTerms: v.picklist(PAYMENT_TERMS),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  status: v.picklist(SUPPLIER_STATUSES),
  /** Who registered the partner (null once that user is gone): they may not approve or reject the registration. */
  createdById: v.nullable(v.string()),
  /** Its onboarding approval in the engine: a level not the reader's takes Activate and Reject away. */
  approval: v.optional(DocumentApprovalSchema),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
})

export type SupplierCreateInput = v.InferOutput<typeof SupplierCreateSchema>
export type SupplierUpdateInput = v.InferOutput<typeof SupplierUpdateSchema>
export type SupplierStatusUpdateInput = v.InferOutput<typeof SupplierStatusUpdateSchema>
export type Supplier = v.InferOutput<typeof SupplierSchema>
