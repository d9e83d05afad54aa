import { queryOptions } from '@tanstack/react-query'
import type { ProductListQuery } from '../../shared/product-schemas'
import { fetchActiveCategories, fetchCatalogue } from './api'
import { catalogueKeys } from './query-keys'

/** Query options of the shop's catalogue; a product's detail is the products feature's own query. */
export const catalogueQueries = {
  products: (query: ProductListQuery) =>
    queryOptions({
      queryKey: catalogueKeys.products(query),
      queryFn: ({ signal }) => fetchCatalogue(query, { signal, early: true }),
    }),
  /** Every Active category, for the tree; categories change rarely, so they stay fresh for 5 minutes. */
  categories: () =>
    queryOptions({
      queryKey: catalogueKeys.categories(),
      queryFn: ({ signal }) => fetchActiveCategories({ signal, early: true }),
      staleTime: 5 * 60_000,
    }),
}
