import { api, dataOf } from '../../../lib/api-client'
import type { PoFilterOptionsQuery, PoListQuery } from '../../../shared/po-list-query'
import { PoFilterOptionsSchema, PoRowSchema } from '../../../shared/po-read-schemas'
import type { poList } from './list-search'

type QueryValue = string | number | boolean | undefined

/** A list query as URL parameters: multi-value filters as comma lists (get-all-po takes both forms). */
function params(query: Record<string, QueryValue | readonly string[]>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value.length > 0 ? value.join(',') : undefined) : (value as QueryValue),
    ]),
  )
}

/** GET get-all-po: one page of the tab's purchase orders matching the filters. */
export function fetchPoPage(query: PoListQuery, signal?: AbortSignal) {
  return api.list('get-all-po', PoRowSchema, { query: params(query), signal })
}

/** GET get-po-filter-options: PO numbers, vendors and creators matching a search. */
export async function fetchPoFilterOptions(query: PoFilterOptionsQuery, signal?: AbortSignal) {
  return dataOf(await api.get('get-po-filter-options', PoFilterOptionsSchema, { query, signal }))
}

/** GET export-po: every PO of the tab matching the filters, as CSV or XLSX. */
export function downloadPoExport(filters: ReturnType<typeof poList.filterQuery>, format: 'csv' | 'xlsx') {
  return api.download('export-po', { query: params({ ...filters, format }) })
}
