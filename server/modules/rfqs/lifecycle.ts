import { eq } from 'drizzle-orm'
import { isRfqTransition, type RfqManualStatus, type RfqStatus } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import { rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { conflict } from '../../lib/errors'
import { pendingApproval, withdrawApproval } from '../approvals/engine'
import type { MailQueue } from '../approvals/mail-queue'
import { writeRfqAudit } from './audit'
import { findRfq, type RfqRecord, statusNow } from './records'

/** Moves a locked RFQ along its lifecycle (409 for a move it does not have), with an audit entry. */
export async function moveRfq(
  db: Db,
  actor: Actor,
  rfq: RfqRecord,
  to: RfqStatus,
  remarks: string,
  now: Date,
  action = 'status',
): Promise<void> {
  const from = statusNow(rfq, now)
  if (!isRfqTransition(from, to)) throw conflict(`A request for quotation that is ${from} cannot be moved to ${to}`)
  await db
    .update(rfqs)
    .set({ status: to, version: rfq.version + 1, updatedAt: now })
    .where(eq(rfqs.id, rfq.id))
  await writeRfqAudit(db, { rfqId: rfq.id, action, from, to, remarks, byUser: actor.userId, at: now })
}

/**
 * POST update-rfq-status: close for bids early (unseals the quotes), start evaluating, or cancel;
 * audited with the remarks. Cancelling an RFQ waiting on its approval withdraws the approval.
 * Asking for the status it already has changes nothing.
 */
export async function updateRfqStatus(
  db: Db,
  actor: Actor,
  input: { RFQID: string; status: RfqManualStatus; remarks: string },
  now: Date,
  mail: MailQueue,
) {
  await db.transaction(async (tx) => {
    const rfq = await findRfq(tx, actor.tenantId, input.RFQID, true)
    if (statusNow(rfq, now) === input.status) return
    const approval = rfq.status === 'Pending Approval' ? await pendingApproval(tx, actor.tenantId, 'RfQ', rfq.id) : null
    await moveRfq(tx, actor, rfq, input.status, input.remarks, now)
    if (approval) await withdrawApproval(tx, actor, approval, now, mail)
  })
}
