import * as v from 'valibot'
import { listQueryEntries } from './list-query'
import { requestObject } from './request-object'
import { RFQ_STATUSES } from './rfq-status'

/** Sortable columns of the RFQ list, by iSortCol_0 (Created, newest first, by default). */
export const RFQ_SORT_COLUMNS = ['createdAt', 'rfqNumber', 'title', 'responseDeadline', 'status'] as const

/** The only value of get-all-rfq's `createdBy`: the signed-in user's own RFQs (the dashboard's RFQ figures). */
export const RFQS_OF_MINE = 'me'

/**
 * GET get-all-rfq (spec point 7): status, iDisplayStart, iDisplayLength, plus search on number and title,
 * `createdBy=me` and sort.
 */
export const RfqListQuerySchema = requestObject({
  ...listQueryEntries(RFQ_SORT_COLUMNS.length),
  sSortDir_0: v.optional(v.picklist(['asc', 'desc'], 'sSortDir_0 must be asc or desc'), 'desc'),
  status: v.optional(v.picklist(RFQ_STATUSES, `Status must be ${RFQ_STATUSES.join(', ')}`)),
  createdBy: v.optional(v.picklist([RFQS_OF_MINE], `createdBy must be ${RFQS_OF_MINE}`)),
})

export type RfqListQuery = v.InferOutput<typeof RfqListQuerySchema>
