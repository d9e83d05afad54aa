import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { ApprovalType } from '../../../src/shared/approval-rules'
import type { Db } from '../../db/client'
import { orderHistory, orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { poRaisers } from '../purchase-orders/raisers'
import { latestApproval, openRequest, type SubmittedDocument } from './engine'
import type { MailQueue } from './mail-queue'
import { findWorkflow, routesDocuments } from './workflows'

/** How the rows are locked: skipping rows another transaction holds, waiting for them, or not at all (a count). */
export type LockMode = 'skip locked' | 'wait' | 'none'

/** Runs a select of documents locked as asked. */
function locked<T>(
  query: PromiseLike<T> & { for: (strength: 'update', config?: { skipLocked: true }) => PromiseLike<T> },
  mode: LockMode,
) {
  if (mode === 'none') return query
  return mode === 'skip locked' ? query.for('update', { skipLocked: true }) : query.for('update')
}

/** A document waiting on an approver without an approval request: what opens one, and what else it moves. */
interface WaitingDocument extends SubmittedDocument {
  /** What joining moves on the document itself (an order goes from Placed to Pending Approval). */
  joined?: (db: Db, actor: Actor, at: Date) => Promise<void>
}

/** The documents of a type, locked, that wait on an approver under the single-step rule (the workflow was Off). */
const WAITING: Partial<Record<ApprovalType, (db: Db, tenantId: string, mode: LockMode) => Promise<WaitingDocument[]>>> =
  {
    PO: async (db, tenantId, mode) => {
      const rows = await locked(
        db
          .select()
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.status, 'Pending Approval')))
          .orderBy(purchaseOrders.createdAt, purchaseOrders.id),
        mode,
      )
      const documents = []
      for (const po of rows) {
        const raisers = [...(await poRaisers(db, po))]
        documents.push({
          type: 'PO' as const,
          documentId: po.id,
          documentNumber: po.number,
          amount: Number(po.total),
          raisers,
        })
      }
      return documents
    },
    Order: async (db, tenantId, mode) => {
      const rows = await locked(
        db
          .select()
          .from(orders)
          .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'Placed')))
          .orderBy(orders.createdAt, orders.id),
        mode,
      )
      return rows.map((order) => ({
        type: 'Order' as const,
        documentId: order.id,
        documentNumber: order.number,
        amount: Number(order.total),
        raisers: [order.placedBy],
        joined: async (tx: Db, actor: Actor, at: Date) => {
          await tx.update(orders).set({ status: 'Pending Approval', updatedAt: at }).where(eq(orders.id, order.id))
          await tx.insert(orderHistory).values({
            id: uuidv7(),
            orderId: order.id,
            status: 'Pending Approval',
            at,
            byUser: actor.userId,
            remarks: 'Joined the approval workflow switched on while it waited',
          })
        },
      }))
    },
    'Supplier Onboarding': async (db, tenantId, mode) => {
      const rows = await locked(
        db
          .select()
          .from(suppliers)
          .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.status, 'Pending Onboarding')))
          .orderBy(suppliers.createdAt, suppliers.id),
        mode,
      )
      return rows.map((s) => ({
        type: 'Supplier Onboarding' as const,
        documentId: s.id,
        documentNumber: s.name,
        amount: null,
        raisers: s.createdBy ? [s.createdBy] : [],
      }))
    },
  }

/**
 * The rule for documents already waiting when a workflow is switched on or its levels change:
 * each document of the type that waits on an approver without a request (the single-step rule)
 * joins the workflow's chain at level 1, when a level applies to its amount, with a Submitted step
 * by the admin who saved it and the usual e-mails; requests already in flight keep their chain.
 * Answers how many joined. The caller holds the type's exclusive lock, or runs after its save committed.
 */
export async function joinWaitingDocuments(
  db: Db,
  actor: Actor,
  type: ApprovalType,
  now: Date,
  mail: MailQueue,
  mode: LockMode,
): Promise<number> {
  const workflow = await findWorkflow(db, actor.tenantId, type)
  const find = WAITING[type]
  if (!routesDocuments(workflow) || !find) return 0
  let joined = 0
  for (const document of await find(db, actor.tenantId, mode)) {
    const last = await latestApproval(db, actor.tenantId, type, document.documentId)
    if (last?.status === 'Pending' || last?.status === 'Sent Back') continue
    const remarks = `Joined workflow version ${workflow.version} when ${actor.fullName} saved it (it was waiting under the single-step rule)`
    if (!(await openRequest(db, workflow, document, actor.userId, now, mail, remarks))) continue
    await document.joined?.(db, actor, now)
    joined += 1
  }
  return joined
}

/** The amounts of the documents of a type waiting without a request (the Create-Workflow screen says how many will join). */
export async function waitingAmounts(db: Db, tenantId: string, type: ApprovalType): Promise<(number | null)[]> {
  const find = WAITING[type]
  if (!find) return []
  const amounts: (number | null)[] = []
  for (const document of await find(db, tenantId, 'none')) {
    const last = await latestApproval(db, tenantId, type, document.documentId)
    if (last?.status !== 'Pending' && last?.status !== 'Sent Back') amounts.push(document.amount)
  }
  return amounts
}
