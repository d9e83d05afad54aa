import { queryOptions } from '@tanstack/react-query'
import type { ProductListQuery } from '../../shared/product-schemas'
import { fetchProduct, fetchProducts } from './api'
import { productKeys } from './query-keys'

/** Query options of products. */
export const productQueries = {
  list: (query: ProductListQuery) =>
    queryOptions({
      queryKey: productKeys.list(query),
      queryFn: ({ signal }) => fetchProducts(query, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) => fetchProduct(id, signal),
    }),
}
