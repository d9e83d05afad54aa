import { and, desc, eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { delegationPath } from '../../../src/shared/approval-delegates'
import {
  type ApprovalDecision,
  type ApprovalType,
  type Decision,
  levelLabel,
  levelsFor,
  ownDecisionRefusal,
  priorityFor,
  RAISED_DOCUMENT,
} from '../../../src/shared/approval-rules'
import { toNumericText } from '../../../src/shared/money'
import type { Db } from '../../db/client'
import { approvalRequests, approvalSteps, type ChainLevel } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { activeDelegations } from './delegations'
import { DOCUMENT_EFFECTS, type Outcome } from './documents'
import type { MailQueue } from './mail-queue'
import { tellApprovers, tellRaiser } from './notify'
import { findWorkflow, lockWorkflowType, routesDocuments, type WorkflowRecord } from './workflows'

/** A stored request for approval. */
export type ApprovalRequest = typeof approvalRequests.$inferSelect

/** The audited steps of a request, as stored and shown. */
export type StepAction = 'Submitted' | 'Approved' | 'Rejected' | 'Sent Back' | 'Overdue' | 'Escalated' | 'Withdrawn'

/** A document its module hands to the engine when it is submitted. */
export interface SubmittedDocument {
  type: ApprovalType
  documentId: string
  documentNumber: string
  /** Its value in rupees (thresholds and priority), or null when it has none. */
  amount: number | null
  /** Everyone who raised it (the submitter included): none of them decides on it. */
  raisers: readonly string[]
}

const hours = (at: Date, h: number) => new Date(at.getTime() + h * 3_600_000)

/** The columns that put a request at a level: who it falls to, its due date, and when it escalates. */
export function atLevel(level: number, chain: readonly ChainLevel[], slaHours: number, at: Date) {
  const approver = chain[level - 1] ?? { userId: null, role: null }
  return {
    currentLevel: level,
    assigneeUserId: approver.userId,
    assigneeRole: approver.role,
    dueAt: hours(at, slaHours),
    overdueAt: null,
    escalateAt: hours(at, 2 * slaHours),
  }
}

/** Records one audited step of a request. */
export async function writeStep(
  db: Db,
  request: Pick<ApprovalRequest, 'id' | 'tenantId'>,
  step: {
    level: number
    action: StepAction
    actorId: string | null
    onBehalfOf?: string | null
    remarks?: string
    at: Date
  },
): Promise<void> {
  await db.insert(approvalSteps).values({
    id: uuidv7(),
    tenantId: request.tenantId,
    requestId: request.id,
    level: step.level,
    action: step.action,
    actorId: step.actorId,
    onBehalfOf: step.onBehalfOf ?? null,
    remarks: step.remarks ?? '',
    at: step.at,
  })
}

/**
 * The module's "submit": when the type's workflow routes documents (toggle On, Active) and at least
 * one level applies to the document's amount, it enters Pending at level 1 with a due date and a
 * priority, and true is answered; otherwise nothing is written and the document goes on as before.
 * It reads the workflow under the type's shared lock, so a workflow being saved waits for it and
 * then finds the document (./waiting.ts), or it waits for the save and reads the new workflow.
 */
export async function submitForApproval(
  db: Db,
  actor: Actor,
  document: SubmittedDocument,
  now: Date,
  mail: MailQueue,
): Promise<boolean> {
  await lockWorkflowType(db, actor.tenantId, document.type, 'shared')
  const workflow = await findWorkflow(db, actor.tenantId, document.type)
  if (!routesDocuments(workflow)) return false
  const raisers = [...new Set([...document.raisers, actor.userId])]
  return openRequest(db, workflow, { ...document, raisers }, actor.userId, now, mail)
}

/**
 * Opens a request of a document on the workflow (the caller checked it routes documents): Pending
 * at level 1 of the levels that apply to its amount, a Submitted step by `submittedBy`, e-mails to
 * the raiser and the level's approvers. False, writing nothing, when no level applies.
 */
export async function openRequest(
  db: Db,
  workflow: WorkflowRecord,
  document: SubmittedDocument,
  submittedBy: string,
  now: Date,
  mail: MailQueue,
  remarks = `Workflow version ${workflow.version}`,
): Promise<boolean> {
  const chain = levelsFor(workflow.approvers, document.amount).map((a) => ({ userId: a.userId, role: a.role }))
  if (chain.length === 0) return false
  const [request] = await db
    .insert(approvalRequests)
    .values({
      id: uuidv7(),
      tenantId: workflow.tenantId,
      type: document.type,
      documentId: document.documentId,
      documentNumber: document.documentNumber,
      raisedBy: document.raisers.includes(submittedBy) ? submittedBy : (document.raisers[0] ?? submittedBy),
      raisers: [...document.raisers],
      amount: document.amount === null ? null : toNumericText(document.amount),
      priority: priorityFor(document.amount),
      status: 'Pending',
      workflowVersion: workflow.version,
      slaHours: workflow.slaHours,
      fallbackUserId: workflow.fallbackUserId,
      chain,
      requestedAt: now,
      ...atLevel(1, chain, workflow.slaHours, now),
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'approval_requests_pending_document_uq')) {
        throw conflict('This document is already waiting for approval')
      }
      throw error
    })
  if (!request) throw new Error('the approval request was not stored')
  await writeStep(db, request, { level: 1, action: 'Submitted', actorId: submittedBy, remarks, at: now })
  await tellRaiser(
    db,
    request,
    `was submitted for approval (${chain.length} ${chain.length === 1 ? 'level' : 'levels'})`,
    '',
    mail,
  )
  await tellApprovers(db, request, now, false, mail)
  return true
}

