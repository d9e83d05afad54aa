/** A list's URL state: every key optional, undefined when it holds its default. */
export type UrlSearch = Record<string, unknown>

/** True when a URL value holds something: not missing, not blank, not an empty list. */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)
}

/** True when a URL value says nothing the list would not assume anyway. */
function isDefault(value: unknown, fallback: unknown): boolean {
  return !isSet(value) || value === fallback
}

/**
 * The next URL state after a change: any change but the page itself goes back to the first page,
 * and values equal to their default (or empty) are removed so the URL stays short.
 */
export function patchSearch<TSearch extends object>(
  current: TSearch,
  patch: Partial<TSearch>,
  defaults: Readonly<Partial<Record<keyof TSearch, unknown>>>,
): TSearch {
  const next: Record<string, unknown> = { ...current, ...patch }
  if (!('page' in patch)) next.page = undefined
  for (const key of Object.keys(next)) {
    if (isDefault(next[key], defaults[key as keyof TSearch])) next[key] = undefined
  }
  return next as TSearch
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
