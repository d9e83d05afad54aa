import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetDelegationInput } from '../../../shared/approval-request-schemas'
import { approvalKeys } from '../query-keys'
import { addDelegation, deleteDelegation } from './api'

/** A delegation change moves approvals between people: the delegations and every pending view are stale. */
function useSettle() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalKeys.delegations() }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.pending() }),
    ])
}

/** Adds a delegation of the signed-in user. */
export function useSetDelegation() {
  const settle = useSettle()
  return useMutation({ mutationFn: (body: SetDelegationInput) => addDelegation(body), onSuccess: settle })
}

/** Removes one of the signed-in user's delegations. */
export function useRemoveDelegation() {
  const settle = useSettle()
  return useMutation({ mutationFn: (delegationId: string) => deleteDelegation(delegationId), onSuccess: settle })
}
