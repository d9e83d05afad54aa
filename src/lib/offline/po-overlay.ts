import * as v from 'valibot'
import { type OutboxOp, poScope } from '../../shared/outbox-protocol'
import type { PoLine, PurchaseOrder } from '../../shared/po-read-schemas'
import {
  type CreatePoInput,
  CreatePoSchema,
  type RecordPoDeliveryInput,
  RecordPoDeliverySchema,
  type UpdatePoInput,
  UpdatePoSchema,
  type UpdatePoStatusInput,
  UpdatePoStatusSchema,
} from '../../shared/po-schemas'
import { nextPoStatuses } from '../../shared/po-status'
import { deliveredStatus, poFigures, poLineView, withEverythingReceived, withReceipt } from '../../shared/po-view'
import type { Role } from '../../shared/roles'
import { type PendingWrite, writesOf } from './pending-write'

/** Names the page knows from its cache, for a PO made or edited offline. */
export interface PoLookups {
  /** The signed-in user: creator of a PO made offline, and whose role decides the next statuses. */
  user: { id: string; name: string; role: Role }
  vendorName?: (vendorId: string) => string | undefined
  unitName?: (unitId: number) => string | undefined
}

/** A PO as shown: `pendingSince` is when the oldest unsent change to it was made. */
export interface PendingPo extends PurchaseOrder {
  pendingSince: number | null
  /** The unsent operations, oldest first. */
  pendingOps: OutboxOp[]
}

/** The outbox operations on purchase orders. */
export const PO_OPS: ReadonlySet<OutboxOp> = new Set(['add-po', 'update-po', 'update-po-status', 'record-po-delivery'])

/** The lines a create or an edit sends, as the shared PO view shows them (delivered quantities kept). */
function linesOf(input: CreatePoInput, lookups: PoLookups, previous: readonly PoLine[]): PoLine[] {
  return input.products.map((p, i) =>
    poLineView({
      LineID: p.LineID ?? `pending-${i}`,
      Particular: p.Particular,
      ItemDescription: p.ItemDescription,
      Quantity: p.Quantity,
      UOMID: p.UOMID,
      UOMName: lookups.unitName?.(p.UOMID) ?? '',
      BudgetedRate: p.BudgetedRate,
      GSTPercentage: p.GSTPercentage,
      DeliveredQuantity: previous.find((l) => l.LineID === p.LineID)?.DeliveredQuantity ?? 0,
      DocumentPath: p.DocumentPath,
    }),
  )
}

/** Totals by the shared PO view and next statuses by the shared lifecycle, as the server answers them. */
function settled(po: PendingPo, lookups: PoLookups, op: OutboxOp, at: number): PendingPo {
  return {
    ...po,
    ...poFigures(po.products),
    // As the server answers: whoever raised the PO never gets Approve or Reject.
    nextStatuses: nextPoStatuses(po.status, lookups.user.role, po.createdById === lookups.user.id),
    lastUpdated: new Date(at).toISOString(),
    pendingSince: po.pendingSince ?? at,
    pendingOps: [...po.pendingOps, op],
  }
}

const headerOf = (input: CreatePoInput, lookups: PoLookups, fallbackVendor: string) => ({
  PoDate: input.PoDate,
  poDate: input.PoDate,
  vendorId: input.vendorName,
  vendorName: lookups.vendorName?.(input.vendorName) ?? fallbackVendor,
  supplyPartnerContact: input.supplyPartnerContact,
  billingAddress: input.billingAddress,
  deliveryAddress: input.deliveryAddress,
  purchaseType: input.purchaseType,
  PaymentTerms: input.PaymentTerms,
  deliveryDate: input.deliveryDate,
  shippingMode: input.shippingMode,
  incoTerms: input.incoTerms,
  poValidity: input.poValidity,
})

/** The server's PO as a view with nothing pending. */
export const poViewOf = (po: PurchaseOrder): PendingPo => ({ ...po, pendingSince: null, pendingOps: [] })