/** The request a document is waiting on, locked for a decision; null when it waits on none. */
export async function pendingApproval(
  db: Db,
  tenantId: string,
  type: ApprovalType,
  documentId: string,
): Promise<ApprovalRequest | null> {
  const [request] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.tenantId, tenantId),
        eq(approvalRequests.type, type),
        eq(approvalRequests.documentId, documentId),
        eq(approvalRequests.status, 'Pending'),
      ),
    )
    .for('update')
  return request ?? null
}

/** The latest request of a document, whatever its state; null when it never went through a workflow. */
export async function latestApproval(db: Db, tenantId: string, type: ApprovalType, documentId: string) {
  const [request] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.tenantId, tenantId),
        eq(approvalRequests.type, type),
        eq(approvalRequests.documentId, documentId),
      ),
    )
    .orderBy(desc(approvalRequests.requestedAt), desc(approvalRequests.id))
    .limit(1)
  return request ?? null
}

const VERB: Record<ApprovalDecision, Decision> = { approve: 'approve', reject: 'reject', 'send-back': 'send back' }

/**
 * Why the actor may not decide the request's current level now, or null with whom they stand in
 * for: never a raiser, only the level's approver (a user, followed along today's delegations, or
 * any user of a role), and never someone who already approved an earlier level. A delegate never
 * decides a document raised by anyone they stand in for, and must hold a role that could hold the
 * level: the delegator's role, admin, or a role the request's chain names.
 */
export async function decisionRefusal(
  db: Db,
  actor: Actor,
  request: ApprovalRequest,
  decision: ApprovalDecision,
  now: Date,
): Promise<{ refusal: string | null; onBehalfOf: string | null }> {
  const own = ownDecisionRefusal(RAISED_DOCUMENT[request.type], VERB[decision], request.raisers.includes(actor.userId))
  if (own) return { refusal: own, onBehalfOf: null }
  let onBehalfOf: string | null = null
  if (request.assigneeUserId) {
    const path = delegationPath(request.assigneeUserId, await activeDelegations(db, request.tenantId, now))
    if (path.at(-1) !== actor.userId) return { refusal: 'This approval is not waiting on you', onBehalfOf: null }
    if (request.assigneeUserId !== actor.userId) {
      onBehalfOf = request.assigneeUserId
      const refusal = await standInRefusal(db, actor, request, path.slice(0, -1), decision)
      if (refusal) return { refusal, onBehalfOf: null }
    }
  } else if (request.assigneeRole !== actor.role) {
    return { refusal: 'This approval is not waiting on you', onBehalfOf: null }
  }
  const [earlier] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(
      and(
        eq(approvalSteps.requestId, request.id),
        eq(approvalSteps.action, 'Approved'),
        sql`(${approvalSteps.actorId} = ${actor.userId} or ${approvalSteps.onBehalfOf} = ${actor.userId})`,
      ),
    )
    .limit(1)
  if (earlier) return { refusal: 'You have already approved an earlier level of this approval', onBehalfOf: null }
  return { refusal: null, onBehalfOf }
}

/** Why a delegate may not decide for those they stand in for (`principals`, the level's approver first), or null. */
async function standInRefusal(
  db: Db,
  actor: Actor,
  request: ApprovalRequest,
  principals: readonly string[],
  decision: ApprovalDecision,
): Promise<string | null> {
  if (principals.some((id) => request.raisers.includes(id))) {
    return `You cannot ${VERB[decision]} this ${RAISED_DOCUMENT[request.type]}: it was raised by someone you stand in for.`
  }
  if (actor.role === 'admin' || request.chain.some((level) => level.role === actor.role)) return null
  const [principal] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, principals[0] ?? ''), eq(users.tenantId, request.tenantId)))
  if (principal?.role === actor.role) return null
  return 'Your role cannot hold this approval level, so you cannot stand in for it'
}

