import * as v from 'valibot'
import { lenient, listSearchEntries, pagingQuery, urlInt } from '../../lib/list-search'
import { CATALOGUE_STATUSES } from '../../shared/catalogue-enums'
import type { ProductListQuery } from '../../shared/product-schemas'
import { PRODUCT_SORT_COLUMNS } from '../../shared/sort-columns'

/** /Manage-Product search params: q (name or SKU), page, size, sort, dir, status, category. */
export const ProductListSearchSchema = v.object({
  ...listSearchEntries(PRODUCT_SORT_COLUMNS),
  status: lenient(v.picklist(CATALOGUE_STATUSES)),
  category: lenient(urlInt(1)),
})

export type ProductListSearch = v.InferOutput<typeof ProductListSearchSchema>
/** The filters of a product export: the list's filters and sort, without paging. */
export type ProductExportQuery = Pick<
  ProductListQuery,
  'search_txt' | 'iSortCol_0' | 'sSortDir_0' | 'CategoryID' | 'status'
>

export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number]

/** The get-all-products query for a URL state. */
export function productListQuery(search: ProductListSearch): ProductListQuery {
  return { ...pagingQuery(search, PRODUCT_SORT_COLUMNS), CategoryID: search.category, status: search.status }
}

/** The export-products query for a URL state: the same filters and sort, every page. */
export function productExportQuery(search: ProductListSearch): ProductExportQuery {
  const { iDisplayStart: _start, iDisplayLength: _length, ...filters } = productListQuery(search)
  return filters
}
