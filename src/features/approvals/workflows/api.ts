import * as v from 'valibot'
import { api, dataOf } from '../../../lib/api-client'
import type { WorkflowListQuery } from '../../../shared/approval-list-query'
import type { ApprovalType } from '../../../shared/approval-rules'
import { type WorkflowFile, WorkflowImportReportSchema } from '../../../shared/approval-workflow-file'
import {
  ApproverOptionSchema,
  type SaveWorkflowInput,
  WaitingDocumentsSchema,
  WorkflowRowSchema,
  WorkflowSchema,
} from '../../../shared/approval-workflow-schemas'

/** GET get-approval-workflows: one page of the tenant's workflows. */
export function fetchWorkflows(query: WorkflowListQuery, signal?: AbortSignal) {
  return api.list('get-approval-workflows', WorkflowRowSchema, { query, signal })
}

/** GET get-approval-workflow: the workflow of a type (Off, Draft and empty when never saved). */
export async function fetchWorkflow(type: ApprovalType, signal?: AbortSignal) {
  return dataOf(await api.get('get-approval-workflow', WorkflowSchema, { query: { type }, signal }))
}

/** GET get-approval-users: the tenant's users for the approver select. */
export async function fetchApproverOptions(search: string, signal?: AbortSignal) {
  return dataOf(
    await api.get('get-approval-users', v.array(ApproverOptionSchema), { query: { search_txt: search }, signal }),
  )
}

/** GET get-approval-workflow-waiting: the amounts of the documents of a type waiting for approval without a workflow. */
export async function fetchWaitingAmounts(type: ApprovalType, signal?: AbortSignal) {
  return dataOf(await api.get('get-approval-workflow-waiting', WaitingDocumentsSchema, { query: { type }, signal }))
}

/** POST save-approval-workflow; 409 with the current workflow when the version is stale. */
export async function saveWorkflow(body: SaveWorkflowInput) {
  return dataOf(await api.post('save-approval-workflow', WorkflowSchema, { body }))
}

/** GET export-approval-workflows: every workflow of the tenant as a JSON file. */
export function exportWorkflows() {
  return api.download('export-approval-workflows')
}

/** POST import-approval-workflows: a dry run reports the problems and writes nothing; otherwise it imports all or nothing. */
export async function importWorkflows(file: WorkflowFile, dryRun: boolean) {
  return dataOf(await api.post('import-approval-workflows', WorkflowImportReportSchema, { body: { file, dryRun } }))
}
