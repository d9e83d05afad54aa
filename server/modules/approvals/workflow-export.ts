import { eq, inArray } from 'drizzle-orm'
import { APPROVAL_TYPES } from '../../../src/shared/approval-rules'
import {
  WORKFLOW_FILE_FORMAT,
  WORKFLOW_FILE_VERSION,
  type WorkflowFile,
} from '../../../src/shared/approval-workflow-file'
import type { Db } from '../../db/client'
import { approvalWorkflows } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'

/**
 * GET export-approval-workflows: every workflow of the tenant as the import file, in type order;
 * approvers and fallbacks by e-mail (portable to another tenant with the same people), roles as roles.
 */
export async function exportWorkflows(db: Db, actor: Actor, now: Date): Promise<WorkflowFile & { exportedAt: string }> {
  const records = await db.select().from(approvalWorkflows).where(eq(approvalWorkflows.tenantId, actor.tenantId))
  const ids = records.flatMap((w) => [
    ...w.approvers.flatMap((a) => (a.userId ? [a.userId] : [])),
    ...(w.fallbackUserId ? [w.fallbackUserId] : []),
  ])
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]))
  const emails = new Map(rows.map((r) => [r.id, r.email.toLowerCase()]))
  const ordered = [...records].sort((a, b) => APPROVAL_TYPES.indexOf(a.type) - APPROVAL_TYPES.indexOf(b.type))
  return {
    format: WORKFLOW_FILE_FORMAT,
    version: WORKFLOW_FILE_VERSION,
    exportedAt: now.toISOString(),
    workflows: ordered.map((w) => ({
      type: w.type,
      enabled: w.enabled,
      status: w.status,
      slaHours: w.slaHours,
      approvers: w.approvers.flatMap((a) => {
        // A user deleted since the save has no e-mail left: the level is left out rather than guessed.
        const email = a.userId ? emails.get(a.userId) : undefined
        if (a.userId && !email) return []
        return [{ email: email ?? null, role: a.userId ? null : a.role, minAmount: a.minAmount }]
      }),
      fallbackApprover: w.fallbackUserId ? (emails.get(w.fallbackUserId) ?? null) : null,
    })),
  }
}