/** add-po: a Draft made offline; numbered by the server when it syncs (blank until then unless typed). */
export function applyAddPo(po: PendingPo | undefined, input: CreatePoInput, at: number, lookups: PoLookups): PendingPo {
  if (po) return po // the server already has it (its answer was lost and the entry is still pending)
  const products = linesOf(input, lookups, [])
  const draft: PendingPo = {
    poId: input.poId,
    poNumber: input.poNumber,
    ...headerOf(input, lookups, ''),
    status: 'Draft',
    createdById: lookups.user.id,
    createdBy: lookups.user.name,
    lastUpdated: new Date(at).toISOString(),
    version: 1,
    createdAt: new Date(at).toISOString(),
    products,
    ...poFigures(products),
    audit: [],
    deliveries: [],
    nextStatuses: [],
    pendingSince: null,
    pendingOps: [],
  }
  return settled(draft, lookups, 'add-po', at)
}

/** update-po: a Draft's new contents; an edit made on an older version than the server's is already applied. */
export function applyUpdatePo(po: PendingPo | undefined, input: UpdatePoInput, at: number, lookups: PoLookups) {
  if (!po || input.version < po.version) return po
  const changed: PendingPo = {
    ...po,
    ...headerOf(input, lookups, po.vendorName),
    poNumber: input.poNumber === '' ? po.poNumber : input.poNumber,
    products: linesOf(input, lookups, po.products),
    version: po.version + 1,
  }
  return settled(changed, lookups, 'update-po', at)
}

/** update-po-status: a move along the lifecycle; Fully Delivered receives everything outstanding. */
export function applyUpdatePoStatus(
  po: PendingPo | undefined,
  input: UpdatePoStatusInput,
  at: number,
  lookups: PoLookups,
): PendingPo | undefined {
  if (!po || po.status === input.status || (input.version !== undefined && input.version < po.version)) return po
  const products = input.status === 'Fully Delivered' ? withEverythingReceived(po.products) : po.products
  return settled({ ...po, status: input.status, products, version: po.version + 1 }, lookups, 'update-po-status', at)
}

/** record-po-delivery: adds the received quantities; every line in full makes it Fully Delivered. */
export function applyRecordPoDelivery(
  po: PendingPo | undefined,
  input: RecordPoDeliveryInput,
  at: number,
  lookups: PoLookups,
): PendingPo | undefined {
  if (!po || po.deliveries.some((d) => d.deliveryId === input.deliveryId)) return po
  const received = new Map(input.lines.map((l) => [l.lineId, l.quantity]))
  const products = withReceipt(po.products, received)
  const delivery = {
    deliveryId: input.deliveryId,
    at: new Date(at).toISOString(),
    by: lookups.user.name,
    remarks: input.remarks,
    lines: input.lines,
  }
  const next: PendingPo = {
    ...po,
    products,
    status: deliveredStatus(products),
    version: po.version + 1,
    deliveries: [...po.deliveries, delivery],
  }
  return settled(next, lookups, 'record-po-delivery', at)
}

/**
 * One PO as shown: the server's (undefined when it was made offline) with the pending writes of
 * `po:<poId>` applied in order. `poId` defaults to the server PO's id.
 */
export function applyPendingPo(
  po: PurchaseOrder | undefined,
  entries: readonly PendingWrite[],
  lookups: PoLookups,
  poId: string | undefined = po?.poId,
): PendingPo | undefined {
  let view = po ? poViewOf(po) : undefined
  const mine = poId === undefined ? entries : entries.filter((e) => e.scope === poScope(poId.toLowerCase()))
  for (const write of writesOf(mine, PO_OPS)) {
    const at = write.createdAt
    if (write.op === 'add-po') {
      const input = v.safeParse(CreatePoSchema, write.payload)
      if (input.success) view = applyAddPo(view, input.output, at, lookups)
      continue
    }
    if (!view) continue
    const target = view.poId
    if (write.op === 'update-po') {
      const input = v.safeParse(UpdatePoSchema, write.payload)
      if (input.success && input.output.poId === target) view = applyUpdatePo(view, input.output, at, lookups)
    } else if (write.op === 'update-po-status') {
      const input = v.safeParse(UpdatePoStatusSchema, write.payload)
      if (input.success && input.output.poId === target) view = applyUpdatePoStatus(view, input.output, at, lookups)
    } else {
      const input = v.safeParse(RecordPoDeliverySchema, write.payload)
      if (input.success && input.output.poId === target) view = applyRecordPoDelivery(view, input.output, at, lookups)
    }
  }
  return view
}
