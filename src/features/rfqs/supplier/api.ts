import * as v from 'valibot'
import { api, dataOf } from '../../../lib/api-client'
import { SupplierRfqViewSchema } from '../../../shared/rfq-read-schemas'
import type { SubmitRfqResponseInput } from './quote-form-values'

/** A partner's link: the RFQ and its signed token, as the e-mail carried them. */
export interface SupplierLink {
  RFQID: string
  token: string
}

/** GET rfq-response: the RFQ as the partner of the token sees it (no session). */
export async function fetchSupplierView(link: SupplierLink, signal?: AbortSignal) {
  return dataOf(await api.get('rfq-response', SupplierRfqViewSchema, { query: { ...link }, signal }))
}

/** POST submit-rfq-response: the partner's quote for its current round; sending it again revises it. */
export async function submitSupplierQuote(body: SubmitRfqResponseInput) {
  const answer = await api.post('submit-rfq-response', SupplierRfqViewSchema, { body })
  return { view: dataOf(answer), message: answer.msg }
}

/** POST add-rfq-response-document: stores a partner's file; its path goes on a quote line. */
export async function uploadSupplierDocument(link: SupplierLink, Document: string) {
  const answer = await api.post('add-rfq-response-document', v.object({ DocumentPath: v.string() }), {
    body: { ...link, Document },
  })
  return dataOf(answer).DocumentPath
}

/** GET rfq-attachment: one of the RFQ's files (by its stored name), which the partner's link may open. */
export async function downloadRfqAttachment(link: SupplierLink, name: string) {
  return api.download('rfq-attachment', { query: { ...link, name } })
}
