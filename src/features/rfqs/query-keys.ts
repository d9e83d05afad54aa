import type { RfqListQuery } from '../../shared/rfq-list-query'

/**
 * Query keys of requests for quotation, shared by the list, the form, the offers screens and the
 * supplier's public page: `lists()` is the family of every list page, `detail(id)` one RFQ,
 * `comparison(id)` its quotation grid, `supplierView(token)` what one supplier link shows.
 * A save or send invalidates `lists()` and the RFQ's `detail`; a review, counter offer or award
 * also its `comparison`.
 */
export const rfqKeys = {
  all: ['rfqs'] as const,
  lists: () => [...rfqKeys.all, 'list'] as const,
  list: (query: RfqListQuery) => [...rfqKeys.lists(), query] as const,
  details: () => [...rfqKeys.all, 'detail'] as const,
  detail: (id: string) => [...rfqKeys.details(), id] as const,
  comparison: (id: string) => [...rfqKeys.all, 'comparison', id] as const,
  supplierView: (token: string) => [...rfqKeys.all, 'supplier-view', token] as const,
  /** The partners suggested for the catalogue products of a form's items. */
  suggestedPartners: (productIds: readonly number[]) => [...rfqKeys.all, 'suggested-partners', productIds] as const,
}
