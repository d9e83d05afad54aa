import * as v from 'valibot'
import { historyMode, isSet, patchSearch } from './search-patch'
import type { ListSort } from './sort'
import { fromWire, lenient, urlInt, type WireValue, wireDefault } from './url-param'

/** The entries of a list endpoint paged by offset and limit, sorted by one `sort` ('-key' descending). */
interface OffsetEntries extends v.ObjectEntries {
  sort: v.GenericSchema
}

/** How one list keeps its state in the URL and asks its endpoint for a page (offset and limit). */
export interface OffsetListOptions<
  TEntries extends OffsetEntries,
  TParams extends Record<string, keyof TEntries & string>,
  TSortKey extends string,
> {
  /** The endpoint's query schema entries: the one definition the URL is derived from. */
  wire: TEntries
  /** The list's own parameters: URL name -> endpoint name (`tab: 'name'`); `sort` is always there. */
  params: TParams
  /** The parameters that filter the rows (Reset clears them; others, such as a tab, stay). */
  filters: ReadonlyArray<keyof TParams & string>
  /** Rows a page. */
  pageSize: number
  /** The columns `sort` names ('-' before one sorts descending). */
  sortKeys: readonly TSortKey[]
}

type ParamEntries<TEntries extends v.ObjectEntries, TParams extends Record<string, keyof TEntries>> = {
  [K in keyof TParams]: ReturnType<typeof fromWire<TEntries[TParams[K]]>>
}

/**
 * A list whose endpoint pages by offset and limit (get-all-po): its URL schema (page from 0,
 * sort, and its own parameters), derived from the endpoint's schema, and the mappings between the
 * URL and the endpoint. The page is zero-based in the URL (spec point 2); people see it from 1.
 */
export function offsetList<
  const TEntries extends OffsetEntries,
  const TParams extends Record<string, keyof TEntries & string>,
  const TSortKey extends string,
>(options: OffsetListOptions<TEntries, TParams, TSortKey>) {
  const { wire, params, filters, pageSize } = options
  const paramEntries = Object.fromEntries(
    Object.entries(params).map(([name, wireName]) => [name, fromWire(wire[wireName] as v.GenericSchema)]),
  ) as ParamEntries<TEntries, TParams>
  const schema = v.object({ page: lenient(urlInt(0)), sort: fromWire(wire.sort as TEntries['sort']), ...paramEntries })
  type Search = v.InferOutput<typeof schema>
  type SortKey = TSortKey
  const defaultSort = String(wireDefault(wire.sort))
  const defaults = {
    page: 0,
    sort: defaultSort,
    ...Object.fromEntries(Object.entries(params).map(([name, wireName]) => [name, wireDefault(wire[wireName])])),
  } as Partial<Record<keyof Search, unknown>>
  const paramNames = Object.keys(params) as Array<keyof TParams & string>
  const paramValue = (search: Search, name: string) => search[name as keyof Search] ?? defaults[name as keyof Search]

  /** The sort of the table: '-createdAt' is createdAt, descending. */
  const sortOf = (search: Search): ListSort<SortKey> => {
    const sort = String(search.sort ?? defaultSort)
    const descending = sort.startsWith('-')
    return { column: (descending ? sort.slice(1) : sort) as SortKey, direction: descending ? 'desc' : 'asc' }
  }

  /** The endpoint's parameters but the page: what an export of every page takes too. */
  const filterQuery = (search: Search) =>
    ({
      sort: search.sort ?? defaultSort,
      ...Object.fromEntries(paramNames.map((name) => [params[name], paramValue(search, name)])),
    }) as { [K in TParams[keyof TParams] | 'sort']: WireValue<TEntries[K]> }

  return {
    schema,
    defaults,
    pageSize,
    sortOf,
    filterQuery,
    /** The list state: the page people see (from 1) and the sort. */
    state: (search: Search) => ({ page: (search.page ?? 0) + 1, size: pageSize, sort: sortOf(search) }),
    /** The endpoint's query for a URL state: `limit` rows from `offset`. */
    query: (search: Search) => ({ ...filterQuery(search), limit: pageSize, offset: (search.page ?? 0) * pageSize }),
    /** The next URL state after a change (see patchSearch). */
    patch: (current: Search, change: Partial<Search>) => patchSearch(current, change, defaults),
    /** The navigation of a change: the next URL state and whether it replaces the history entry. */
    navigation: (change: Partial<Search>) => ({
      search: (current: Search) => patchSearch(current, change, defaults),
      ...historyMode(change),
    }),
    /** The change that shows the page people know as `shown` (from 1). */
    pageChange: (shown: number) => ({ page: shown - 1 }) as Partial<Search>,
    sortChange: (sort: ListSort<SortKey>) =>
      ({ sort: sort.direction === 'desc' ? `-${sort.column}` : sort.column }) as Partial<Search>,
    /** True when a filter narrows the list. */
    filtered: (search: Search) => filters.some((name) => isSet(search[name as keyof Search])),
    /** The change that turns every filter off (a tab and the sort stay). */
    reset: () => Object.fromEntries(filters.map((name) => [name, undefined])) as Partial<Search>,
  }
}
