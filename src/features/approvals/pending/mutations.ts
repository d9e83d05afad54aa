import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApprovalType } from '../../../shared/approval-rules'
import { budgetKeys } from '../../budgets/query-keys'
import { approvalKeys } from '../query-keys'
import { type DecisionWrite, decideApproval } from './api'
import { DOCUMENT_KEYS } from './document-keys'

/**
 * Sends a decision; then what waits on the user (list and count), the history, the approval and the
 * document it decided are stale. A decision the offline outbox kept changes nothing yet: the page
 * shows it pending from the outbox, and the outbox's 'sent' event refreshes the same queries.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (write: DecisionWrite & { type: ApprovalType }) => decideApproval(write),
    onSuccess: (result, { type }) => {
      if (result.queued) return
      const documentKey = DOCUMENT_KEYS[type]
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: approvalKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: approvalKeys.details() }),
        documentKey ? queryClient.invalidateQueries({ queryKey: documentKey }) : undefined,
        // A decision moves budget figures: a rejection releases what the document committed.
        queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
      ])
    },
    // Refused (decided by someone else, moved on, no longer theirs): the list shows what the server has now.
    onError: () => queryClient.invalidateQueries({ queryKey: approvalKeys.pending() }),
  })
}
