import { queryOptions } from '@tanstack/react-query'
import type { ProductListQuery } from '../../shared/product-schemas'
import type { RfqListQuery } from '../../shared/rfq-list-query'
import { productKeys } from '../products/query-keys'
import { fetchCatalogueProduct, fetchCatalogueProducts, fetchRfq, fetchRfqs, fetchSuggestedPartners } from './api'
import { rfqKeys } from './query-keys'

/** Catalogue products an item's picker offers: Active ones matching the typed text, by name. */
const pickerQuery = (search: string): ProductListQuery => ({
  search_txt: search,
  status: 'Active',
  iDisplayStart: 0,
  iDisplayLength: 20,
  iSortCol_0: 0,
  sSortDir_0: 'asc',
})

/** Query options of RFQs: a list page and one RFQ (both persisted, so what was seen online opens offline), and what the form picks from. */
export const rfqQueries = {
  list: (query: RfqListQuery) =>
    queryOptions({
      queryKey: rfqKeys.list(query),
      queryFn: ({ signal }) => fetchRfqs(query, signal),
    }),
  detail: (RFQID: string) =>
    queryOptions({
      queryKey: rfqKeys.detail(RFQID),
      queryFn: ({ signal }) => fetchRfq(RFQID, signal),
    }),
  /** Sorted ids, so the same products in another order share one answer. */
  suggestedPartners: (productIds: readonly number[]) => {
    const ids = [...new Set(productIds)].sort((a, b) => a - b)
    return queryOptions({
      queryKey: rfqKeys.suggestedPartners(ids),
      queryFn: ({ signal }) => fetchSuggestedPartners(ids, signal),
      staleTime: 60_000,
    })
  },
  catalogueProducts: (search: string) =>
    queryOptions({
      queryKey: productKeys.list(pickerQuery(search)),
      queryFn: ({ signal }) => fetchCatalogueProducts(pickerQuery(search), signal),
      staleTime: 60_000,
    }),
  catalogueProduct: (ProductID: number) =>
    queryOptions({
      queryKey: productKeys.detail(ProductID),
      queryFn: ({ signal }) => fetchCatalogueProduct(ProductID, signal),
    }),
}
