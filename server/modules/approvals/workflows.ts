import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'
import { delegateRoles } from '../../../src/shared/approval-delegates'
import { WORKFLOW_SORT_COLUMNS, type WorkflowListQuery } from '../../../src/shared/approval-list-query'
import {
  type ApprovalType,
  type ApproverEntry,
  DEFAULT_SLA_HOURS,
  levelLabel,
} from '../../../src/shared/approval-rules'
import type {
  ApproverOption,
  ApproverOptionsQuery,
  SaveWorkflowInput,
  Workflow,
  WorkflowRow,
} from '../../../src/shared/approval-workflow-schemas'
import { likePattern } from '../../../src/shared/list-query'
import { ROLE_LABELS, type Role } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { approvalWorkflows } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import { lockUntilCommit } from '../../lib/advisory-lock'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict } from '../../lib/errors'

/** A stored workflow. */
export type WorkflowRecord = typeof approvalWorkflows.$inferSelect

/** The stored workflow of a type, or undefined when none was ever saved (it is then Off). */
export async function findWorkflow(db: Db, tenantId: string, type: ApprovalType): Promise<WorkflowRecord | undefined> {
  const [record] = await db
    .select()
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.tenantId, tenantId), eq(approvalWorkflows.type, type)))
  return record
}

/**
 * The lock of a tenant's workflow of a type, held to the end of the transaction: shared while a
 * document is submitted under it, exclusive while it is saved (./workflow-save.ts). A row lock
 * would not do: a type never saved has no row yet.
 */
export async function lockWorkflowType(db: Db, tenantId: string, type: ApprovalType, mode: 'shared' | 'exclusive') {
  await lockUntilCommit(db, `approval-workflow:${tenantId}:${type}`, mode)
}

/** The roles the tenant's workflows name as approval levels (a delegate may have one of them). */
export async function workflowRoles(db: Db, tenantId: string): Promise<Role[]> {
  const rows = await db
    .select({ approvers: approvalWorkflows.approvers })
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.tenantId, tenantId))
  return [...new Set(rows.flatMap((r) => r.approvers.flatMap((a) => (a.role ? [a.role] : []))))]
}

/** True when documents of the type go through the workflow: toggle On and status Active. */
export const routesDocuments = (workflow: WorkflowRecord | undefined): workflow is WorkflowRecord =>
  workflow?.enabled === true && workflow.status === 'Active' && workflow.approvers.length > 0

const toRow = (w: WorkflowRecord): WorkflowRow => ({
  workflowId: w.id,
  type: w.type,
  categoryLevels: w.approvers.length,
  status: w.status,
  enabled: w.enabled,
  version: w.version,
  updatedAt: w.updatedAt.toISOString(),
})

const SORT_KEYS: Record<(typeof WORKFLOW_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  type: [approvalWorkflows.type],
  categoryLevels: [sql`jsonb_array_length(${approvalWorkflows.approvers})`, approvalWorkflows.type],
  status: [approvalWorkflows.status, approvalWorkflows.type],
  updatedAt: [approvalWorkflows.updatedAt],
}

