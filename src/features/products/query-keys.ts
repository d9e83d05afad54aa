import type { ProductListQuery } from '../../shared/product-schemas'
import type { StockHistoryQuery } from '../../shared/stock-schemas'

/** Query keys of products: `lists()` is the family of every product list page, `stockHistory(id)` of a product's history pages. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  /** Every page of one product's stock history. */
  stockHistory: (id: number) => [...productKeys.all, 'stock-history', id] as const,
  stockHistoryPage: (query: StockHistoryQuery) =>
    [...productKeys.stockHistory(query.ProductID), query.iDisplayStart, query.iDisplayLength] as const,
}
