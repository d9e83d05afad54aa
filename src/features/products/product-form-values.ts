import type { FormErrors } from '@mantine/form'
import * as v from 'valibot'
import { valibotFormErrors } from '../../lib/valibot-form'
import { CATALOGUE_GST_RATES, type CatalogueStatus, type UnitOfMeasurement } from '../../shared/catalogue-enums'
import {
  type Product,
  type ProductCreateInput,
  ProductCreateSchema,
  type ProductUpdateInput,
  ProductUpdateSchema,
} from '../../shared/product-schemas'

/** A number field's value: Mantine's NumberInput gives '' when it is empty. */
type NumberValue = number | string

/** What the product form edits; field names are the payload's (spec point 3). */
export interface ProductFormValues {
  Name: string
  Description: string
  SKU: string
  Price: NumberValue
  CostPrice: NumberValue
  Stock: NumberValue
  DeliveryLeadTime: NumberValue
  Currency: 'INR'
  ReorderLevel: NumberValue
  UnitsofMeasurement: UnitOfMeasurement
  /** '18', '12' or '10'. */
  TaxPercentage: string
  Status: CatalogueStatus
  /** A category id as text, or null before one is chosen. */
  CategoryID: string | null
  /** Stored image paths; the first is the primary image. */
  Images: string[]
}

/** A new product: INR, pieces, 18% tax, Active. */
export const EMPTY_PRODUCT: ProductFormValues = {
  Name: '',
  Description: '',
  SKU: '',
  Price: '',
  CostPrice: '',
  Stock: '',
  DeliveryLeadTime: '',
  Currency: 'INR',
  ReorderLevel: '',
  UnitsofMeasurement: 'pieces',
  TaxPercentage: String(CATALOGUE_GST_RATES[0]),
  Status: 'Active',
  CategoryID: null,
  Images: [],
}

/** The form values of a stored product. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    Name: product.Name,
    Description: product.Description,
    SKU: product.SKU,
    Price: product.Price,
    CostPrice: product.CostPrice,
    Stock: product.Stock,
    DeliveryLeadTime: product.DeliveryLeadTime,
    Currency: 'INR',
    ReorderLevel: product.ReorderLevel,
    UnitsofMeasurement: product.UnitsofMeasurement,
    TaxPercentage: String(product.TaxPercentage),
    Status: product.Status,
    CategoryID: product.CategoryID > 0 ? String(product.CategoryID) : null,
    Images: product.Images,
  }
}

const isBlank = (value: NumberValue) => typeof value === 'string' && value.trim() === ''

/** The fields the product form shows, in screen order; an error elsewhere (Images ...) has no field to sit on. */
export const PRODUCT_FORM_FIELDS = [
  'Name',
  'SKU',
  'Description',
  'CategoryID',
  'Status',
  'Price',
  'CostPrice',
  'Currency',
  'TaxPercentage',
  'Stock',
  'ReorderLevel',
  'UnitsofMeasurement',
  'DeliveryLeadTime',
] as const satisfies readonly (keyof ProductFormValues)[]

/**
 * The product form's field errors, from the shared schema the server checks with (its messages are
 * the spec's: 'Product Name is required', 'SKU is required', 'Price is required', 'Stock quantity is
 * required', 'Please select a category'), plus the fields the form marks required although the
 * payload takes them blank as 0 (spec point 5: cost price and reorder level).
 */
export function productFormErrors(values: ProductFormValues): FormErrors {
  const errors = valibotFormErrors(ProductCreateSchema, rawBody(values))
  if (isBlank(values.CostPrice)) errors.CostPrice ??= 'Cost price is required'
  if (isBlank(values.ReorderLevel)) errors.ReorderLevel ??= 'Reorder level is required'
  return errors
}

/** The fields as sent; the shared schema then trims name, description and SKU and fills the zeros. */
function rawBody(values: ProductFormValues) {
  return { ...values, CategoryID: values.CategoryID ?? '' }
}

/** A body ready to send, or the field errors that stop it. */
export type BodyResult<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string>; first: string }

function result<TSchema extends v.GenericSchema>(
  parsed: v.SafeParseResult<TSchema>,
): BodyResult<v.InferOutput<TSchema>> {
  if (parsed.success) return { ok: true, body: parsed.output }
  const errors: Record<string, string> = {}
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue)
    if (path && !(path in errors)) errors[path] = issue.message
  }
  return { ok: false, errors, first: parsed.issues[0].message }
}

/** The add-product body: trimmed text, numbers parsed, cost price and reorder level 0 when empty. */
export function createBody(values: ProductFormValues): BodyResult<ProductCreateInput> {
  return result(v.safeParse(ProductCreateSchema, rawBody(values)))
}

/** The update-product body: the create fields plus ProductID and the Version that was read. */
export function updateBody(
  values: ProductFormValues,
  productId: number,
  version: number,
): BodyResult<ProductUpdateInput> {
  return result(v.safeParse(ProductUpdateSchema, { ...rawBody(values), ProductID: productId, Version: version }))
}
