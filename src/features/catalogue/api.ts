import { api, type ReadOptions } from '../../lib/api-client'
import type { CategoryListQuery, CategoryRow } from '../../shared/category-schemas'
import { MAX_PAGE_LENGTH } from '../../shared/list-query'
import { type ProductListQuery, ProductRowSchema } from '../../shared/product-schemas'
import { fetchCategories } from '../categories/api'

/** Most categories the shop's tree loads (pages of 100). */
const MAX_TREE_PAGES = 20

const ACTIVE_CATEGORIES: CategoryListQuery = {
  search_txt: '',
  iDisplayStart: 0,
  iDisplayLength: MAX_PAGE_LENGTH,
  iSortCol_0: 0,
  sSortDir_0: 'asc',
  status: 'Active',
}

/** GET get-all-products for the shop: one page of Active products. */
export function fetchCatalogue(query: ProductListQuery, options: ReadOptions = {}) {
  return api.list('get-all-products', ProductRowSchema, { query, ...options })
}

/** Every Active category, by name, page after page (the first page tells how many there are). */
export async function fetchActiveCategories({ signal, early }: ReadOptions = {}): Promise<CategoryRow[]> {
  const first = await fetchCategories(ACTIVE_CATEGORIES, { signal, early })
  const pages = Math.min(MAX_TREE_PAGES, Math.ceil(first.recordsFiltered / MAX_PAGE_LENGTH))
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      fetchCategories({ ...ACTIVE_CATEGORIES, iDisplayStart: (index + 1) * MAX_PAGE_LENGTH }, { signal }),
    ),
  )
  return [first, ...rest].flatMap((page) => page.data)
}
