import { queryOptions } from '@tanstack/react-query'
import type { RfqListQuery } from '../../shared/rfq-list-query'
import { fetchRfq, fetchRfqs } from './api'
import { rfqKeys } from './query-keys'

/** Query options of RFQs: a list page and one RFQ (both persisted, so what was seen online opens offline). */
export const rfqQueries = {
  list: (query: RfqListQuery) =>
    queryOptions({
      queryKey: rfqKeys.list(query),
      queryFn: ({ signal }) => fetchRfqs(query, signal),
    }),
  detail: (RFQID: string) =>
    queryOptions({
      queryKey: rfqKeys.detail(RFQID),
      queryFn: ({ signal }) => fetchRfq(RFQID, signal),
    }),
}
