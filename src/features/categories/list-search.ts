import * as v from 'valibot'
import { lenient, listSearchEntries, pagingQuery, urlInt } from '../../lib/list-search'
import { CATALOGUE_STATUSES } from '../../shared/catalogue-enums'
import type { CategoryListQuery } from '../../shared/category-schemas'
import { CATEGORY_SORT_COLUMNS } from '../../shared/sort-columns'

/** /Manage-Category search params: q, page, size, sort, dir, status, parent (0 = top level). */
export const CategoryListSearchSchema = v.object({
  ...listSearchEntries(CATEGORY_SORT_COLUMNS),
  status: lenient(v.picklist(CATALOGUE_STATUSES)),
  parent: lenient(urlInt(0)),
})

export type CategoryListSearch = v.InferOutput<typeof CategoryListSearchSchema>
export type CategorySortColumn = (typeof CATEGORY_SORT_COLUMNS)[number]

/** The get-all-categories query for a URL state. */
export function categoryListQuery(search: CategoryListSearch): CategoryListQuery {
  return {
    ...pagingQuery(search, CATEGORY_SORT_COLUMNS),
    parentCatID: search.parent,
    status: search.status,
  }
}
