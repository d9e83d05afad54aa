import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WorkflowFile } from '../../../shared/approval-workflow-file'
import type { SaveWorkflowInput, Workflow } from '../../../shared/approval-workflow-schemas'
import { approvalKeys } from '../query-keys'
import { importWorkflows, saveWorkflow } from './api'

/** Saves a workflow: the saved one is stored, every workflow view made stale. */
export function useSaveWorkflow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveWorkflowInput) => saveWorkflow(body),
    onSuccess: (saved: Workflow) => {
      queryClient.setQueryData(approvalKeys.workflow(saved.type), saved)
      return queryClient.invalidateQueries({ queryKey: approvalKeys.workflows() })
    },
  })
}

/** Imports a workflow file; a real import (not a dry run) makes every workflow view stale. */
export function useImportWorkflows() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: WorkflowFile; dryRun: boolean }) => importWorkflows(file, dryRun),
    onSuccess: (_report, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: approvalKeys.workflows() }),
  })
}
