import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rfqPartners, rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict } from '../../lib/errors'
import { submitForApproval } from '../approvals/engine'
import type { MailQueue } from '../approvals/mail-queue'
import { writeRfqAudit } from './audit'
import { invitePartners } from './invite'
import { requireActivePartners } from './partners'
import { findRfq } from './records'

/**
 * Sends a Draft in the caller's transaction: with the RfQ workflow On it waits in Pending Approval
 * (the engine sends it when approved: ./approval-effects.ts); otherwise it is Sent and every
 * partner is e-mailed its link. The deadline must still be ahead and the partners still Active.
 */
export async function sendDraft(
  db: Db,
  actor: Actor,
  rfqId: string,
  context: { now: Date; linkBase: string; mail: MailQueue },
): Promise<void> {
  const { now, mail } = context
  const rfq = await findRfq(db, actor.tenantId, rfqId, true)
  if (rfq.status !== 'Draft') throw conflict(`A request for quotation that is ${rfq.status} cannot be sent`)
  if (rfq.deadline.getTime() <= now.getTime()) {
    const msg = 'The response deadline must be in the future'
    throw badRequest(msg, { responseDeadline: [msg] })
  }
  const partners = await db
    .select({ id: rfqPartners.supplierId })
    .from(rfqPartners)
    .where(eq(rfqPartners.rfqId, rfq.id))
  await requireActivePartners(
    db,
    actor.tenantId,
    partners.map((p) => p.id),
  )
  const raisers = [rfq.createdBy, actor.userId]
  const document = { type: 'RfQ' as const, documentId: rfq.id, documentNumber: rfq.number, amount: null, raisers }
  const waits = await submitForApproval(db, actor, document, now, mail)
  const to = waits ? 'Pending Approval' : 'Sent'
  await db
    .update(rfqs)
    .set({ status: to, linkBase: context.linkBase, version: rfq.version + 1, updatedAt: now })
    .where(eq(rfqs.id, rfq.id))
  await writeRfqAudit(db, { rfqId: rfq.id, action: 'status', from: 'Draft', to, byUser: actor.userId, at: now })
  if (!waits) await invitePartners(db, { ...rfq, linkBase: context.linkBase }, now, mail)
}

/** POST send-rfq: sends a saved Draft in its own transaction. */
export async function sendRfq(
  db: Db,
  actor: Actor,
  rfqId: string,
  context: { now: Date; linkBase: string; mail: MailQueue },
) {
  await db.transaction((tx) => sendDraft(tx, actor, rfqId, context))
}
