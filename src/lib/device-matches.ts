import type { ComboboxItem } from '@mantine/core'
import { type QueryClient, type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

// A searchable select that asks the server for matches as the user types (a vendor, a partner, a
// catalogue product) finds nothing once the server cannot be reached: the typed search fails.
// It then searches what the device has instead: every answer of the same list family kept in
// the query cache (persisted, so what was seen online is there offline).

/** True when a failed search never got an answer (offline, or the server is down), not a refusal. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.isNetwork
}

/** True when `text` holds the typed term, ignoring case and surrounding spaces; an empty term holds everywhere. */
export function holdsTerm(text: string, term: string): boolean {
  const wanted = term.trim().toLocaleLowerCase()
  return wanted === '' || text.toLocaleLowerCase().includes(wanted)
}

/** How a select reads the rows of a list family's cached answers. */
export interface DeviceSearch<TData, TRow> {
  /** The list family to search (e.g. the supply-partner lists). */
  family: QueryKey
  /** Whether one cached answer belongs (e.g. only lists of Active partners). */
  accepts: (queryKey: QueryKey) => boolean
  /** The rows of an answer. */
  rowsOf: (data: TData) => readonly TRow[]
  /** A row's id: a row found in several answers is offered once. */
  idOf: (row: TRow) => string | number
  /** The texts a typed term is matched against (the fields the server matches). */
  textsOf: (row: TRow) => readonly string[]
  /** At most this many rows. */
  limit: number
}

/** The rows the device has (every accepted cached answer of the family) that match the term, each once, sorted as first seen. */
export function deviceMatches<TData, TRow>(
  answers: readonly (readonly [QueryKey, TData | undefined])[],
  term: string,
  search: DeviceSearch<TData, TRow>,
): TRow[] {
  const seen = new Set<string | number>()
  const found: TRow[] = []
  for (const [key, data] of answers) {
    if (data === undefined || !search.accepts(key)) continue
    for (const row of search.rowsOf(data)) {
      const id = search.idOf(row)
      if (seen.has(id) || !search.textsOf(row).some((text) => holdsTerm(text, term))) continue
      seen.add(id)
      found.push(row)
      if (found.length >= search.limit) return found
    }
  }
  return found
}

/** The cached answers of a list family in a query client. */
export function cachedAnswers<TData>(client: QueryClient, family: QueryKey): [QueryKey, TData | undefined][] {
  return client.getQueriesData<TData>({ queryKey: family })
}

/** What a server-searched select offers: the server's matches, or the device's when the server cannot be reached. */
export interface SearchOutcome<TRow> {
  /** The rows to offer; undefined while the first answer is on its way. */
  rows: readonly TRow[] | undefined
  /** True when the rows come from the device because the server could not be reached. */
  fromDevice: boolean
}

/**
 * The rows a select offers for `term`: the answer of its server search, or when that search got no
 * answer, the matches among the family's answers the device keeps.
 */
export function searchOutcome<TData, TRow>(
  result: Pick<UseQueryResult<TData>, 'data' | 'error' | 'isError'>,
  answers: () => readonly (readonly [QueryKey, TData | undefined])[],
  term: string,
  search: DeviceSearch<TData, TRow>,
): SearchOutcome<TRow> {
  if (result.isError && isUnreachable(result.error)) {
    return { rows: deviceMatches(answers(), term, search), fromDevice: true }
  }
  return { rows: result.data === undefined ? undefined : search.rowsOf(result.data), fromDevice: false }
}

/** searchOutcome over the app's query client (see there). */
export function useSearchOutcome<TData, TRow>(
  result: Pick<UseQueryResult<TData>, 'data' | 'error' | 'isError'>,
  term: string,
  search: DeviceSearch<TData, TRow>,
): SearchOutcome<TRow> {
  const client = useQueryClient()
  return searchOutcome(result, () => cachedAnswers<TData>(client, search.family), term, search)
}

/** The heading over the options a select found on the device: the user sees that the list is not the server's. */
export const DEVICE_GROUP = 'Saved on this device (offline)'

/** A select's options as offered: under the device heading when they come from the device. */
export function offeredOptions<TOption extends ComboboxItem>(
  options: TOption[],
  fromDevice: boolean,
): TOption[] | { group: string; items: TOption[] }[] {
  return fromDevice && options.length > 0 ? [{ group: DEVICE_GROUP, items: options }] : options
}
