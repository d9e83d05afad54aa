import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../shared/search-schemas'

/** The spotlight's heading of each kind of hit. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  product: 'Products',
  category: 'Categories',
  po: 'Purchase orders',
  order: 'Orders',
  supplier: 'Supply partners',
  rfq: 'RFQs',
}

/** Hits grouped by kind, in the spotlight's order of kinds; kinds without hits are left out. */
export function groupHits(hits: readonly SearchHit[]): Array<{ kind: SearchKind; label: string; hits: SearchHit[] }> {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0)
}
