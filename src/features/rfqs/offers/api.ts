import { api, dataOf } from '../../../lib/api-client'
import {
  RecordedRfqResponseSchema,
  RfqAwardResultSchema,
  RfqComparisonSchema,
  RfqNegotiationSchema,
} from '../../../shared/rfq-read-schemas'
import type { AwardRfqInput, CounterOfferInput, RfqResponseStatusInput } from '../../../shared/rfq-schemas'
import type { RecordRfqResponseInput } from '../supplier/quote-form-values'

/** GET get-rfq-comparison: every item x every partner, the best per row and three award suggestions. */
export async function fetchComparison(RFQID: string, signal?: AbortSignal) {
  return dataOf(await api.get('get-rfq-comparison', RfqComparisonSchema, { query: { RFQID }, signal }))
}

/** GET get-rfq-negotiation: the thread with one partner, every round (the grid carries only the latest). */
export async function fetchNegotiation(RFQID: string, supplierId: string, signal?: AbortSignal) {
  return dataOf(await api.get('get-rfq-negotiation', RfqNegotiationSchema, { query: { RFQID, supplierId }, signal }))
}

/** POST update-rfq-response-status: a partner's response (or one item's quote) reviewed. */
export async function reviewResponse(body: RfqResponseStatusInput) {
  const answer = await api.post('update-rfq-response-status', RfqComparisonSchema, { body })
  return { comparison: dataOf(answer), message: answer.msg }
}

/** POST counter-rfq-offer: a new round with a partner, with the buyer's proposed prices and remarks; answers the thread. */
export async function counterOffer(body: CounterOfferInput) {
  const answer = await api.post('counter-rfq-offer', RfqNegotiationSchema, { body })
  return { negotiation: dataOf(answer), message: answer.msg }
}

/** POST record-rfq-response: the buyer enters a partner's answer on its behalf (answered without figures). */
export async function recordResponse(body: RecordRfqResponseInput) {
  const answer = await api.post('record-rfq-response', RecordedRfqResponseSchema, { body })
  return { message: answer.msg }
}

/** POST award-rfq: each item to one partner; one Draft PO per awarded partner. */
export async function awardRfq(body: AwardRfqInput) {
  const answer = await api.post('award-rfq', RfqAwardResultSchema, { body })
  return { result: dataOf(answer), message: answer.msg }
}
