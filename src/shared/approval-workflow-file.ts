import * as v from 'valibot'
import {
  APPROVAL_TYPES,
  DEFAULT_SLA_HOURS,
  DUPLICATE_APPROVER,
  levelLabel,
  MAX_APPROVERS,
  MAX_SLA_HOURS,
  TOO_MANY_APPROVERS,
  WORKFLOW_STATUSES,
} from './approval-rules'
import { MinAmountSchema } from './approval-workflow-schemas'
import { requestObject } from './request-object'
import { ROLES } from './roles'

/**
 * The JSON file of `/Approval-Workflow`'s Export and Import: every workflow of a tenant, portable
 * across tenants, so approvers are named by e-mail (or by role) instead of by user id.
 */

/** What the file says it is. */
export const WORKFLOW_FILE_FORMAT = 'approval-workflows'
export const WORKFLOW_FILE_VERSION = 1
/** Name of the exported file. */
export const WORKFLOW_FILE_NAME = 'approval-workflows.json'

const email = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.email(message), v.maxLength(254, message))

/** One approver of a file: a user by e-mail or every user of a role, and the amount from which the level applies. */
export const FileApproverSchema = v.pipe(
  v.object({
    email: v.optional(v.nullable(email('The approver e-mail is not a valid e-mail address')), null),
    role: v.optional(v.nullable(v.picklist(ROLES, 'Unknown role')), null),
    minAmount: MinAmountSchema,
  }),
  v.check((a) => (a.email === null) !== (a.role === null), 'Each approver is an e-mail or a role'),
)

const approverKey = (a: { email: string | null; role: string | null }) => a.email ?? `role:${a.role}`

/** One workflow of a file (save-approval-workflow's fields, approvers by e-mail). */
export const FileWorkflowSchema = v.pipe(
  v.object({
    type: v.picklist(APPROVAL_TYPES, 'Unknown approval type'),
    enabled: v.optional(v.boolean('enabled must be true or false'), false),
    status: v.optional(v.picklist(WORKFLOW_STATUSES, 'Unknown workflow status'), 'Draft'),
    slaHours: v.optional(
      v.pipe(
        v.number(`SLA hours must be a whole number from 1 to ${MAX_SLA_HOURS}`),
        v.integer(`SLA hours must be a whole number from 1 to ${MAX_SLA_HOURS}`),
        v.minValue(1, `SLA hours must be a whole number from 1 to ${MAX_SLA_HOURS}`),
        v.maxValue(MAX_SLA_HOURS, `SLA hours must be a whole number from 1 to ${MAX_SLA_HOURS}`),
      ),
      DEFAULT_SLA_HOURS,
    ),
    approvers: v.pipe(
      v.array(FileApproverSchema, 'approvers must be a list'),
      v.maxLength(MAX_APPROVERS, TOO_MANY_APPROVERS),
      v.check((list) => new Set(list.map(approverKey)).size === list.length, DUPLICATE_APPROVER),
    ),
    fallbackApprover: v.optional(v.nullable(email('The fallback approver e-mail is not a valid e-mail address')), null),
  }),
  v.forward(
    v.check((w) => !w.enabled || w.approvers.length > 0, 'Add at least one approver to enable the workflow'),
    ['approvers'],
  ),
)

/** The whole file. */
export const WorkflowFileSchema = v.pipe(
  v.object(
    {
      format: v.literal(WORKFLOW_FILE_FORMAT, 'This is not an approval workflow file'),
      version: v.literal(WORKFLOW_FILE_VERSION, 'This file was written by another version of the app'),
      workflows: v.pipe(
        v.array(FileWorkflowSchema, 'workflows must be a list'),
        v.nonEmpty('The file has no workflows'),
        v.maxLength(APPROVAL_TYPES.length, `A file has at most ${APPROVAL_TYPES.length} workflows, one per type`),
      ),
    },
    'This is not an approval workflow file',
  ),
  v.forward(
    v.check(
      (file) => new Set(file.workflows.map((w) => w.type)).size === file.workflows.length,
      'A type appears more than once in the file',
    ),
    ['workflows'],
  ),
)

export type FileApprover = v.InferOutput<typeof FileApproverSchema>
export type FileWorkflow = v.InferOutput<typeof FileWorkflowSchema>
export type WorkflowFile = v.InferOutput<typeof WorkflowFileSchema>

/** POST import-approval-workflows: the file, and whether to only check it. */
export const WorkflowImportSchema = requestObject({
  file: WorkflowFileSchema,
  dryRun: v.boolean('dryRun must be true or false'),
})
export type WorkflowImportInput = v.InferOutput<typeof WorkflowImportSchema>

/** One problem of a file: where (the workflow, the level), and what. */
export const WorkflowFileProblemSchema = v.object({ where: v.string(), message: v.string() })
export type WorkflowFileProblem = v.InferOutput<typeof WorkflowFileProblemSchema>

/** What an import did or, in a dry run, would do: workflows created and replaced, and every problem. */
export const WorkflowImportReportSchema = v.object({
  workflows: v.number(),
  created: v.number(),
  replaced: v.number(),
  problems: v.array(WorkflowFileProblemSchema),
})
export type WorkflowImportReport = v.InferOutput<typeof WorkflowImportReportSchema>

/** 'Workflow 2 (PO)', 'Workflow 2 (PO), Level 3', 'Workflow 2 (PO), fallback approver' or 'File'. */
export function problemPlace(file: unknown, path: readonly (string | number)[]): string {
  if (path[0] !== 'workflows' || typeof path[1] !== 'number') return 'File'
  const index = path[1]
  const workflows = (file as { workflows?: unknown })?.workflows
  const type = Array.isArray(workflows) ? (workflows[index] as { type?: unknown } | undefined)?.type : undefined
  const workflow = `Workflow ${index + 1}${typeof type === 'string' ? ` (${type})` : ''}`
  if (path[2] === 'approvers' && typeof path[3] === 'number') return `${workflow}, ${levelLabel(path[3] + 1)}`
  if (path[2] === 'fallbackApprover') return `${workflow}, fallback approver`
  return workflow
}

/** The problems of a parsed file's issues, one per place and message. */
export function fileProblems(file: unknown, issues: readonly v.BaseIssue<unknown>[]): WorkflowFileProblem[] {
  const seen = new Set<string>()
  const problems: WorkflowFileProblem[] = []
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => item.key as string | number)
    const problem = { where: problemPlace(file, path), message: issue.message }
    const key = `${problem.where}\n${problem.message}`
    if (!seen.has(key)) {
      seen.add(key)
      problems.push(problem)
    }
  }
  return problems
}

/** The file's text checked: the file, or its problems (text that is not JSON is one problem). */
export function readWorkflowFile(
  text: string,
): { ok: true; file: WorkflowFile } | { ok: false; problems: WorkflowFileProblem[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problems: [{ where: 'File', message: 'The file is not valid JSON' }] }
  }
  const parsed = v.safeParse(WorkflowFileSchema, json)
  return parsed.success ? { ok: true, file: parsed.output } : { ok: false, problems: fileProblems(json, parsed.issues) }
}
