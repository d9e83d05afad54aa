import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { formToast } from '../../../../lib/toast'
import {
  readWorkflowFile,
  type WorkflowFile,
  type WorkflowFileProblem,
  type WorkflowImportReport,
} from '../../../../shared/approval-workflow-file'
import { useImportWorkflows } from '../mutations'

/** Props of the workflow import dialog. */
export interface ImportWorkflowsModalProps {
  opened: boolean
  onClose: () => void
}

/** What the dialog knows of the chosen file: nothing yet, its problems, or the server's dry-run report. */
type Checked = { problems: WorkflowFileProblem[]; report: WorkflowImportReport | null }

/**
 * Imports workflows from a JSON file: the file is checked in the browser (shape, duplicates, limits),
 * then by a dry run on the server (e-mails of this organisation's users); every problem is listed per
 * workflow and level, and nothing is written until Import, which writes all of them or none.
 */
export function ImportWorkflowsModal({ opened, onClose }: ImportWorkflowsModalProps) {
  const [picked, setPicked] = useState<File | null>(null)
  const [file, setFile] = useState<WorkflowFile | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const run = useImportWorkflows()

  const close = () => {
    setPicked(null)
    setFile(null)
    setChecked(null)
    run.reset()
    onClose()
  }

  const pick = async (chosen: File | null) => {
    setPicked(chosen)
    setFile(null)
    setChecked(null)
    if (!chosen) return
    let text: string
    try {
      text = await chosen.text()
    } catch {
      formToast.error('Could not read the file. Please choose it again.')
      return
    }
    const read = readWorkflowFile(text)
    if (!read.ok) {
      setChecked({ problems: read.problems, report: null })
      return
    }
    setFile(read.file)
    run.mutate(
      { file: read.file, dryRun: true },
      {
        onSuccess: (report) => setChecked({ problems: report.problems, report }),
        onError: (error) => formToast.error('Failed to check the file', refusalMessage(error)),
      },
    )
  }

  const importNow = () => {
    if (file === null) return
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (done) => {
          formToast.success('Workflows imported', `${done.created} created, ${done.replaced} replaced`)
          close()
        },
        onError: (error) => formToast.error('Failed to import workflows', refusalMessage(error)),
      },
    )
  }

  const ready = file !== null && checked?.report != null && checked.problems.length === 0
  return (
    <Modal opened={opened} onClose={close} title="Import workflows" size="lg" zIndex={1100}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a JSON file made by Export. Each workflow in it replaces the workflow of its type; other types are left
          as they are. Approvers are matched by e-mail. The file is checked first and nothing is written until you press
          Import.
        </Text>
        <FileInput
          label="Workflow file"
          placeholder="Choose a .json file"
          accept=".json,application/json"
          value={picked}
          onChange={pick}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear file' }}
        />
        {checked ? <CheckSummary checked={checked} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={importNow} disabled={!ready} loading={run.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function CheckSummary({ checked }: { checked: Checked }) {
  const { problems, report } = checked
  if (problems.length === 0 && report) {
    return (
      <Alert color="green" title="The file is ready to import">
        {report.workflows === 1 ? '1 workflow' : `${report.workflows} workflows`}: {report.created} new,{' '}
        {report.replaced} replacing the saved one.
      </Alert>
    )
  }
  return (
    <Stack gap="xs">
      <Alert color="red" title={problems.length === 1 ? '1 problem found' : `${problems.length} problems found`}>
        Nothing was imported. Fix these in the file and choose it again.
      </Alert>
      <ScrollArea.Autosize mah={260}>
        <Table striped withTableBorder>
          <VisuallyHidden component="caption">Problems of the file</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Where</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((problem, index) => (
              <Table.Tr key={`${problem.where}-${index}`}>
                <Table.Td>{problem.where}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  )
}
