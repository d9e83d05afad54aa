import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  type FileWorkflow,
  problemPlace,
  type WorkflowFileProblem,
  type WorkflowImportInput,
  type WorkflowImportReport,
} from '../../../src/shared/approval-workflow-file'
import type { SaveWorkflowInput } from '../../../src/shared/approval-workflow-schemas'
import type { Db } from '../../db/client'
import { approvalWorkflows } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { AppError } from '../../lib/errors'
import type { MailQueue } from './mail-queue'
import { saveWorkflows } from './workflow-save'

/** The tenant's users named by the file's e-mails (approvers and fallbacks), by lower-case e-mail. */
async function usersByEmail(
  db: Db,
  tenantId: string,
  workflows: readonly FileWorkflow[],
): Promise<Map<string, string>> {
  const emails = new Set<string>()
  for (const w of workflows) {
    for (const a of w.approvers) if (a.email) emails.add(a.email)
    if (w.fallbackApprover) emails.add(w.fallbackApprover)
  }
  if (emails.size === 0) return new Map()
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(sql`lower(${users.email})`, [...emails])))
  return new Map(rows.map((r) => [r.email, r.id]))
}

/** Every e-mail of the file that names no user of the tenant, as a problem at its place. */
function unknownUsers(workflows: readonly FileWorkflow[], known: Map<string, string>): WorkflowFileProblem[] {
  const file = { workflows }
  const problems: WorkflowFileProblem[] = []
  workflows.forEach((w, index) => {
    w.approvers.forEach((a, level) => {
      if (a.email && !known.has(a.email)) {
        problems.push({
          where: problemPlace(file, ['workflows', index, 'approvers', level]),
          message: `No user with the e-mail ${a.email} in this organisation`,
        })
      }
    })
    if (w.fallbackApprover && !known.has(w.fallbackApprover)) {
      problems.push({
        where: problemPlace(file, ['workflows', index, 'fallbackApprover']),
        message: `No user with the e-mail ${w.fallbackApprover} in this organisation`,
      })
    }
  })
  return problems
}

/** A file's workflow as save-approval-workflow's input, e-mails made user ids (all known by then). */
const saveInput = (w: FileWorkflow, known: Map<string, string>): SaveWorkflowInput => ({
  type: w.type,
  enabled: w.enabled,
  status: w.status,
  slaHours: w.slaHours,
  fallbackApproverId: w.fallbackApprover ? (known.get(w.fallbackApprover) ?? null) : null,
  approvers: w.approvers.map((a) => ({
    userId: a.email ? (known.get(a.email) ?? null) : null,
    role: a.role,
    minAmount: a.minAmount,
  })),
})

const problemsMessage = (problems: readonly WorkflowFileProblem[]) => {
  const [first] = problems
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `The file has ${count}; nothing was imported. ${first ? `${first.where}: ${first.message}` : ''}`.trim()
}

/**
 * POST import-approval-workflows: each workflow of the file creates or replaces the tenant's workflow
 * of its type (types not in the file are left alone). A dry run reports what would happen and every
 * problem; a real import writes all of them in one transaction, or nothing (400 with the report) when
 * the file has any problem.
 */
export async function importWorkflows(
  db: Db,
  actor: Actor,
  input: WorkflowImportInput,
  now: Date,
  mail: MailQueue,
): Promise<{ report: WorkflowImportReport; msg: string }> {
  const { workflows } = input.file
  const known = await usersByEmail(db, actor.tenantId, workflows)
  const existing = await db
    .select({ type: approvalWorkflows.type })
    .from(approvalWorkflows)
    .where(
      and(
        eq(approvalWorkflows.tenantId, actor.tenantId),
        inArray(
          approvalWorkflows.type,
          workflows.map((w) => w.type),
        ),
      ),
    )
  const report: WorkflowImportReport = {
    workflows: workflows.length,
    created: workflows.length - existing.length,
    replaced: existing.length,
    problems: unknownUsers(workflows, known),
  }
  if (input.dryRun)
    return {
      report,
      msg: report.problems.length === 0 ? 'The file is ready to import' : problemsMessage(report.problems),
    }
  if (report.problems.length > 0) throw new AppError(400, problemsMessage(report.problems), { data: report })
  const joined = await saveWorkflows(
    db,
    actor,
    workflows.map((w) => saveInput(w, known)),
    now,
    mail,
  )
  const imported = `${workflows.length === 1 ? '1 workflow' : `${workflows.length} workflows`} imported`
  const msg =
    joined === 0
      ? imported
      : `${imported}; ${joined === 1 ? '1 waiting document' : `${joined} waiting documents`} joined a chain at Level 1`
  return { report, msg }
}
