import { eq } from 'drizzle-orm'
import { approvalDecisionOf } from '../../../src/shared/approval-rules'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { UpdatePoStatusInput } from '../../../src/shared/po-schemas'
import { canTransition, isPoTransition, poDecision } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { decideOn, pendingApproval, submitForApproval } from '../approvals/engine'
import type { MailQueue } from '../approvals/mail-queue'
import { refuseOwnDecision } from '../approvals/raiser'
import { type BudgetSlot, budgetSlot, checkBudget } from '../budgets/check'
import { checkPoApprovalBudget } from './approval-budget'
import { writeAudit } from './audit'
import { receiveRemainder } from './deliveries'
import { poRaisers } from './raisers'
import { getPurchaseOrder, lockPurchaseOrder } from './read'

/**
 * POST update-po-status: a move the lifecycle has (409 otherwise) that the actor's role may make
 * (403 otherwise) and that does not approve or reject a PO the actor raised (403), with an audit
 * entry in the same transaction. Asking for the status the PO already has changes nothing (a
 * replay). A stale version is 409 with the current PO. Fully Delivered here is Mark Delivered:
 * everything still outstanding is received as one delivery. With the PO workflow On, submitting
 * starts the approval (server/modules/approvals) and Approve / Reject become that engine's decision
 * for the level waiting; a PO submitted while the workflow was Off is decided here as before.
 * Submitting checks the department's budget first (server/modules/budgets/check.ts): its notice goes to `budget`.
 */
export async function updatePoStatus(
  db: Db,
  actor: Actor,
  input: UpdatePoStatusInput,
  now: Date,
  mail: MailQueue = [],
  budget: BudgetSlot = budgetSlot(),
) {
  return db.transaction(async (tx): Promise<PurchaseOrder> => {
    const po = await lockPurchaseOrder(tx, actor, input.poId)
    if (input.version !== undefined && input.version !== po.version) {
      throw conflict('This purchase order was changed by someone else', await getPurchaseOrder(tx, actor, po.id))
    }
    const from = po.status
    const to = input.status
    if (from === to) return getPurchaseOrder(tx, actor, po.id)
    if (!isPoTransition(from, to)) throw conflict(`A purchase order that is ${from} cannot be moved to ${to}`)
    if (!canTransition(from, to, actor.role)) throw forbidden(`You cannot move a purchase order from ${from} to ${to}`)
    const decision = poDecision(from, to)
    if (decision) refuseOwnDecision('purchase order', decision, (await poRaisers(tx, po)).has(actor.userId))
    if (to === 'Partially Delivered') {
      throw conflict('Record the delivered quantities per line to mark a purchase order Partially Delivered')
    }
    if (to === 'Rejected' && input.remarks === '') {
      throw badRequest('Remarks are required to reject a purchase order', { remarks: ['Remarks are required'] })
    }
    const approval = decision ? await pendingApproval(tx, actor.tenantId, 'PO', po.id) : null
    if (decision && approval) {
      await decideOn(tx, actor, approval, { decision: approvalDecisionOf(decision), remarks: input.remarks }, now, mail)
      return getPurchaseOrder(tx, actor, po.id)
    }
    // Approved without the engine (submitted while the PO workflow was Off): the budget again, as the engine does.
    if (to === 'Approved') await checkPoApprovalBudget(tx, actor.tenantId, po.id)
    if (to === 'Fully Delivered') {
      await receiveRemainder(tx, actor, po, input.remarks, now)
      return getPurchaseOrder(tx, actor, po.id)
    }
    if (to === 'Pending Approval') {
      budget.notice = await checkBudget(tx, actor, { type: 'PO', amount: Number(po.total), day: po.poDate })
    }
    await tx
      .update(purchaseOrders)
      .set({ status: to, version: po.version + 1, updatedAt: now })
      .where(eq(purchaseOrders.id, po.id))
    await writeAudit(tx, actor, { poId: po.id, action: 'status', from, to, remarks: input.remarks, at: now })
    if (to === 'Pending Approval') {
      const raisers = [...(await poRaisers(tx, po))]
      const amount = Number(po.total)
      await submitForApproval(
        tx,
        actor,
        { type: 'PO', documentId: po.id, documentNumber: po.number, amount, raisers },
        now,
        mail,
      )
    }
    return getPurchaseOrder(tx, actor, po.id)
  })
}
