import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import type { ListSort } from '../../components/list-kit/sort'
import { ProductListQuerySchema } from '../../shared/product-list-query'
import { PRODUCT_SORT_COLUMNS } from '../../shared/sort-columns'

/**
 * /catalogue: q (name or SKU), category (with its subcategories), sort (Name or Price), dir, page
 * and size (12, 24 or 48: multiples of the grid's 1, 2, 3 and 4 columns), from get-all-products' schema.
 */
export const catalogueList = dataTablesList({
  wire: ProductListQuerySchema.entries,
  columns: PRODUCT_SORT_COLUMNS,
  sortable: ['Name', 'Price'],
  params: { category: 'CategoryID' },
  pageSizes: [12, 24, 48],
})

export type CatalogueSearch = v.InferOutput<typeof catalogueList.schema>

/** The orders the shop offers, by label: every sort the address can hold has one, so the select always names it. */
export const CATALOGUE_SORTS: ReadonlyArray<{ label: string; sort: ListSort<'Name' | 'Price'> }> = [
  { label: 'Name (A to Z)', sort: { column: 'Name', direction: 'asc' } },
  { label: 'Name (Z to A)', sort: { column: 'Name', direction: 'desc' } },
  { label: 'Price: low to high', sort: { column: 'Price', direction: 'asc' } },
  { label: 'Price: high to low', sort: { column: 'Price', direction: 'desc' } },
]
