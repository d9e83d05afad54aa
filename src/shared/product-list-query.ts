import * as v from 'valibot'
import { CATALOGUE_STATUSES } from './catalogue-enums'
import { intParam, listQueryEntries, MAX_ID } from './list-query'
import { requestObject } from './request-object'
import { PRODUCT_SORT_COLUMNS } from './sort-columns'

// Apart from the other product schemas: the browser derives its list URLs (products, catalogue)
// from this one, and the router checks URLs before any page code loads, so it must stay small.

/** The values of the product list's image filter: products without any. */
export const PRODUCT_IMAGE_FILTERS = ['none'] as const
/** The values of the product list's cart filter: products in some cart. */
export const PRODUCT_IN_CART_FILTERS = ['yes'] as const

/** GET get-all-products query. */
export const ProductListQuerySchema = requestObject({
  ...listQueryEntries(PRODUCT_SORT_COLUMNS.length),
  CategoryID: v.optional(intParam('CategoryID must be a category id', 1, MAX_ID)),
  status: v.optional(v.picklist(CATALOGUE_STATUSES, 'Status must be Active, Inactive or Archived')),
  /** `none`: only products without an image (the catalogue manager's dashboard figure). */
  images: v.optional(v.picklist(PRODUCT_IMAGE_FILTERS, 'images must be none')),
  /** `yes`: only products in some buyer's cart (with status Inactive, the ones blocking checkout). */
  inCarts: v.optional(v.picklist(PRODUCT_IN_CART_FILTERS, 'inCarts must be yes')),
  /**
   * With CategoryID, also match the products of every subcategory below it (the shop's category
   * tree). A boolean, or 'true' / 'false' as a query string carries it; absent means false.
   */
  includeSubcategories: v.optional(
    v.union([v.boolean(), v.picklist(['true', 'false'])], 'includeSubcategories must be true or false'),
  ),
})

export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>

/** True when a product list query asks for a category's whole subtree. */
export const withSubcategories = (q: Pick<ProductListQuery, 'includeSubcategories'>): boolean =>
  q.includeSubcategories === true || q.includeSubcategories === 'true'
