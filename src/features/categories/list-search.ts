import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import { CategoryListQuerySchema } from '../../shared/category-list-query'
import { CATEGORY_SORT_COLUMNS } from '../../shared/sort-columns'

/** /Manage-Category: q, page, size, sort, dir, status, parent (0 = top level), from get-all-categories' schema. */
export const categoryList = dataTablesList({
  wire: CategoryListQuerySchema.entries,
  columns: CATEGORY_SORT_COLUMNS,
  params: { status: 'status', parent: 'parentCatID' },
})

export type CategoryListSearch = v.InferOutput<typeof categoryList.schema>
export type CategorySortColumn = (typeof CATEGORY_SORT_COLUMNS)[number]
