import { api, dataOf } from '../../lib/api-client'
import { SearchResultsSchema } from '../../shared/search-schemas'

/** GET search: the first `limit` hits of each kind the user may see for `q`. */
export async function fetchSearchHits(q: string, limit: number, signal?: AbortSignal) {
  return dataOf(await api.get('search', SearchResultsSchema, { query: { q, limit }, signal }))
}
