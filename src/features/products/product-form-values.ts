import { type Checked, checkWith, mapChecked, withErrors } from '../../components/form-kit/schema-check'
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

/** The fields a stale edit's Compare lists, with their labels. */
export const PRODUCT_LABELS = {
  Name: 'Name',
  SKU: 'SKU',
  Description: 'Description',
  CategoryID: 'Category',
  Status: 'Status',
  Price: 'Price',
  CostPrice: 'Cost Price',
  TaxPercentage: 'Tax Percentage',
  ReorderLevel: 'Reorder Level',
  UnitsofMeasurement: 'Units of Measurement',
  DeliveryLeadTime: 'Delivery Lead Time (days)',
  Images: 'Images',
} as const satisfies Partial<Record<keyof ProductFormValues, string>>

/** The server's refusal of a taken SKU names no field: it belongs on SKU. */
export const PRODUCT_DUPLICATES = { SKU: /^A product with the SKU .* already exists$/ }

/** The fields the form marks required although the payload takes them blank as 0 (spec point 5). */
function blankRequired(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  if (isBlank(values.CostPrice)) errors.CostPrice = 'Cost price is required'
  if (isBlank(values.ReorderLevel)) errors.ReorderLevel = 'Reorder level is required'
  return errors
}

/** The fields as sent; the shared schema then trims name, description and SKU and fills the zeros. */
function rawBody(values: ProductFormValues) {
  return { ...values, CategoryID: values.CategoryID ?? '' }
}

/**
 * The add-product body, checked with the shared schema the server checks with (its messages are the
 * spec's: 'Product Name is required', 'SKU is required', 'Price is required', 'Stock quantity is
 * required', 'Please select a category'), plus cost price and reorder level, marked required.
 */
export function createBody(values: ProductFormValues): Checked<ProductCreateInput> {
  return withErrors(checkWith(ProductCreateSchema, rawBody(values), PRODUCT_FORM_FIELDS), blankRequired(values))
}

/** The update-product body: the create fields plus ProductID and the Version that was read. */
export function updateBody(values: ProductFormValues, productId: number, version: number): Checked<ProductUpdateInput> {
  const raw = { ...rawBody(values), ProductID: productId, Version: version }
  return withErrors(checkWith(ProductUpdateSchema, raw, PRODUCT_FORM_FIELDS), blankRequired(values))
}

/** What the product form sends: a new product, or an edit of the stored one. */
export type ProductWrite = { add: ProductCreateInput } | { edit: ProductUpdateInput }

/**
 * The product form's write: an edit of `stored` (its Stock sent as it now reads: the spec's payload
 * has it, the server does not write it), or a new product.
 */
export function productWrite(values: ProductFormValues, stored: Product | null): Checked<ProductWrite> {
  if (!stored) return mapChecked(createBody(values), (add): ProductWrite => ({ add }))
  const edit = updateBody({ ...values, Stock: stored.Stock }, stored.ProductID, stored.Version)
  return mapChecked(edit, (body): ProductWrite => ({ edit: body }))
}
