import * as v from 'valibot'
import { api, dataOf } from '../../../lib/api-client'
import { DelegationSchema, type SetDelegationInput } from '../../../shared/approval-request-schemas'
import { ApproverOptionSchema } from '../../../shared/approval-workflow-schemas'

/** GET get-approval-delegations: the signed-in user's delegations that have not ended. */
export async function fetchDelegations(signal?: AbortSignal) {
  return dataOf(await api.get('get-approval-delegations', v.array(DelegationSchema), { signal }))
}

/** GET get-approval-users?for=delegate: the users who may stand in for the signed-in user (approvers and admins, not them). */
export async function fetchDelegateOptions(signal?: AbortSignal) {
  return dataOf(
    await api.get('get-approval-users', v.array(ApproverOptionSchema), { query: { for: 'delegate' }, signal }),
  )
}

/** POST set-approval-delegation: while away, approvals falling to the user go to the delegate. */
export async function addDelegation(body: SetDelegationInput) {
  return dataOf(await api.post('set-approval-delegation', DelegationSchema, { body }))
}

/** POST remove-approval-delegation (a refusal throws; the answer carries no data). */
export async function deleteDelegation(delegationId: string): Promise<void> {
  await api.post('remove-approval-delegation', v.nullish(v.null()), { body: { delegationId } })
}
