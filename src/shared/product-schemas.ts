import * as v from 'valibot'
import {
  CATALOGUE_STATUSES,
  CatalogueGstSchema,
  CatalogueStatusSchema,
  CURRENCIES,
  UNITS_OF_MEASUREMENT,
} from './catalogue-enums'
import { PRODUCT_IMAGE_PATH_RE } from './image-data-url'
import { MAX_ID } from './list-query'
import { moneySchema } from './money'
import { ProductIdSchema } from './record-ids'
import { requestObject } from './request-object'

/** Most images one product may have. */
export const MAX_PRODUCT_IMAGES = 10

const trimmed = (required: string, max: number, label: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** A whole number given as a number or numeric string; empty counts as the fallback when one is given. */
function wholeNumber(requiredMessage: string, label: string, max: number, emptyAs?: number) {
  return v.pipe(
    v.union([v.number(), v.string(), v.null()], requiredMessage),
    v.transform((value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? emptyAs : Number(value),
    ),
    v.number(requiredMessage),
    v.check((n) => Number.isInteger(n), `${label} must be a whole number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(max, `${label} is too large`),
  )
}

/** The fields of a product write (spec point 3, Product update payload), trimmed and checked. */
const productFields = {
  Name: trimmed('Product Name is required', 200, 'Product Name'),
  Description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Description must be at most 5000 characters')),
    '',
  ),
  SKU: v.pipe(
    trimmed('SKU is required', 64, 'SKU'),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'SKU may contain letters, digits, dot, dash, slash and underscore'),
  ),
  Currency: v.optional(v.picklist(CURRENCIES, 'Currency must be INR'), 'INR'),
  UnitsofMeasurement: v.picklist(UNITS_OF_MEASUREMENT, 'Unit of measurement must be uom, pieces or boxes'),
  TaxPercentage: CatalogueGstSchema,
  Status: CatalogueStatusSchema,
  DeliveryLeadTime: wholeNumber('Delivery lead time is required', 'Delivery lead time', 365),
  Price: moneySchema('Price is required', 'Price'),
  CostPrice: v.optional(v.union([v.literal(''), moneySchema('Cost price is required', 'Cost price')]), 0),
  Stock: wholeNumber('Stock quantity is required', 'Stock quantity', 1_000_000_000),
  CategoryID: v.pipe(
    v.union([v.number(), v.string()], 'Please select a category'),
    v.transform(Number),
    v.check((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID, 'Please select a category'),
  ),
  ReorderLevel: v.optional(wholeNumber('Reorder level is required', 'Reorder level', 1_000_000_000, 0), 0),
  Images: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(PRODUCT_IMAGE_PATH_RE, 'Images must be paths returned by the image upload'))),
      v.maxLength(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`),
      v.check((paths) => new Set(paths).size === paths.length, 'The same image is listed twice'),
    ),
    [],
  ),
}

/** POST add-product. */
export const ProductCreateSchema = v.pipe(
  requestObject(productFields),
  v.transform((p) => ({ ...p, CostPrice: p.CostPrice === '' ? 0 : p.CostPrice })),
)

/** POST update-product: the create fields plus ProductID, and the Version read, to refuse a stale edit. */
export const ProductUpdateSchema = v.pipe(
  requestObject({
    ...productFields,
    ProductID: v.pipe(
      v.union([v.number(), v.string()], 'Product ID is required'),
      v.transform(Number),
      v.check((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID, 'Product ID is required'),
    ),
    Version: v.optional(
      v.pipe(
        v.number('Version must be a whole number'),
        v.integer('Version must be a whole number'),
        v.minValue(1, 'Version must be a whole number'),
        v.maxValue(MAX_ID, 'Version must be a whole number'),
      ),
    ),
  }),
  v.transform((p) => ({ ...p, CostPrice: p.CostPrice === '' ? 0 : p.CostPrice })),
)

/** DELETE delete-product body. */
export const ProductDeleteSchema = requestObject({ ProductID: ProductIdSchema })

/** GET get-product-by-id query. */
export const ProductByIdQuerySchema = requestObject({ ProductID: ProductIdSchema })

/** POST add-product-image (spec point 3, Product image upload). */
export const ProductImageUploadSchema = requestObject({ ProductImage: v.string('ProductImage is required') })

export { type ProductListQuery, ProductListQuerySchema, withSubcategories } from './product-list-query'

/** A product as the list returns it. */
export const ProductRowSchema = v.object({
  ProductID: v.number(),
  Name: v.string(),
  SKU: v.string(),
  Price: v.number(),
  Currency: v.string(),
  Stock: v.number(),
  ReorderLevel: v.number(),
  UnitsofMeasurement: v.picklist(UNITS_OF_MEASUREMENT),
  TaxPercentage: v.number(),
  Status: v.picklist(CATALOGUE_STATUSES),
  CategoryID: v.number(),
  CategoryName: v.nullable(v.string()),
  Thumbnail: v.nullable(v.string()),
  UpdatedAt: v.string(),
})

/** A product as get-product-by-id returns it (spec point 3, Product as read). */
export const ProductSchema = v.object({
  ...ProductRowSchema.entries,
  Description: v.string(),
  CostPrice: v.number(),
  DeliveryLeadTime: v.number(),
  Images: v.array(v.string()),
  Version: v.number(),
})

export type ProductCreateInput = v.InferOutput<typeof ProductCreateSchema>
export type ProductUpdateInput = v.InferOutput<typeof ProductUpdateSchema>
export type ProductRow = v.InferOutput<typeof ProductRowSchema>
export type Product = v.InferOutput<typeof ProductSchema>
