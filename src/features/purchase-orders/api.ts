import * as v from 'valibot'
import { ApiError, api, dataOf, isQueued } from '../../lib/api-client'
import { type BudgetNotice, BudgetNoticeBeside } from '../../shared/budget-schemas'
import { PoDocumentUploadedSchema } from '../../shared/po-document'
import { type PurchaseOrder, PurchaseOrderSchema, UnitOfMeasureSchema } from '../../shared/po-read-schemas'
import type { CreatePoInput, RecordPoDeliveryInput, UpdatePoInput, UpdatePoStatusInput } from '../../shared/po-schemas'

/**
 * What a PO write answers: the PO as saved with the budget notice of a submit (null otherwise), or
 * `queued` when the offline outbox kept the request to send later (`{ status: true, queued: true }`).
 */
export type PoWriteResult = { queued: false; po: PurchaseOrder; budget: BudgetNotice } | { queued: true }

/** A write and the Idempotency-Key made when the user acted, so a replay changes nothing. */
export interface PoWrite<TBody> {
  body: TBody
  idempotencyKey: string
}

const MaybePo = v.nullish(PurchaseOrderSchema)

async function writePo<TBody>(path: string, { body, idempotencyKey }: PoWrite<TBody>): Promise<PoWriteResult> {
  const answer = await api.postBeside(path, MaybePo, BudgetNoticeBeside, { body, idempotencyKey })
  const po = dataOf({ ...answer, data: answer.data })
  return po && !isQueued(answer) ? { queued: false, po, budget: answer.budget } : { queued: true }
}

/** GET get-po-by-id: the whole PO with lines, totals, audit trail and deliveries. */
export async function fetchPurchaseOrder(poId: string, signal?: AbortSignal): Promise<PurchaseOrder> {
  return dataOf(await api.get('get-po-by-id', PurchaseOrderSchema, { query: { poId }, signal }))
}

/** GET get-units-of-measure: the tenant's units, id and name. */
export async function fetchUnitsOfMeasure(signal?: AbortSignal) {
  return dataOf(await api.get('get-units-of-measure', v.array(UnitOfMeasureSchema), { signal }))
}

/** POST add-po: a new Draft; the client's poId makes a replay return the same PO. */
export const addPurchaseOrder = (write: PoWrite<CreatePoInput>) => writePo('add-po', write)

/** POST update-po: a Draft's new contents; 409 with the current PO when the version is stale. */
export const updatePurchaseOrder = (write: PoWrite<UpdatePoInput>) => writePo('update-po', write)

/** POST update-po-status: a move along the lifecycle. */
export const updatePoStatus = (write: PoWrite<UpdatePoStatusInput>) => writePo('update-po-status', write)

/** POST record-po-delivery: goods received per line; the client's deliveryId makes a replay a no-op. */
export const recordPoDelivery = (write: PoWrite<RecordPoDeliveryInput>) => writePo('record-po-delivery', write)

/** POST add-po-document: stores one line's file (a data URL) and answers its path. */
export async function uploadPoDocument(write: PoWrite<{ Document: string }>): Promise<string> {
  const answer = await api.post('add-po-document', v.nullish(PoDocumentUploadedSchema), {
    body: write.body,
    idempotencyKey: write.idempotencyKey,
  })
  const data = dataOf({ ...answer, data: answer.data })
  if (!data) throw new ApiError(0, 'Files can be attached only while online. Try again once you are connected.')
  return data.DocumentPath
}

/** GET po-pdf: the PO as a PDF file. */
export const downloadPoPdf = (poId: string) => api.download('po-pdf', { query: { poId } })
