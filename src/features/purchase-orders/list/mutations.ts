import { useMutation, useQueryClient } from '@tanstack/react-query'
import { v7 as uuidv7 } from 'uuid'
import type { PoRow } from '../../../shared/po-read-schemas'
import type { PoStatus } from '../../../shared/po-status'
import { sendPoStatus } from '../mutations'
import { poKeys } from '../query-keys'

/** The two moves the list makes on a selection. */
export type PoBulkKind = 'cancel' | 'deliver'

/**
 * The status each move asks update-po-status for. Mark Delivered is Fully Delivered: the server
 * receives whatever is still outstanding, so the list needs no lines and the write queues offline.
 */
const TARGET: Record<PoBulkKind, PoStatus> = { cancel: 'Cancelled', deliver: 'Fully Delivered' }

/** One confirmed action: the POs, the remarks, and the idempotency keys made when the user confirmed. */
export interface PoBulkRequest {
  kind: PoBulkKind
  remarks: string
  items: ReadonlyArray<{ row: PoRow; idempotencyKey: string }>
}

/** What happened to each PO of the selection: done, queued by the offline outbox, or refused. */
export interface PoBulkOutcome {
  done: string[]
  queued: string[]
  failed: Array<{ poNumber: string; error: unknown }>
}

/** A request for the selection, its idempotency keys made now, as the user confirms. */
export function poBulkRequest(kind: PoBulkKind, rows: readonly PoRow[], remarks: string): PoBulkRequest {
  return { kind, remarks, items: rows.map((row) => ({ row, idempotencyKey: uuidv7() })) }
}

/**
 * Cancels, or marks delivered, each selected PO in turn with the PO page's status write; one
 * refusal (a 409 for a PO someone else moved, say) does not stop the others. The outcome is
 * answered as soon as the last write has settled, before the refreshed list can drop the rows (and
 * with them the selection bar that announces it).
 */
export function usePoBulkAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: PoBulkRequest): Promise<PoBulkOutcome> => {
      const outcome: PoBulkOutcome = { done: [], queued: [], failed: [] }
      for (const { row, idempotencyKey } of request.items) {
        try {
          const body = { poId: row.poId, status: TARGET[request.kind], remarks: request.remarks }
          const result = await sendPoStatus(queryClient, { body, idempotencyKey })
          ;(result.queued ? outcome.queued : outcome.done).push(row.poNumber)
        } catch (error) {
          outcome.failed.push({ poNumber: row.poNumber, error })
        }
      }
      // Each write sent has made the list stale already; a refusal may mean the row is out of date too.
      if (outcome.failed.length > 0) void queryClient.invalidateQueries({ queryKey: poKeys.lists() })
      return outcome
    },
  })
}
