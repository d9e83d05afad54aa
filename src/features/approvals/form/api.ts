import { api, dataOf } from '../../../lib/api-client'
import { ApprovalDetailSchema } from '../../../shared/approval-request-schemas'

/** GET get-approval?name=&id=: a document's latest approval, its chain, steps and the decisions open to the reader. */
export async function fetchApproval(urlName: string, documentId: string, signal?: AbortSignal) {
  return dataOf(
    await api.get('get-approval', ApprovalDetailSchema, { query: { name: urlName, id: documentId }, signal }),
  )
}
