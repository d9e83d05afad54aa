import { useMutation, useQueryClient } from '@tanstack/react-query'
import { v7 as uuidv7 } from 'uuid'
import type { PoRow } from '../../../shared/po-read-schemas'
import { fetchPurchaseOrder, type PoWriteResult, recordPoDelivery, updatePoStatus } from '../api'
import { poKeys } from '../query-keys'
import { remainingLines } from './row-actions'

/** The two moves the list makes on a selection. */
export type PoBulkKind = 'cancel' | 'deliver'

/** One confirmed action: the POs, the remarks, and the keys made when the user confirmed. */
export interface PoBulkRequest {
  kind: PoBulkKind
  remarks: string
  items: ReadonlyArray<{ row: PoRow; idempotencyKey: string; deliveryId: string }>
}

/** What happened to each PO of the selection: done, queued by the offline outbox, or refused. */
export interface PoBulkOutcome {
  done: string[]
  queued: string[]
  failed: Array<{ poNumber: string; error: unknown }>
}

/** A request for the selection, its idempotency keys and delivery ids made now, as the user confirms. */
export function poBulkRequest(kind: PoBulkKind, rows: readonly PoRow[], remarks: string): PoBulkRequest {
  return { kind, remarks, items: rows.map((row) => ({ row, idempotencyKey: uuidv7(), deliveryId: uuidv7() })) }
}

/** Mark Delivered: receives everything still outstanding on every line as one delivery. */
async function deliverRest(item: PoBulkRequest['items'][number], remarks: string): Promise<PoWriteResult> {
  const po = await fetchPurchaseOrder(item.row.poId)
  const lines = remainingLines(po.products)
  if (lines.length === 0) throw new Error('Nothing is left to deliver on this purchase order')
  return recordPoDelivery({
    body: { poId: po.poId, deliveryId: item.deliveryId, lines, remarks },
    idempotencyKey: item.idempotencyKey,
  })
}

function send(request: PoBulkRequest, item: PoBulkRequest['items'][number]): Promise<PoWriteResult> {
  if (request.kind === 'deliver') return deliverRest(item, request.remarks)
  return updatePoStatus({
    body: { poId: item.row.poId, status: 'Cancelled', remarks: request.remarks },
    idempotencyKey: item.idempotencyKey,
  })
}

/**
 * Cancels, or marks delivered, each selected PO in turn; one refusal (a 409 for a PO someone else
 * moved, say) does not stop the others. Every list page and each PO touched are stale afterwards.
 */
export function usePoBulkAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: PoBulkRequest): Promise<PoBulkOutcome> => {
      const outcome: PoBulkOutcome = { done: [], queued: [], failed: [] }
      for (const item of request.items) {
        try {
          const result = await send(request, item)
          ;(result.queued ? outcome.queued : outcome.done).push(item.row.poNumber)
        } catch (error) {
          outcome.failed.push({ poNumber: item.row.poNumber, error })
        }
      }
      return outcome
    },
    onSettled: (_outcome, _error, request) =>
      Promise.all(
        [poKeys.lists(), ...request.items.map((item) => poKeys.detail(item.row.poId))].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
