import { queryOptions } from '@tanstack/react-query'
import type { CategoryListQuery } from '../../shared/category-schemas'
import { fetchCategories, fetchCategory } from './api'
import { categoryKeys } from './query-keys'

/** The selector list of spec point 9: the first 100 Active categories, sorted ascending by name, from 0. */
export const PARENT_OPTIONS_QUERY: CategoryListQuery = {
  search_txt: '',
  iDisplayStart: 0,
  iDisplayLength: 100,
  iSortCol_0: 0,
  sSortDir_0: 'asc',
  status: 'Active',
}

/** Query options of categories. */
export const categoryQueries = {
  list: (query: CategoryListQuery) =>
    queryOptions({
      queryKey: categoryKeys.list(query),
      queryFn: ({ signal }) => fetchCategories(query, { signal }),
    }),
  /** The categories offered in parent and category selectors. */
  selectable: () => categoryQueries.list(PARENT_OPTIONS_QUERY),
  detail: (id: number) =>
    queryOptions({
      queryKey: categoryKeys.detail(id),
      queryFn: ({ signal }) => fetchCategory(id, signal),
    }),
}
