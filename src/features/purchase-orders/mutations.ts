import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { staleRecord } from '../../components/form-kit/stale-record'
import { PurchaseOrderSchema } from '../../shared/po-read-schemas'
import type { CreatePoInput, RecordPoDeliveryInput, UpdatePoInput, UpdatePoStatusInput } from '../../shared/po-schemas'
import { budgetKeys } from '../budgets/query-keys'
import {
  addPurchaseOrder,
  type PoWrite,
  type PoWriteResult,
  recordPoDelivery,
  updatePoStatus,
  updatePurchaseOrder,
  uploadPoDocument,
} from './api'
import { poKeys } from './query-keys'

/**
 * After a write: the PO the server answered goes into the cache (a queued write leaves the detail
 * stale instead), and every list page is stale; a create or edit can change the filter options. A
 * PO's amount or status moves what its budget has committed or spent, so budget figures are stale too.
 */
function settle(queryClient: QueryClient, poId: string, result: PoWriteResult, optionsChanged: boolean) {
  if (result.queued) void queryClient.invalidateQueries({ queryKey: poKeys.detail(poId) })
  else queryClient.setQueryData(poKeys.detail(poId), result.po)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: poKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
    optionsChanged ? queryClient.invalidateQueries({ queryKey: poKeys.filterOptions() }) : undefined,
  ])
}

/** A refusal that carries the current PO (409) puts it in the cache, so the page shows the truth. */
function keepCurrent(queryClient: QueryClient, error: unknown) {
  const current = staleRecord(error, PurchaseOrderSchema)
  if (current) queryClient.setQueryData(poKeys.detail(current.poId), current)
}

// Writes to one PO run one after another, in the order they were made (a double click sends the
// second after the first has been answered, and its Idempotency-Key or state makes it a no-op).
const scopeOf = (poId: string) => ({ id: `purchase-order:${poId}` })

/** Saves a Draft: add-po for a new PO, update-po (with its version) for a stored one. */
export function useSavePurchaseOrder(poId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: scopeOf(poId),
    mutationFn: (write: { create: PoWrite<CreatePoInput> } | { update: PoWrite<UpdatePoInput> }) =>
      'create' in write ? addPurchaseOrder(write.create) : updatePurchaseOrder(write.update),
    onSuccess: (result) => settle(queryClient, poId, result, true),
  })
}

/**
 * update-po-status, then the cache brought up to date: the one status write of the PO page and the
 * list (Cancel, Mark Delivered). Offline the outbox queues it, and the pending view shows it at once.
 */
export async function sendPoStatus(
  queryClient: QueryClient,
  write: PoWrite<UpdatePoStatusInput>,
): Promise<PoWriteResult> {
  try {
    const result = await updatePoStatus(write)
    await settle(queryClient, write.body.poId, result, false)
    return result
  } catch (error) {
    keepCurrent(queryClient, error)
    throw error
  }
}

/** Moves a PO along its lifecycle (submit, approve, reject, issue, cancel, close). */
export function useUpdatePoStatus(poId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: scopeOf(poId),
    mutationFn: (write: PoWrite<UpdatePoStatusInput>) => sendPoStatus(queryClient, write),
  })
}

/** Records a goods receipt against a PO's lines. */
export function useRecordPoDelivery(poId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: scopeOf(poId),
    mutationFn: (write: PoWrite<RecordPoDeliveryInput>) => recordPoDelivery(write),
    onSuccess: (result) => settle(queryClient, poId, result, false),
    onError: (error) => keepCurrent(queryClient, error),
  })
}

/** Uploads one line's file and answers its stored path. */
export function useUploadPoDocument() {
  return useMutation({ mutationFn: (write: PoWrite<{ Document: string }>) => uploadPoDocument(write) })
}
