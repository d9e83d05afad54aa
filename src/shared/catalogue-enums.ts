import * as v from 'valibot'

/** Status of a category or product (spec point 3, Enumerations). */
export const CATALOGUE_STATUSES = ['Active', 'Inactive', 'Archived'] as const
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number]

/** GST rates offered on category and product forms, in the spec's order. */
export const CATALOGUE_GST_RATES = [18, 12, 10] as const
export type CatalogueGstRate = (typeof CATALOGUE_GST_RATES)[number]

/** Units of measurement of a product. */
export const UNITS_OF_MEASUREMENT = ['uom', 'pieces', 'boxes'] as const
export type UnitOfMeasurement = (typeof UNITS_OF_MEASUREMENT)[number]

/** Currencies a product may be priced in; INR is the default (spec point 9). */
export const CURRENCIES = ['INR'] as const

/** A status from the enumeration; a missing one defaults to Active (spec point 4). */
export const CatalogueStatusSchema = v.optional(
  v.picklist(CATALOGUE_STATUSES, 'Status must be Active, Inactive or Archived'),
  'Active',
)

/** A GST rate given as 18, '18' or '18%'; anything outside the enumeration is refused. */
export const CatalogueGstSchema = v.pipe(
  v.union([v.number(), v.string()], 'GST is required'),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(/%$/, '')))),
  v.picklist(CATALOGUE_GST_RATES, 'GST must be 18%, 12% or 10%'),
)

/** Label of a GST rate as the forms show it. */
export const gstLabel = (rate: number) => `${rate}%`
