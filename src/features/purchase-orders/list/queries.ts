import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PoListQuery } from '../../../shared/po-list-query'
import { poKeys } from '../query-keys'
import { fetchPoFilterOptions, fetchPoPage } from './api'

/** Options a searchable filter lists at most (the endpoint's largest page). */
const OPTION_LIMIT = 100

/** Query options of the PO list screen. */
export const poListQueries = {
  /** One page of the list for a tab, filters, sort and page. */
  list: (query: PoListQuery) =>
    queryOptions({
      queryKey: poKeys.list(query),
      queryFn: ({ signal }) => fetchPoPage(query, signal),
    }),
  /** The PO numbers, vendors and creators matching a search, for the checkbox filters. */
  filterOptions: (search: string) =>
    queryOptions({
      queryKey: [...poKeys.filterOptions(), { search, limit: OPTION_LIMIT }] as const,
      queryFn: ({ signal }) => fetchPoFilterOptions({ search_txt: search, limit: OPTION_LIMIT }, signal),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
}
