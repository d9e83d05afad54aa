import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import { type ProductListQuery, ProductListQuerySchema } from '../../shared/product-list-query'
import { PRODUCT_SORT_COLUMNS } from '../../shared/sort-columns'

/** /Manage-Product: q (name or SKU), page, size, sort, dir, status, category, images, inCarts, from get-all-products' schema. */
export const productList = dataTablesList({
  wire: ProductListQuerySchema.entries,
  columns: PRODUCT_SORT_COLUMNS,
  params: { status: 'status', category: 'CategoryID', images: 'images', inCarts: 'inCarts' },
})

export type ProductListSearch = v.InferOutput<typeof productList.schema>
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number]

/** The filters of a product export: the list's filters and sort, without paging. */
export type ProductExportQuery = Pick<
  ProductListQuery,
  'search_txt' | 'iSortCol_0' | 'sSortDir_0' | 'CategoryID' | 'status' | 'images' | 'inCarts'
>

/** The export-products query for a URL state: the same filters and sort, every page. */
export function productExportQuery(search: ProductListSearch): ProductExportQuery {
  const { search_txt, iSortCol_0, sSortDir_0, CategoryID, status, images, inCarts } = productList.query(search)
  return { search_txt, iSortCol_0, sSortDir_0, CategoryID, status, images, inCarts }
}
