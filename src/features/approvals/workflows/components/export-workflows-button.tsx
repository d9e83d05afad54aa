import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { refusalMessage } from '../../../../lib/api-client'
import { saveFile } from '../../../../lib/save-file'
import { formToast } from '../../../../lib/toast'
import { WORKFLOW_FILE_NAME } from '../../../../shared/approval-workflow-file'
import { exportWorkflows } from '../api'

/** Downloads every workflow of the organisation as a JSON file (approvers by e-mail or role). */
export function ExportWorkflowsButton() {
  const download = useMutation({
    mutationFn: exportWorkflows,
    onSuccess: (file) => saveFile(file.blob, file.filename ?? WORKFLOW_FILE_NAME),
    onError: (error) => formToast.error('Failed to export workflows', refusalMessage(error)),
  })
  return (
    <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
      Export
    </Button>
  )
}
