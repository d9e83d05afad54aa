import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ApprovalDetail, DocumentApproval } from '../../../src/shared/approval-request-schemas'
import {
  APPROVAL_DECISIONS,
  type ApprovalDecision,
  type ApprovalType,
  approvalTypeUrlName,
} from '../../../src/shared/approval-rules'
import type { Db } from '../../db/client'
import { approvalSteps } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'
import { type ApprovalRequest, decisionRefusal, latestApproval } from './engine'
import { approverName, userNames } from './workflows'

const actorUser = alias(users, 'actor_user')
const principalUser = alias(users, 'principal_user')

type Level = ApprovalDetail['levels'][number]
type Step = ApprovalDetail['steps'][number]

const FINAL_STATE: Record<ApprovalRequest['status'], Level['state']> = {
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  'Sent Back': 'Sent Back',
  Withdrawn: 'Withdrawn',
}

/** Each level of the chain with its approver and state: done levels by their last step, later ones Waiting. */
function levelsOf(request: ApprovalRequest, steps: readonly Step[], names: Map<string, string>): Level[] {
  return request.chain.map((approver, index) => {
    const level = index + 1
    if (level > request.currentLevel) return { level, approver: approverName(approver, names), state: 'Waiting' }
    if (level === request.currentLevel) {
      const current = { userId: request.assigneeUserId, role: request.assigneeRole }
      return { level, approver: approverName(current, names), state: FINAL_STATE[request.status] }
    }
    const last = steps.filter((s) => s.level === level && (s.action === 'Approved' || s.action === 'Escalated')).at(-1)
    return {
      level,
      approver: approverName(approver, names),
      state: last?.action === 'Approved' ? 'Approved' : 'Escalated',
    }
  })
}

/** Who may read an approval: admins and approvers, its raisers, anyone in its chain, and whoever acted on it. */
function mayRead(actor: Actor, request: ApprovalRequest, involved: Set<string>): boolean {
  if (actor.role === 'admin' || actor.role === 'approver' || actor.role === request.assigneeRole) return true
  return request.raisers.includes(actor.userId) || involved.has(actor.userId)
}

/** GET get-approval: the latest approval of a document, its chain, steps and the decisions open to the reader. */
export async function getApproval(
  db: Db,
  actor: Actor,
  type: ApprovalType,
  documentId: string,
  now: Date,
): Promise<ApprovalDetail> {
  const request = await latestApproval(db, actor.tenantId, type, documentId)
  if (!request) throw notFound('This document has no approval')
  const stepRows = await db
    .select({ step: approvalSteps, by: actorUser.fullName, onBehalfOf: principalUser.fullName })
    .from(approvalSteps)
    .leftJoin(actorUser, eq(actorUser.id, approvalSteps.actorId))
    .leftJoin(principalUser, eq(principalUser.id, approvalSteps.onBehalfOf))
    .where(and(eq(approvalSteps.requestId, request.id), eq(approvalSteps.tenantId, actor.tenantId)))
    .orderBy(asc(approvalSteps.at), asc(approvalSteps.id))
  const steps: Step[] = stepRows.map((r) => ({
    level: r.step.level,
    action: r.step.action,
    by: r.by,
    onBehalfOf: r.onBehalfOf,
    at: r.step.at.toISOString(),
    remarks: r.step.remarks,
  }))
  const involved = new Set<string>([
    ...request.chain.flatMap((c) => (c.userId ? [c.userId] : [])),
    ...(request.assigneeUserId ? [request.assigneeUserId] : []),
    ...stepRows.flatMap((r) => [r.step.actorId, r.step.onBehalfOf].filter((id): id is string => id !== null)),
  ])
  const decisions: ApprovalDecision[] = []
  if (request.status === 'Pending') {
    for (const d of APPROVAL_DECISIONS)
      if (!(await decisionRefusal(db, actor, request, d, now)).refusal) decisions.push(d)
  }
  // Someone the approval is not shown to learns nothing: the same 404 as a document without one.
  if (decisions.length === 0 && !mayRead(actor, request, involved)) {
    throw notFound('This document has no approval')
  }
  const names = await userNames(db, actor.tenantId, [...involved, request.raisedBy])
  return {
    approvalId: request.id,
    approvalType: request.type,
    urlName: approvalTypeUrlName(request.type),
    documentId: request.documentId,
    documentNumber: request.documentNumber,
    amount: request.amount === null ? null : Number(request.amount),
    status: request.status,
    priority: request.priority,
    requestedBy: names.get(request.raisedBy) ?? 'Unknown user',
    requestedDate: request.requestedAt.toISOString(),
    approvalLevel: request.currentLevel,
    dueDate: request.dueAt.toISOString(),
    overdue: request.status === 'Pending' && request.dueAt < now,
    workflowVersion: request.workflowVersion,
    levels: levelsOf(request, steps, names),
    steps,
    decisions,
  }
}

/**
 * What a document's own read view needs of the engine: whether the document has an approval (the
 * page links to `/Approval-Form`), and whether the reader may take its decision moves: false only
 * while an approval is Pending at a level that is not the reader's (nor one they stand in for).
 */
export async function documentApproval(
  db: Db,
  actor: Actor,
  type: ApprovalType,
  documentId: string,
  now: Date,
): Promise<DocumentApproval> {
  const request = await latestApproval(db, actor.tenantId, type, documentId)
  if (!request) return { exists: false, mayDecide: true }
  if (request.status !== 'Pending') return { exists: true, mayDecide: true }
  const { refusal } = await decisionRefusal(db, actor, request, 'approve', now)
  return { exists: true, mayDecide: refusal === null }
}
