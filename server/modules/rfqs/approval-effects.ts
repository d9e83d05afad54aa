import { and, eq } from 'drizzle-orm'
import type { RfqStatus } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import { rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import type { MailQueue } from '../approvals/mail-queue'
import { writeRfqAudit } from './audit'
import { invitePartners } from './invite'
import { findRfq } from './records'

const NEXT: Record<'approved' | 'rejected' | 'sent back', RfqStatus> = {
  approved: 'Sent',
  rejected: 'Cancelled',
  'sent back': 'Draft',
}

/** An RfQ through the approval engine: approved, it is Sent and the partners e-mailed; rejected, Cancelled; sent back, Draft. */
export const rfqApprovalEffects = {
  lock: async (db: Db, tenantId: string, id: string) => {
    await db
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(and(eq(rfqs.id, id), eq(rfqs.tenantId, tenantId)))
      .for('update')
  },
  apply: async (
    db: Db,
    actor: Actor,
    id: string,
    outcome: 'approved' | 'rejected' | 'sent back',
    remarks: string,
    at: Date,
    mail?: MailQueue,
  ) => {
    const rfq = await findRfq(db, actor.tenantId, id)
    if (rfq.status !== 'Pending Approval') return
    const to = NEXT[outcome]
    await db
      .update(rfqs)
      .set({ status: to, version: rfq.version + 1, updatedAt: at })
      .where(eq(rfqs.id, id))
    await writeRfqAudit(db, { rfqId: id, action: 'approval', from: rfq.status, to, remarks, byUser: actor.userId, at })
    if (to === 'Sent' && mail) await invitePartners(db, rfq, at, mail)
  },
}
