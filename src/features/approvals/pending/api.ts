import * as v from 'valibot'
import { api, dataOf, isQueued } from '../../../lib/api-client'
import type { PendingListQuery } from '../../../shared/approval-list-query'
import {
  type ApprovalDetail,
  ApprovalDetailSchema,
  type DecideApprovalInput,
  PendingApprovalRowSchema,
} from '../../../shared/approval-request-schemas'

/** GET get-pending-approvals: one page of what waits on the signed-in user. */
export function fetchPendingApprovals(query: PendingListQuery, signal?: AbortSignal) {
  return api.list('get-pending-approvals', PendingApprovalRowSchema, { query, signal })
}

/** A decision and the Idempotency-Key made when the user acted, so a replay decides nothing twice. */
export interface DecisionWrite {
  body: DecideApprovalInput
  idempotencyKey: string
}

/** What a decision answers: the approval as it now stands with the server's message, or `queued` by the offline outbox. */
export type DecisionResult = { queued: false; msg: string; approval: ApprovalDetail } | { queued: true }

/** POST decide-approval: approve, reject or send back the level the user saw. */
export async function decideApproval({ body, idempotencyKey }: DecisionWrite): Promise<DecisionResult> {
  const answer = await api.post('decide-approval', v.nullish(ApprovalDetailSchema), { body, idempotencyKey })
  if (isQueued(answer)) return { queued: true }
  const approval = dataOf({ ...answer, data: answer.data })
  if (!approval) throw new Error('decide-approval answered no approval')
  return { queued: false, msg: answer.msg, approval }
}
