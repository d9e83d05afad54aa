import * as v from 'valibot'
import { PAGE_SIZES, type PageSize, type SortDirection } from '../components/data-table-state'

/** A search param that is dropped (not an error) when it is missing or malformed. */
export function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined)
}

/** A whole number from the URL (the router parses `?page=2` as a number, but a string also works). */
export function urlInt(min: number) {
  return v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(min))
}

const urlText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))

/** The paging, sorting and search params every list screen keeps in its URL; defaults are left out. */
export function listSearchEntries<const TColumns extends readonly [string, ...string[]]>(sortColumns: TColumns) {
  return {
    q: lenient(urlText),
    page: lenient(urlInt(1)),
    size: lenient(v.picklist(PAGE_SIZES)),
    sort: lenient(v.picklist(sortColumns)),
    dir: lenient(v.picklist(['asc', 'desc'] as const)),
  }
}

/** The list state as the URL holds it (every part optional). */
export interface ListSearch<TColumn extends string> {
  q?: string
  page?: number
  size?: PageSize
  sort?: TColumn
  dir?: SortDirection
}

/** The list state with the defaults filled in: page 1, 10 rows, first column ascending. */
export function listState<TColumn extends string>(search: ListSearch<TColumn>, sortColumns: readonly TColumn[]) {
  return {
    q: search.q ?? '',
    page: search.page ?? 1,
    size: search.size ?? PAGE_SIZES[0],
    sort: { column: search.sort ?? (sortColumns[0] as TColumn), direction: search.dir ?? 'asc' },
  }
}

/** The DataTables-style query of a list endpoint (iDisplayStart ...) for a URL state. */
export function pagingQuery<TColumn extends string>(search: ListSearch<TColumn>, sortColumns: readonly TColumn[]) {
  const state = listState(search, sortColumns)
  return {
    search_txt: state.q,
    iDisplayStart: (state.page - 1) * state.size,
    iDisplayLength: state.size,
    iSortCol_0: Math.max(0, sortColumns.indexOf(state.sort.column)),
    sSortDir_0: state.sort.direction,
  }
}

/**
 * The next URL state after a change: any change but the page itself goes back to page 1, and
 * values equal to their default are removed so the URL stays short.
 */
export function patchListSearch<TSearch extends ListSearch<string>>(
  current: TSearch,
  patch: Partial<TSearch>,
  firstColumn: string,
): TSearch {
  const next: TSearch = { ...current, ...patch }
  if (!('page' in patch)) next.page = undefined
  if (next.q === '') next.q = undefined
  if (next.page === 1) next.page = undefined
  if (next.size === PAGE_SIZES[0]) next.size = undefined
  if (next.sort === firstColumn) next.sort = undefined
  if (next.dir === 'asc') next.dir = undefined
  return next
}

/**
 * The one history rule of every list: a filter, sort or page change is a new history entry, so Back
 * undoes it; a search typed into the box (debounced) replaces the current entry, so Back does not
 * step through every word typed.
 */
export function historyMode(patch: object): { replace: boolean } {
  const keys = Object.keys(patch)
  return { replace: keys.length > 0 && keys.every((key) => key === 'q') }
}

/** The page to show after deleting a row: the previous one when the deleted row was the last on its page. */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage <= 1 && page > 1 ? page - 1 : page
}
