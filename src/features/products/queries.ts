import { queryOptions } from '@tanstack/react-query'
import type { ProductListQuery } from '../../shared/product-schemas'
import type { StockHistoryQuery } from '../../shared/stock-schemas'
import { fetchProduct, fetchProducts, fetchStockHistory } from './api'
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
  // Orders move stock at any time: the history is read afresh whenever it is shown.
  stockHistory: (query: StockHistoryQuery) =>
    queryOptions({
      queryKey: productKeys.stockHistoryPage(query),
      queryFn: ({ signal }) => fetchStockHistory(query, signal),
      staleTime: 0,
    }),
}
