/** Statuses of a request for quotation (issue 15), plus Pending Approval while the RfQ workflow decides on sending it. */
export const RFQ_STATUSES = [
  'Draft',
  'Pending Approval',
  'Sent',
  'Closed for bids',
  'Under Evaluation',
  'Awarded',
  'Cancelled',
] as const
export type RfqStatus = (typeof RFQ_STATUSES)[number]

/** Every allowed move of an RFQ; anything else is refused (409). */
export const RFQ_TRANSITIONS: Readonly<Record<RfqStatus, readonly RfqStatus[]>> = {
  Draft: ['Pending Approval', 'Sent', 'Cancelled'],
  'Pending Approval': ['Sent', 'Draft', 'Cancelled'],
  Sent: ['Closed for bids', 'Cancelled'],
  'Closed for bids': ['Under Evaluation', 'Awarded', 'Cancelled'],
  'Under Evaluation': ['Awarded', 'Cancelled'],
  Awarded: [],
  Cancelled: [],
}

/** The moves a buyer asks for by name with update-rfq-status (the others come from send, approval and award). */
export const RFQ_MANUAL_STATUSES = ['Closed for bids', 'Under Evaluation', 'Cancelled'] as const
export type RfqManualStatus = (typeof RFQ_MANUAL_STATUSES)[number]

/** True when the lifecycle has this move. */
export const isRfqTransition = (from: RfqStatus, to: RfqStatus): boolean => RFQ_TRANSITIONS[from].includes(to)

/** The status an RFQ reads as now: a Sent RFQ whose deadline has passed is Closed for bids. */
export function effectiveRfqStatus(status: RfqStatus, deadline: Date, now: Date): RfqStatus {
  return status === 'Sent' && now.getTime() >= deadline.getTime() ? 'Closed for bids' : status
}

/** Sealed bids: before the deadline (or an early close) buyers see who responded, never the prices. */
export const isSealed = (status: RfqStatus, deadline: Date, now: Date): boolean =>
  ['Draft', 'Pending Approval', 'Sent'].includes(effectiveRfqStatus(status, deadline, now))

/** Statuses where the RFQ takes no more responses or changes at all. */
export const RFQ_FINAL_STATUSES: readonly RfqStatus[] = ['Awarded', 'Cancelled']

/** Where one partner's response stands: the spec's Submitted, Under Review, Shortlisted, plus Invited, Accepted, Rejected. */
export const RFQ_RESPONSE_STATUSES = [
  'Invited',
  'Submitted',
  'Under Review',
  'Shortlisted',
  'Accepted',
  'Rejected',
] as const
export type RfqResponseStatus = (typeof RFQ_RESPONSE_STATUSES)[number]

/** The response statuses a buyer sets on a partner (spec point 4 plus Accepted and Rejected). */
export const RFQ_REVIEW_STATUSES = ['Under Review', 'Shortlisted', 'Accepted', 'Rejected'] as const
export type RfqReviewStatus = (typeof RFQ_REVIEW_STATUSES)[number]

/** Where one item's quote stands. */
export const QUOTE_STATUSES = ['Submitted', 'Accepted', 'Rejected'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
