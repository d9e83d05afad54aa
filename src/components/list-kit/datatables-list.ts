import * as v from 'valibot'
import { PAGE_SIZES } from './paging'
import { historyMode, isSet, patchSearch } from './search-patch'
import type { ListSort, SortDirection } from './sort'
import { fromWire, lenient, urlInt, type WireValue, wireDefault } from './url-param'

/** The entries every DataTables-style list endpoint takes (src/shared/list-query.ts). */
interface DataTablesEntries extends v.ObjectEntries {
  search_txt: v.GenericSchema
  sSortDir_0: v.GenericSchema
}

/** How one list keeps its state in the URL and asks its endpoint for a page (DataTables format). */
export interface DataTablesListOptions<
  TEntries extends DataTablesEntries,
  TColumns extends readonly [string, ...string[]],
  TSort extends TColumns[number],
  TParams extends Record<string, keyof TEntries & string>,
  TSize extends number,
> {
  /** The endpoint's query schema entries: the one definition the URL is derived from. */
  wire: TEntries
  /** The endpoint's sort columns, in iSortCol_0 order. */
  columns: TColumns
  /** The columns the URL may sort by; all of them unless given. */
  sortable?: readonly [TSort, ...TSort[]]
  /** The list's own parameters: URL name -> endpoint name (`parent: 'parentCatID'`). */
  params: TParams
  /** Page sizes offered; the first is the default. */
  pageSizes?: readonly [TSize, ...TSize[]]
  /** The direction when the URL names none (the endpoint's default unless given). */
  defaultDir?: SortDirection
}

/** The endpoint's query: each parameter's value, undefined where the endpoint's schema allows it. */
type WireQuery<TEntries extends v.ObjectEntries> = {
  [K in keyof TEntries]: WireValue<TEntries[K]> | (undefined extends v.InferOutput<TEntries[K]> ? undefined : never)
}

type ParamEntries<TEntries extends v.ObjectEntries, TParams extends Record<string, keyof TEntries>> = {
  [K in keyof TParams]: ReturnType<typeof fromWire<TEntries[TParams[K]]>>
}

/**
 * A list whose endpoint pages DataTables-style (search_txt, iDisplayStart, iDisplayLength,
 * iSortCol_0, sSortDir_0): its URL schema (q, page from 1, size, sort, dir and its own parameters),
 * derived from the endpoint's schema, and the mappings between the URL and the endpoint.
 */
export function dataTablesList<
  const TEntries extends DataTablesEntries,
  const TColumns extends readonly [string, ...string[]],
  const TParams extends Record<string, keyof TEntries & string>,
  const TSort extends TColumns[number] = TColumns[number],
  const TSize extends number = (typeof PAGE_SIZES)[number],
>(options: DataTablesListOptions<TEntries, TColumns, TSort, TParams, TSize>) {
  const { wire, columns, params } = options
  const sortable = (options.sortable ?? columns) as readonly [TSort, ...TSort[]]
  const sizes = (options.pageSizes ?? PAGE_SIZES) as readonly [TSize, ...TSize[]]
  const paramEntries = Object.fromEntries(
    Object.entries(params).map(([name, wireName]) => [name, fromWire(wire[wireName] as v.GenericSchema)]),
  ) as ParamEntries<TEntries, TParams>
  const schema = v.object({
    q: fromWire(wire.search_txt as TEntries['search_txt']),
    page: lenient(urlInt(1)),
    size: lenient(v.picklist(sizes)),
    sort: lenient(v.picklist(sortable)),
    dir: fromWire(wire.sSortDir_0 as TEntries['sSortDir_0']),
    ...paramEntries,
  })
  type Search = v.InferOutput<typeof schema>
  const defaultDir = (options.defaultDir ?? wireDefault(wire.sSortDir_0) ?? 'asc') as SortDirection
  const defaults = {
    q: '',
    page: 1,
    size: sizes[0],
    sort: sortable[0],
    dir: defaultDir,
    ...Object.fromEntries(Object.entries(params).map(([name, wireName]) => [name, wireDefault(wire[wireName])])),
  } as Partial<Record<keyof Search, unknown>>
  const paramNames = Object.keys(params) as Array<keyof TParams & string>

  /** The list state with the defaults filled in. */
  const state = (search: Search) => ({
    q: (search.q as string | undefined) ?? '',
    page: search.page ?? 1,
    size: (search.size ?? sizes[0]) as TSize,
    sort: { column: search.sort ?? sortable[0], direction: (search.dir as SortDirection | undefined) ?? defaultDir },
  })

  const filtered = (search: Search) => isSet(search.q) || paramNames.some((name) => isSet(search[name as keyof Search]))
  const reset = () => Object.fromEntries(['q', ...paramNames].map((name) => [name, undefined])) as Partial<Search>
  const sortChange = (sort: ListSort<TSort>) => ({ sort: sort.column, dir: sort.direction }) as Partial<Search>

  return {
    schema,
    defaults,
    state,
    /** The endpoint's query for a URL state. */
    query: (search: Search) => {
      const { q, page, size, sort } = state(search)
      const own = Object.fromEntries(paramNames.map((name) => [params[name], search[name as keyof Search]]))
      return {
        search_txt: q,
        iDisplayStart: (page - 1) * size,
        iDisplayLength: size,
        iSortCol_0: Math.max(0, columns.indexOf(sort.column)),
        sSortDir_0: sort.direction,
        ...own,
      } as WireQuery<TEntries>
    },
    /** The next URL state after a change (see patchSearch). */
    patch: (current: Search, change: Partial<Search>) => patchSearch(current, change, defaults),
    /** The navigation of a change: the next URL state and whether it replaces the history entry. */
    navigation: (change: Partial<Search>) => ({
      search: (current: Search) => patchSearch(current, change, defaults),
      ...historyMode(change),
    }),
    /** True when a search text or a parameter narrows the list. */
    filtered,
    /** The change that clears the search text and every parameter. */
    reset,
    sortChange,
    /** The filter bar's state and changes for a URL state. */
    barProps: (search: Search, change: (patch: Partial<Search>) => void) => ({
      search,
      onChange: change,
      filtered: filtered(search),
      reset: reset(),
    }),
    /** The paged table's rows, sort, page, size and states for a URL state and the endpoint's answer. */
    pagingProps: <TRow>(
      search: Search,
      answer: { data: readonly TRow[]; recordsFiltered: number },
      change: (patch: Partial<Search>) => void,
    ) => {
      const current = state(search)
      return {
        rows: answer.data,
        total: answer.recordsFiltered,
        sort: current.sort,
        onSortChange: (sort: ListSort<TSort>) => change(sortChange(sort)),
        page: current.page,
        pageSize: current.size,
        filtered: filtered(search),
        onPageChange: (page: number) => change({ page } as Partial<Search>),
        sizes: { options: sizes, onChange: (size: TSize) => change({ size } as Partial<Search>) },
      }
    },
  }
}
