import { and, eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { ApprovalType } from '../../../src/shared/approval-rules'
import type { OrderStatus } from '../../../src/shared/order-status'
import type { PoStatus } from '../../../src/shared/po-status'
import { stockUnitsFor } from '../../../src/shared/quantity'
import type { SupplierStatus } from '../../../src/shared/supplier-status'
import type { Db } from '../../db/client'
import { orderHistory, orderLines, orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { supplierStatusChanges, suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { checkOrderApprovalBudget } from '../orders/approval-budget'
import { moveStock } from '../orders/stock'
import { checkPoApprovalBudget } from '../purchase-orders/approval-budget'
import { writeAudit } from '../purchase-orders/audit'
import { rfqApprovalEffects } from '../rfqs/approval-effects'
import type { MailQueue } from './mail-queue'

/** What a final decision does to the document itself. */
export type Outcome = 'approved' | 'rejected' | 'sent back'

/** How the engine moves one type of document when its approval ends. */
interface DocumentEffects {
  /** Locks the document's row first, as its own lifecycle does, so both take locks in one order. */
  lock: (db: Db, tenantId: string, documentId: string) => Promise<void>
  /** Before an approval at any level: throws (a 4xx) when the document may not be approved now (its budget). */
  approving?: (db: Db, tenantId: string, documentId: string) => Promise<void>
  apply: (
    db: Db,
    actor: Actor,
    documentId: string,
    outcome: Outcome,
    remarks: string,
    at: Date,
    mail: MailQueue,
  ) => Promise<void>
}

const PO_NEXT: Record<Outcome, PoStatus> = { approved: 'Approved', rejected: 'Rejected', 'sent back': 'Draft' }

/** A PO: Approved after the last level, Rejected back to its buyer, or Draft again to change and resubmit. */
const purchaseOrder: DocumentEffects = {
  lock: async (db, tenantId, id) => {
    await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.tenantId, tenantId)))
      .for('update')
  },
  approving: (db, tenantId, id) => checkPoApprovalBudget(db, tenantId, id),
  apply: async (db, actor, id, outcome, remarks, at) => {
    const to = PO_NEXT[outcome]
    await db
      .update(purchaseOrders)
      .set({ status: to, version: sql`${purchaseOrders.version} + 1`, updatedAt: at })
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.tenantId, actor.tenantId)))
    await writeAudit(db, actor, { poId: id, action: 'status', from: 'Pending Approval', to, remarks, at })
  },
}

const ORDER_NEXT: Record<Outcome, OrderStatus> = { approved: 'Approved', rejected: 'Cancelled', 'sent back': 'Placed' }

/** An order: Approved after the last level; rejected, it is cancelled and its stock returned; sent back, Placed again. */
const order: DocumentEffects = {
  lock: async (db, tenantId, id) => {
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
      .for('update')
  },
  approving: (db, tenantId, id) => checkOrderApprovalBudget(db, tenantId, id),
  apply: async (db, actor, id, outcome, remarks, at) => {
    const to = ORDER_NEXT[outcome]
    if (outcome === 'rejected') {
      const lines = await db
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
      await moveStock(
        db,
        actor,
        { kind: 'order-cancel', orderId: id, at },
        lines.map((l) => ({ productId: l.productId, units: stockUnitsFor(Number(l.quantity)) })),
      )
    }
    await db
      .update(orders)
      .set({ status: to, updatedAt: at })
      .where(and(eq(orders.id, id), eq(orders.tenantId, actor.tenantId)))
    const said = outcome === 'approved' ? remarks : `${outcome === 'rejected' ? 'Rejected' : 'Sent back'}: ${remarks}`
    await db
      .insert(orderHistory)
      .values({ id: uuidv7(), orderId: id, status: to, at, byUser: actor.userId, remarks: said })
  },
}

const SUPPLIER_NEXT: Record<Outcome, SupplierStatus | null> = {
  approved: 'Active',
  rejected: 'Rejected',
  'sent back': null,
}

/** A supply partner: Active or Rejected; sent back, it stays Pending Onboarding until its registrar edits it. */
const supplier: DocumentEffects = {
  lock: async (db, tenantId, id) => {
    await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, id), eq(suppliers.tenantId, tenantId)))
      .for('update')
  },
  apply: async (db, actor, id, outcome, remarks) => {
    const to = SUPPLIER_NEXT[outcome]
    if (to === null) return
    await db
      .update(suppliers)
      .set({ status: to, version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(suppliers.id, id), eq(suppliers.tenantId, actor.tenantId)))
    await db.insert(supplierStatusChanges).values({
      tenantId: actor.tenantId,
      supplierId: id,
      fromStatus: 'Pending Onboarding',
      toStatus: to,
      remarks,
      actorId: actor.userId,
    })
  },
}

/** The types whose documents go through the engine today (Category and Product are configured only). */
export const DOCUMENT_EFFECTS: Partial<Record<ApprovalType, DocumentEffects>> = {
  PO: purchaseOrder,
  RfQ: rfqApprovalEffects,
  Order: order,
  'Supplier Onboarding': supplier,
}
