import type { QueryCache } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { clock24, dayAndMonth } from '../../lib/date-text'

/**
 * When the data on screen was fetched: the OLDEST `dataUpdatedAt` among queries that have an
 * observer (a mounted component uses them) and hold data; null when nothing on screen has data.
 */
export function oldestShownDataAt(cache: QueryCache): number | null {
  let oldest: number | null = null
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0) continue
    const at = query.state.dataUpdatedAt
    if (!at || query.state.data === undefined) continue
    if (oldest === null || at < oldest) oldest = at
  }
  return oldest
}

/** `oldestShownDataAt` of the app's query cache, re-computed whenever the cache changes. */
export function useOldestShownDataAt(): number | null {
  const cache = useQueryClient().getQueryCache()
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => oldestShownDataAt(cache),
    () => null,
  )
}

/** "22 Nov, 12:41": day and time, in the device's time zone. */
export function formatSavedAt(at: number): string {
  const date = new Date(at)
  return `${dayAndMonth(date.getDate(), date.getMonth())}, ${clock24(date.getHours(), date.getMinutes())}`
}
