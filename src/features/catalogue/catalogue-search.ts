import * as v from 'valibot'
import { lenient, listSearchEntries, urlInt } from '../../lib/list-search'

/** How the catalogue can be ordered. */
export const CATALOGUE_SORTS = ['name', 'price-asc', 'price-desc'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

/** Label of each catalogue order. */
export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  name: 'Name (A to Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
}

/** Products per page: multiples of the grid's 1, 2, 3 and 4 columns. */
export const CATALOGUE_PAGE_SIZES = [12, 24, 48] as const
export type CataloguePageSize = (typeof CATALOGUE_PAGE_SIZES)[number]

// Only the text and page entries are taken: the catalogue has its own sort names and page sizes.
const { q, page } = listSearchEntries(['Name'])

/**
 * /catalogue search params (this file stays light: the router checks them before any page code loads):
 * q (name or SKU), category (with its subcategories), sort, page, size.
 */
export const CatalogueSearchSchema = v.object({
  q,
  page,
  size: lenient(v.picklist(CATALOGUE_PAGE_SIZES)),
  sort: lenient(v.picklist(CATALOGUE_SORTS)),
  category: lenient(urlInt(1)),
})

export type CatalogueSearch = v.InferOutput<typeof CatalogueSearchSchema>

/** The catalogue state with its defaults: page 1, 12 products, by name. */
export function catalogueState(search: CatalogueSearch) {
  return {
    q: search.q ?? '',
    page: search.page ?? 1,
    size: search.size ?? CATALOGUE_PAGE_SIZES[0],
    sort: search.sort ?? CATALOGUE_SORTS[0],
  }
}

/** The next catalogue URL state: any change but the page goes back to page 1; defaults leave the URL. */
export function patchCatalogueSearch(current: CatalogueSearch, patch: Partial<CatalogueSearch>): CatalogueSearch {
  const next: CatalogueSearch = { ...current, ...patch }
  if (!('page' in patch) || next.page === 1) next.page = undefined
  if (next.q === '') next.q = undefined
  if (next.size === CATALOGUE_PAGE_SIZES[0]) next.size = undefined
  if (next.sort === CATALOGUE_SORTS[0]) next.sort = undefined
  return next
}
