import type { ProductListQuery } from '../../shared/product-list-query'
import { type CatalogueSearch, catalogueList } from './catalogue-search'

/** The get-all-products query for a catalogue URL state: Active products only, a category's whole subtree. */
export function catalogueQuery(search: CatalogueSearch): ProductListQuery {
  return {
    ...catalogueList.query(search),
    status: 'Active',
    includeSubcategories: search.category === undefined ? undefined : true,
  }
}
