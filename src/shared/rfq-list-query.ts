import * as v from 'valibot'
import { intParam, listQueryEntries } from './list-query'
import { requestObject } from './request-object'
import { RFQ_STATUSES, type RfqStatus } from './rfq-status'

/** Sortable columns of the RFQ list, by iSortCol_0 (Created, newest first, by default). */
export const RFQ_SORT_COLUMNS = ['createdAt', 'rfqNumber', 'title', 'responseDeadline', 'status'] as const

/** The only value of get-all-rfq's `createdBy`: the signed-in user's own RFQs (the dashboard's RFQ figures). */
export const RFQS_OF_MINE = 'me'

/** How many days ahead `closingWithin` may look. */
export const RFQ_CLOSING_WITHIN_MAX_DAYS = 30

/** RFQs still waiting on a decision (stored statuses): responses on them are news to act on. */
export const RFQ_OPEN_STATUSES: readonly RfqStatus[] = ['Sent', 'Closed for bids', 'Under Evaluation']

/** The RFQ list's responses filter: open RFQs (Sent, Closed for bids, Under Evaluation) with a response received. */
export const RFQ_RESPONSE_FILTERS = ['received'] as const

/**
 * GET get-all-rfq (spec point 7): status, iDisplayStart, iDisplayLength, plus search on number and title,
 * `createdBy=me`, `closingWithin` (days), `responses=received` and sort.
 */
export const RfqListQuerySchema = requestObject({
  ...listQueryEntries(RFQ_SORT_COLUMNS.length),
  sSortDir_0: v.optional(v.picklist(['asc', 'desc'], 'sSortDir_0 must be asc or desc'), 'desc'),
  status: v.optional(v.picklist(RFQ_STATUSES, `Status must be ${RFQ_STATUSES.join(', ')}`)),
  createdBy: v.optional(v.picklist([RFQS_OF_MINE], `createdBy must be ${RFQS_OF_MINE}`)),
  /** Only Sent RFQs whose response deadline is within this many days from now. */
  closingWithin: v.optional(
    intParam(
      `closingWithin must be a whole number of days from 1 to ${RFQ_CLOSING_WITHIN_MAX_DAYS}`,
      1,
      RFQ_CLOSING_WITHIN_MAX_DAYS,
    ),
  ),
  responses: v.optional(v.picklist(RFQ_RESPONSE_FILTERS, 'responses must be received')),
})

export type RfqListQuery = v.InferOutput<typeof RfqListQuerySchema>
