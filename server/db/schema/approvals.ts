import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  ApprovalStatus,
  ApprovalType,
  ApproverEntry,
  Priority,
  WorkflowStatus,
} from '../../../src/shared/approval-rules'
import type { Role } from '../../../src/shared/roles'
import { tenants } from './tenants'
import { users } from './users'

/**
 * One approval workflow per type per tenant: the toggle, its status, 1 to 5 ordered approvers
 * (level 1 first, each a user or a role, with an optional amount threshold), the hours a level has
 * (SLA) and who takes an overdue approval over. Every save bumps `version`; requests keep the chain
 * they started with.
 */
export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<ApprovalType>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    status: text('status').$type<WorkflowStatus>().notNull().default('Draft'),
    slaHours: integer('sla_hours').notNull().default(48),
    fallbackUserId: uuid('fallback_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvers: jsonb('approvers').$type<ApproverEntry[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('approval_workflows_tenant_type_uq').on(t.tenantId, t.type)],
)

/** One level of a request's chain, as the workflow said when the document was submitted. */
export interface ChainLevel {
  userId: string | null
  role: Role | null
}

/**
 * A document's passage through its workflow: the chain it started with, the level it waits at, who
 * that level falls to now (escalation may hand it to the fallback approver), its due date and state.
 * At most one request per document is Pending.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<ApprovalType>().notNull(),
    documentId: text('document_id').notNull(),
    documentNumber: text('document_number').notNull(),
    /** Who submitted it: e-mailed at every step. */
    raisedBy: uuid('raised_by')
      .notNull()
      .references(() => users.id),
    /** Everyone who raised it (created, edited, submitted): none of them decides. */
    raisers: jsonb('raisers').$type<string[]>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    priority: text('priority').$type<Priority>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull(),
    workflowVersion: integer('workflow_version').notNull(),
    slaHours: integer('sla_hours').notNull(),
    fallbackUserId: uuid('fallback_user_id').references(() => users.id, { onDelete: 'set null' }),
    chain: jsonb('chain').$type<ChainLevel[]>().notNull(),
    currentLevel: integer('current_level').notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeRole: text('assignee_role').$type<Role>(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the approver was told it is overdue (once per level). */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    /** When it escalates if still waiting; null once there is nobody left to escalate to. */
    escalateAt: timestamp('escalate_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_requests_pending_document_uq')
      .on(t.tenantId, t.type, t.documentId)
      .where(sql`${t.status} = 'Pending'`),
    index('approval_requests_document_idx').on(t.tenantId, t.type, t.documentId, t.requestedAt),
    index('approval_requests_assignee_idx').on(t.tenantId, t.status, t.assigneeUserId),
    index('approval_requests_role_idx').on(t.tenantId, t.status, t.assigneeRole),
    index('approval_requests_due_idx').on(t.status, t.dueAt),
    index('approval_requests_raised_idx').on(t.tenantId, t.raisedBy),
    // The admin dashboard's bottlenecks: a tenant's waiting requests, longest waiting first.
    index('approval_requests_pending_requested_idx')
      .on(t.tenantId, t.requestedAt, t.id)
      .where(sql`${t.status} = 'Pending'`),
  ],
)

/** Every step of a request: who, when, level, what (submitted, approved, overdue ...), remarks, and for whom. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    action: text('action').notNull(),
    /** Null for the scheduler's own steps (overdue, escalated). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approver the actor stood in for (delegation), when not themselves. */
    onBehalfOf: uuid('on_behalf_of').references(() => users.id, { onDelete: 'set null' }),
    remarks: text('remarks').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('approval_steps_request_idx').on(t.requestId, t.at),
    index('approval_steps_actor_idx').on(t.tenantId, t.actorId, t.at),
    // "Has this user approved an earlier level?" of the pending list, by the actor or by whom they stood in for.
    index('approval_steps_approved_actor_idx')
      .on(t.actorId, t.requestId)
      .where(sql`${t.action} = 'Approved'`),
    index('approval_steps_approved_for_idx').on(t.onBehalfOf, t.requestId).where(sql`${t.action} = 'Approved'`),
  ],
)

/** A user away from `startsOn` to `endsOn` (inclusive, UTC days): approvals falling to them go to the delegate. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('approval_delegations_tenant_idx').on(t.tenantId, t.endsOn)],
)
