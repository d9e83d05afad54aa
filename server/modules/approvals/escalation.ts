import { and, asc, eq, isNull, lte, or } from 'drizzle-orm'
import { levelLabel } from '../../../src/shared/approval-rules'
import type { Db } from '../../db/client'
import { approvalRequests } from '../../db/schema/approvals'
import type { Mailer } from '../../lib/mail'
import type { Job } from '../../lib/scheduler'
import { type ApprovalRequest, atLevel, writeStep } from './engine'
import { type MailQueue, sendQueued } from './mail-queue'
import { tellApprovers, tellRaiser } from './notify'
import { userNames } from './workflows'

/** Most requests one run handles; the rest wait for the next run. */
const BATCH = 500

/**
 * Hands an overdue level on: to the workflow's fallback approver when the level is not already
 * theirs (and they did not raise the document), otherwise to the next level; with neither, it stays.
 */
async function escalate(db: Db, request: ApprovalRequest, now: Date, mail: MailQueue): Promise<void> {
  const fallback = request.fallbackUserId
  const toFallback = fallback !== null && request.assigneeUserId !== fallback && !request.raisers.includes(fallback)
  const hasNextLevel = request.currentLevel < request.chain.length
  if (!toFallback && !hasNextLevel) {
    await db.update(approvalRequests).set({ escalateAt: null }).where(eq(approvalRequests.id, request.id))
    return
  }
  const next = toFallback
    ? {
        ...atLevel(request.currentLevel, request.chain, request.slaHours, now),
        assigneeUserId: fallback,
        assigneeRole: null,
      }
    : atLevel(request.currentLevel + 1, request.chain, request.slaHours, now)
  const target = toFallback
    ? ((await userNames(db, request.tenantId, [fallback])).get(fallback) ?? 'the fallback approver')
    : levelLabel(request.currentLevel + 1)
  await db.update(approvalRequests).set(next).where(eq(approvalRequests.id, request.id))
  await writeStep(db, request, {
    level: request.currentLevel,
    action: 'Escalated',
    actorId: null,
    remarks: `Escalated to ${target}`,
    at: now,
  })
  const moved = { ...request, ...next }
  await tellRaiser(db, moved, `was escalated to ${target} after waiting too long`, '', mail)
  await tellApprovers(db, moved, now, false, mail)
}

/**
 * One run: pending approvals past their due date are marked overdue and e-mailed to their
 * approver (once per level); those still waiting a second period later escalate. The rows are
 * claimed with FOR UPDATE SKIP LOCKED, so runs in two processes at once never handle one twice.
 * Answers how many requests it handled.
 */
export async function escalateDue(db: Db, now: Date, mailer: Mailer, onMailError: (error: unknown) => void) {
  const mail: MailQueue = []
  const handled = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.status, 'Pending'),
          or(
            and(isNull(approvalRequests.overdueAt), lte(approvalRequests.dueAt, now)),
            lte(approvalRequests.escalateAt, now),
          ),
        ),
      )
      .orderBy(asc(approvalRequests.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    for (const request of due) {
      if (request.overdueAt === null && request.dueAt <= now) {
        await tx.update(approvalRequests).set({ overdueAt: now }).where(eq(approvalRequests.id, request.id))
        await writeStep(tx, request, { level: request.currentLevel, action: 'Overdue', actorId: null, at: now })
        await tellApprovers(tx, request, now, true, mail)
      }
      if (request.escalateAt !== null && request.escalateAt <= now) await escalate(tx, request, now, mail)
    }
    return due.length
  })
  await sendQueued(mailer, mail, onMailError)
  return handled
}

/** The scheduler's job: every five minutes, in one process at a time. */
export function approvalEscalationJob(mailer: Mailer): Job {
  return {
    name: 'approval-escalation',
    intervalSeconds: 300,
    run: async ({ db, now, logger }) => {
      await escalateDue(db, now, mailer, (error) => logger.warn({ err: error }, 'approval e-mail failed'))
    },
  }
}
