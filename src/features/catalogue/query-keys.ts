import type { ProductListQuery } from '../../shared/product-schemas'
import { categoryKeys } from '../categories/query-keys'
import { productKeys } from '../products/query-keys'

/**
 * Query keys of the shop's catalogue. They sit under the product and category list families, so
 * a product or category change (which invalidates those families) refreshes the shop too.
 */
export const catalogueKeys = {
  products: (query: ProductListQuery) => [...productKeys.lists(), 'catalogue', query] as const,
  categories: () => [...categoryKeys.lists(), 'active-tree'] as const,
}
