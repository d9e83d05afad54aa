import type { ProductListQuery } from '../../shared/product-schemas'
import { PRODUCT_SORT_COLUMNS } from '../../shared/sort-columns'
import { type CatalogueSearch, type CatalogueSort, catalogueState } from './catalogue-search'

const SORT_QUERY: Record<CatalogueSort, Pick<ProductListQuery, 'iSortCol_0' | 'sSortDir_0'>> = {
  name: { iSortCol_0: PRODUCT_SORT_COLUMNS.indexOf('Name'), sSortDir_0: 'asc' },
  'price-asc': { iSortCol_0: PRODUCT_SORT_COLUMNS.indexOf('Price'), sSortDir_0: 'asc' },
  'price-desc': { iSortCol_0: PRODUCT_SORT_COLUMNS.indexOf('Price'), sSortDir_0: 'desc' },
}

/** The get-all-products query for a catalogue URL state: Active products only, a category's whole subtree. */
export function catalogueQuery(search: CatalogueSearch): ProductListQuery {
  const state = catalogueState(search)
  return {
    search_txt: state.q,
    iDisplayStart: (state.page - 1) * state.size,
    iDisplayLength: state.size,
    ...SORT_QUERY[state.sort],
    status: 'Active',
    CategoryID: search.category,
    includeSubcategories: search.category === undefined ? undefined : true,
  }
}
