import * as v from 'valibot'
import type { SortDirection } from '../../../components/data-table-state'
import { lenient, urlInt } from '../../../lib/list-search'
import { PO_SORT_KEYS, type PoListQuery, type PoSortKey } from '../../../shared/po-list-query'
import { PO_PAGE_SIZE, PO_VALUE_RANGE } from '../../../shared/po-options'
import { PO_STATUSES, PO_TAB_VALUES, type PoStatus, type PoTab } from '../../../shared/po-status'

/** The list's order when the URL names none: newest first. */
export const DEFAULT_PO_SORT = '-createdAt'

const SORT_VALUES = PO_SORT_KEYS.flatMap((key) => [key, `-${key}`])
const MAX_FILTER_VALUES = 100

/** A Value Range bound clamped into 0..99999 (spec point 5). */
export function clampPoValue(value: number): number {
  return Math.min(PO_VALUE_RANGE.max, Math.max(PO_VALUE_RANGE.min, value))
}

/**
 * A multi-value filter in the URL: an array (the router's JSON) or a comma list. Values that do
 * not pass `item` are dropped, duplicates too; an empty list is no filter at all.
 */
function urlList<TItem extends v.GenericSchema<unknown, string>>(item: TItem) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.array(v.unknown())]),
        v.transform((raw) => (Array.isArray(raw) ? raw : raw.split(','))),
        v.transform((raw) => {
          const kept: v.InferOutput<TItem>[] = []
          for (const value of raw.slice(0, MAX_FILTER_VALUES)) {
            const parsed = v.safeParse(item, typeof value === 'string' ? value.trim() : value)
            if (parsed.success && !kept.includes(parsed.output)) kept.push(parsed.output)
          }
          return kept.length > 0 ? kept : undefined
        }),
      ),
    ),
    undefined,
  )
}

const Day = v.pipe(v.string(), v.isoDate())
const Id = v.pipe(v.string(), v.toLowerCase(), v.uuid())
const PoNumber = v.pipe(v.string(), v.minLength(1), v.maxLength(30))
const ValueBound = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/))]),
  v.transform(Number),
  v.check((n: number) => Number.isFinite(n)),
  v.transform(clampPoValue),
)

/**
 * /Manage-PO search params: the tab, the zero-based page (spec point 2), the sort ('-poDate' is
 * descending) and the seven filters. Malformed values are dropped, never an error; defaults are
 * left out of the URL.
 */
export const PoListSearchSchema = v.object({
  tab: lenient(v.picklist(PO_TAB_VALUES)),
  page: lenient(urlInt(0)),
  sort: lenient(v.picklist(SORT_VALUES)),
  poNumbers: urlList(PoNumber),
  vendorIds: urlList(Id),
  status: urlList(v.picklist(PO_STATUSES)),
  poDateFrom: lenient(Day),
  poDateTo: lenient(Day),
  deliveryDateFrom: lenient(Day),
  deliveryDateTo: lenient(Day),
  createdBy: urlList(Id),
  valueMin: lenient(ValueBound),
  valueMax: lenient(ValueBound),
})

export type PoListSearch = v.InferOutput<typeof PoListSearchSchema>

/** The tab the URL shows: All unless it names another. */
export const poTabOf = (search: PoListSearch): PoTab => search.tab ?? 'all'

/** The get-all-po query of a URL state: 10 rows a page, offset 10 x the page index (spec point 7). */
export function poListQuery(search: PoListSearch): PoListQuery {
  return {
    ...poFiltersOf(search),
    limit: PO_PAGE_SIZE,
    offset: (search.page ?? 0) * PO_PAGE_SIZE,
  }
}

/** The tab, sort and filters of a URL state, as get-all-po and export-po take them. */
export function poFiltersOf(search: PoListSearch) {
  return {
    name: poTabOf(search),
    poNumbers: search.poNumbers ?? [],
    vendorIds: search.vendorIds ?? [],
    createdBy: search.createdBy ?? [],
    status: search.status ?? ([] as PoStatus[]),
    poDateFrom: search.poDateFrom,
    poDateTo: search.poDateTo,
    deliveryDateFrom: search.deliveryDateFrom,
    deliveryDateTo: search.deliveryDateTo,
    valueMin: search.valueMin,
    valueMax: search.valueMax,
    sort: search.sort ?? DEFAULT_PO_SORT,
  }
}

/** The sort of the table: a column and a direction ('-createdAt' is createdAt, descending). */
export function poSortOf(search: PoListSearch): { column: PoSortKey; direction: SortDirection } {
  const sort = search.sort ?? DEFAULT_PO_SORT
  const descending = sort.startsWith('-')
  return { column: (descending ? sort.slice(1) : sort) as PoSortKey, direction: descending ? 'desc' : 'asc' }
}

/** The URL's sort value of a column and direction. */
export const poSortValue = (sort: { column: PoSortKey; direction: SortDirection }) =>
  sort.direction === 'desc' ? `-${sort.column}` : sort.column

/**
 * The next URL state after a change: any change but the page itself goes back to the first page,
 * and values equal to their default (tab all, page 0, newest first, empty filters) leave the URL.
 */
export function patchPoSearch(current: PoListSearch, patch: Partial<PoListSearch>): PoListSearch {
  const next: PoListSearch = { ...current, ...patch }
  if (!('page' in patch) || next.page === 0) next.page = undefined
  if (next.tab === 'all') next.tab = undefined
  if (next.sort === DEFAULT_PO_SORT) next.sort = undefined
  for (const key of ['poNumbers', 'vendorIds', 'status', 'createdBy'] as const) {
    if (next[key]?.length === 0) next[key] = undefined
  }
  return next
}
