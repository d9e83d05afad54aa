import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ApiError } from '../../lib/api-client'
import type { Role } from '../../shared/roles'
import { MIN_SEARCH_LENGTH, SEARCH_KINDS, type SearchHit, type SearchKind } from '../../shared/search-schemas'
import { categoryKeys } from '../categories/query-keys'
import { useConnectivity } from '../offline/use-connectivity'
import { orderKeys } from '../orders/query-keys'
import { productKeys } from '../products/query-keys'
import { poKeys } from '../purchase-orders/query-keys'
import { rfqKeys } from '../rfqs/query-keys'
import { supplierKeys } from '../suppliers/query-keys'
import { fetchSearchHits } from './api'
import { type CachedAnswers, matchCached } from './offline-matcher'
import { searchKeys } from './query-keys'

/** Hits of each kind the spotlight shows. */
export const HITS_PER_KIND = 5
/** The pause in typing after which the spotlight searches. */
const DEBOUNCE_MS = 250

/**
 * The query-key family whose cached answers (list pages and details: the shop's catalogue and
 * category tree sit under products and categories) the offline search reads, by kind.
 */
const CACHED_FAMILIES: Record<SearchKind, readonly unknown[]> = {
  product: productKeys.all,
  category: categoryKeys.all,
  po: poKeys.all,
  order: orderKeys.all,
  supplier: supplierKeys.all,
  rfq: rfqKeys.all,
}

/** What the query cache (restored from the device at start) holds of each kind, with when it arrived. */
function cachedAnswers(queryClient: QueryClient): CachedAnswers {
  const cache = queryClient.getQueryCache()
  return Object.fromEntries(
    SEARCH_KINDS.map((kind) => [
      kind,
      cache
        .findAll({ queryKey: CACHED_FAMILIES[kind] })
        .filter((query) => query.state.data !== undefined)
        .map((query) => ({ data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    ]),
  )
}

/** What the spotlight shows for the typed text. */
export interface SpotlightSearch {
  /** Long enough to search (MIN_SEARCH_LENGTH characters). */
  searchable: boolean
  /** Waiting for the typing to pause or for the server. */
  loading: boolean
  /** Offline (or the server could not be reached): the hits come from the saved data. */
  offline: boolean
  hits: SearchHit[]
  /** The server's message when it refused the search. */
  error: string | null
}

/**
 * The spotlight's search: the server's `search` once typing pauses; offline (the browser says so,
 * or the request got no answer) the same kinds of hits found in the saved query cache.
 */
export function useSpotlightSearch(text: string, role: Role): SpotlightSearch {
  const queryClient = useQueryClient()
  const { online } = useConnectivity()
  const typed = text.trim()
  const [settled] = useDebouncedValue(typed, DEBOUNCE_MS)
  const searchable = settled.length >= MIN_SEARCH_LENGTH
  const remote = useQuery({
    queryKey: searchKeys.hits(settled),
    queryFn: ({ signal }) => fetchSearchHits(settled, HITS_PER_KIND, signal),
    enabled: online && searchable,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { persist: false },
  })
  const offline = !online || (remote.error instanceof ApiError && remote.error.isNetwork)
  const savedHits = useMemo(
    () => (offline && searchable ? matchCached(cachedAnswers(queryClient), settled, role, HITS_PER_KIND) : []),
    [offline, searchable, settled, role, queryClient],
  )
  const typing = typed !== settled
  return {
    searchable: typed.length >= MIN_SEARCH_LENGTH,
    loading: typing || (!offline && searchable && (remote.isPending || remote.isPlaceholderData)),
    offline,
    hits: offline ? savedHits : (remote.data?.hits ?? []),
    error: !offline && remote.error ? remote.error.message : null,
  }
}
