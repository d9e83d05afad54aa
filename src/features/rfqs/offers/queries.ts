import { queryOptions } from '@tanstack/react-query'
import { rfqKeys } from '../query-keys'
import { fetchComparison, fetchNegotiation } from './api'

/** The quotation grid of an RFQ (persisted, so a comparison seen online opens offline). */
export const comparisonQuery = (RFQID: string) =>
  queryOptions({
    queryKey: rfqKeys.comparison(RFQID),
    queryFn: ({ signal }) => fetchComparison(RFQID, signal),
  })

/** The key of the thread with one partner: under the RFQ's comparison, so whatever makes the grid stale makes it stale too. */
export const negotiationKey = (RFQID: string, supplierId: string) =>
  [...rfqKeys.comparison(RFQID), 'negotiation', supplierId] as const

/** The negotiation thread with one partner (persisted like the grid). */
export const negotiationQuery = (RFQID: string, supplierId: string) =>
  queryOptions({
    queryKey: negotiationKey(RFQID, supplierId),
    queryFn: ({ signal }) => fetchNegotiation(RFQID, supplierId, signal),
  })