/** GET get-approval-workflows: the saved workflows of the tenant (spec point 3's workflow rows). */
export async function listWorkflows(db: Db, actor: Actor, q: WorkflowListQuery) {
  const tenant = eq(approvalWorkflows.tenantId, actor.tenantId)
  const filters: SQL[] = []
  if (q.search_txt) filters.push(ilike(approvalWorkflows.type, likePattern(q.search_txt)))
  if (q.status) filters.push(eq(approvalWorkflows.status, q.status))
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[WORKFLOW_SORT_COLUMNS[q.iSortCol_0] ?? 'type']
  const records = await db
    .select()
    .from(approvalWorkflows)
    .where(and(tenant, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(approvalWorkflows.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const [total] = await db.select({ n: count() }).from(approvalWorkflows).where(tenant)
  const [filtered] = await db
    .select({ n: count() })
    .from(approvalWorkflows)
    .where(and(tenant, ...filters))
  return { rows: records.map(toRow), total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}

/** Names of users of the tenant, by id. */
export async function userNames(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** How an approver is named: the user's name, or the role ("Approver (any)"). */
export const approverName = (entry: { userId: string | null; role: Role | null }, names: Map<string, string>) =>
  entry.userId !== null ? (names.get(entry.userId) ?? 'Unknown user') : `${ROLE_LABELS[entry.role ?? 'approver']} (any)`

/** GET get-approval-workflow: the workflow of a type; a type never saved answers its default (Off, Draft, no approvers). */
export async function getWorkflow(db: Db, actor: Actor, type: ApprovalType): Promise<Workflow> {
  const w = await findWorkflow(db, actor.tenantId, type)
  if (!w) {
    return {
      workflowId: null,
      type,
      enabled: false,
      status: 'Draft',
      slaHours: DEFAULT_SLA_HOURS,
      fallbackApprover: null,
      approvers: [],
      version: 0,
      updatedAt: null,
    }
  }
  const ids = [
    ...w.approvers.flatMap((a) => (a.userId ? [a.userId] : [])),
    ...(w.fallbackUserId ? [w.fallbackUserId] : []),
  ]
  const names = await userNames(db, actor.tenantId, ids)
  return {
    workflowId: w.id,
    type: w.type,
    enabled: w.enabled,
    status: w.status,
    slaHours: w.slaHours,
    fallbackApprover: w.fallbackUserId
      ? { id: w.fallbackUserId, name: names.get(w.fallbackUserId) ?? 'Unknown user' }
      : null,
    approvers: w.approvers.map((a, index) => ({
      level: index + 1,
      userId: a.userId,
      role: a.role,
      name: approverName(a, names),
      minAmount: a.minAmount,
    })),
    version: w.version,
    updatedAt: w.updatedAt.toISOString(),
  }
}

/** Every user the workflow names must be a user of the tenant (400 naming the level otherwise). */
async function assertUsers(db: Db, tenantId: string, input: SaveWorkflowInput): Promise<void> {
  const ids = input.approvers.flatMap((a) => (a.userId ? [a.userId] : []))
  const known = await userNames(db, tenantId, [...ids, ...(input.fallbackApproverId ? [input.fallbackApproverId] : [])])
  input.approvers.forEach((a, index) => {
    if (a.userId && !known.has(a.userId)) {
      throw badRequest(`${levelLabel(index + 1)}: approver not found`, {
        [`approvers.${index}.userId`]: ['Approver not found'],
      })
    }
  })
  if (input.fallbackApproverId && !known.has(input.fallbackApproverId)) {
    throw badRequest('Fallback approver not found', { fallbackApproverId: ['Fallback approver not found'] })
  }
}

/**
 * Creates or replaces the workflow of a type in the caller's transaction and bumps its version;
 * requests already in flight keep the chain they started with (./workflow-save.ts decides what
 * happens to documents waiting without one). A stale version is 409 with the current workflow.
 */
export async function writeWorkflow(db: Db, actor: Actor, input: SaveWorkflowInput, now: Date): Promise<void> {
  await assertUsers(db, actor.tenantId, input)
  const approvers: ApproverEntry[] = input.approvers.map((a) => ({
    userId: a.userId,
    role: a.role,
    minAmount: a.minAmount,
  }))
  const [current] = await db
    .select()
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.tenantId, actor.tenantId), eq(approvalWorkflows.type, input.type)))
    .for('update')
  const expected = current?.version ?? 0
  if (input.version !== undefined && input.version !== expected) {
    throw conflict('This workflow was changed by someone else', await getWorkflow(db, actor, input.type))
  }
  const values = {
    enabled: input.enabled,
    status: input.status,
    slaHours: input.slaHours,
    fallbackUserId: input.fallbackApproverId,
    approvers,
    updatedBy: actor.userId,
    updatedAt: now,
  }
  if (current) {
    await db
      .update(approvalWorkflows)
      .set({ ...values, version: current.version + 1 })
      .where(eq(approvalWorkflows.id, current.id))
  } else {
    await db
      .insert(approvalWorkflows)
      .values({ id: uuidv7(), tenantId: actor.tenantId, type: input.type, createdAt: now, ...values })
      .onConflictDoNothing()
  }
}

/**
 * GET get-approval-users: the tenant's users for the approver select (an admin editing workflows:
 * everyone), or for the delegate picker (an approver always): only those who may stand in for the
 * actor (src/shared/approval-delegates.ts), never the actor.
 */
export async function approverOptions(db: Db, actor: Actor, q: ApproverOptionsQuery): Promise<ApproverOption[]> {
  const forDelegate = q.for === 'delegate' || actor.role !== 'admin'
  const roles = forDelegate ? [...delegateRoles(actor.role, await workflowRoles(db, actor.tenantId))] : null
  const rows = await db
    .select({ id: users.id, name: users.fullName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.tenantId, actor.tenantId),
        q.search_txt ? ilike(users.fullName, likePattern(q.search_txt)) : undefined,
        roles ? inArray(users.role, roles) : undefined,
        forDelegate ? ne(users.id, actor.userId) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(200)
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role as Role }))
}
