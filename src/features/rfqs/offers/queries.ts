import { queryOptions } from '@tanstack/react-query'
import { rfqKeys } from '../query-keys'
import { fetchComparison } from './api'

/** The quotation grid of an RFQ (persisted, so a comparison seen online opens offline). */
export const comparisonQuery = (RFQID: string) =>
  queryOptions({
    queryKey: rfqKeys.comparison(RFQID),
    queryFn: ({ signal }) => fetchComparison(RFQID, signal),
  })
