import * as v from 'valibot'
import { intParam } from './list-query'
import { printable } from './po-fields'
import { requestObject } from './request-object'

/** What the search looks through, in the order the spotlight groups them. */
export const SEARCH_KINDS = ['product', 'category', 'po', 'order', 'supplier', 'rfq'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Fewest characters a search needs. */
export const MIN_SEARCH_LENGTH = 2
/** Most results of each kind one search returns. */
export const MAX_SEARCH_RESULTS = 10

/** GET search?q=...&limit=5: products (name, SKU), categories, POs (number, vendor), orders, supply partners, RFQs (number, title). */
export const SearchQuerySchema = requestObject({
  q: v.pipe(
    v.string('Type something to search for'),
    v.trim(),
    v.minLength(MIN_SEARCH_LENGTH, `Type at least ${MIN_SEARCH_LENGTH} characters`),
    v.maxLength(100, 'Search text is too long'),
    printable('Search text'),
  ),
  limit: v.optional(intParam(`limit must be a whole number from 1 to ${MAX_SEARCH_RESULTS}`, 1, MAX_SEARCH_RESULTS), 5),
})
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>

/** One hit: what it is, its id, a title and a line under it, and the screen to open. */
export const SearchHitSchema = v.object({
  kind: v.picklist(SEARCH_KINDS),
  id: v.string(),
  title: v.string(),
  subtitle: v.string(),
  href: v.string(),
})
export type SearchHit = v.InferOutput<typeof SearchHitSchema>

/** search's answer: the hits of each kind the user may see (a kind they may not see is absent). */
export const SearchResultsSchema = v.object({
  q: v.string(),
  hits: v.array(SearchHitSchema),
})
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>