const OUTCOME: Record<ApprovalDecision, { outcome: Outcome; step: StepAction }> = {
  approve: { outcome: 'approved', step: 'Approved' },
  reject: { outcome: 'rejected', step: 'Rejected' },
  'send-back': { outcome: 'sent back', step: 'Sent Back' },
}

/**
 * One decision on a locked, pending request (the document locked before it): approve moves it to
 * the next level, or ends it Approved and moves the document on after the last; reject and send
 * back end it and hand the document back to its owner. Every step is audited and e-mailed.
 */
export async function decideOn(
  db: Db,
  actor: Actor,
  request: ApprovalRequest,
  input: { decision: ApprovalDecision; remarks: string; level?: number },
  now: Date,
  mail: MailQueue,
): Promise<void> {
  if (request.status !== 'Pending') throw conflict(`This approval is already ${request.status}`)
  if (input.level !== undefined && input.level !== request.currentLevel) {
    throw conflict(`This approval has moved on to ${levelLabel(request.currentLevel)}`)
  }
  const { refusal, onBehalfOf } = await decisionRefusal(db, actor, request, input.decision, now)
  if (refusal) throw forbidden(refusal)
  if (input.decision !== 'approve' && input.remarks === '') {
    throw badRequest('Remarks are required', { remarks: ['Remarks are required'] })
  }
  const { outcome, step } = OUTCOME[input.decision]
  if (outcome === 'approved') {
    // The document's own check before any approval (a PO's or an order's budget, documents.ts).
    await DOCUMENT_EFFECTS[request.type]?.approving?.(db, request.tenantId, request.documentId)
  }
  const level = request.currentLevel
  await writeStep(db, request, {
    level,
    action: step,
    actorId: actor.userId,
    onBehalfOf,
    remarks: input.remarks,
    at: now,
  })
  if (input.decision === 'approve' && level < request.chain.length) {
    const next = atLevel(level + 1, request.chain, request.slaHours, now)
    await db.update(approvalRequests).set(next).where(eq(approvalRequests.id, request.id))
    await tellRaiser(db, request, `was approved at ${levelLabel(level)} by ${actor.fullName}`, input.remarks, mail)
    await tellApprovers(db, { ...request, ...next }, now, false, mail)
    return
  }
  const status = outcome === 'approved' ? 'Approved' : outcome === 'rejected' ? 'Rejected' : 'Sent Back'
  await db
    .update(approvalRequests)
    .set({ status, decidedAt: now, escalateAt: null })
    .where(eq(approvalRequests.id, request.id))
  await DOCUMENT_EFFECTS[request.type]?.apply(db, actor, request.documentId, outcome, input.remarks, now, mail)
  await tellRaiser(db, request, `was ${outcome} by ${actor.fullName}`, input.remarks, mail)
}

/** POST decide-approval: locks the document, then the request (404 outside the tenant), then decides. */
export async function decideApproval(
  db: Db,
  actor: Actor,
  input: { approvalId: string; decision: ApprovalDecision; remarks: string; level?: number },
  now: Date,
  mail: MailQueue,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ type: approvalRequests.type, documentId: approvalRequests.documentId })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.id, input.approvalId), eq(approvalRequests.tenantId, actor.tenantId)))
    if (!found) throw notFound('Approval not found')
    await DOCUMENT_EFFECTS[found.type]?.lock(tx, actor.tenantId, found.documentId)
    const [request] = await tx
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, input.approvalId))
      .for('update')
    if (!request) throw notFound('Approval not found')
    await decideOn(tx, actor, request, input, now, mail)
    const [after] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, request.id))
    if (!after) throw new Error('the approval request disappeared')
    return after
  })
}

/** The document was cancelled while waiting: its request ends Withdrawn, with a step and an e-mail. */
export async function withdrawApproval(db: Db, actor: Actor, request: ApprovalRequest, now: Date, mail: MailQueue) {
  await db
    .update(approvalRequests)
    .set({ status: 'Withdrawn', decidedAt: now, escalateAt: null })
    .where(eq(approvalRequests.id, request.id))
  await writeStep(db, request, { level: request.currentLevel, action: 'Withdrawn', actorId: actor.userId, at: now })
  await tellRaiser(db, request, `was withdrawn from approval by ${actor.fullName}`, '', mail)
}

/** True when a document of the type, of this amount, would have to go through its workflow now. */
export async function needsApproval(db: Db, tenantId: string, type: ApprovalType, amount: number | null) {
  const workflow = await findWorkflow(db, tenantId, type)
  return routesDocuments(workflow) && levelsFor(workflow.approvers, amount).length > 0
}
