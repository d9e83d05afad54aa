import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { ButtonLink } from '../../../../components/router-links'
import type { ApprovalType } from '../../../../shared/approval-rules'
import { workflowQueries } from '../queries'
import { freeTypes } from '../workflow-form-values'
import { ALL_WORKFLOWS } from '../workflow-search'
import { WorkflowForm } from './workflow-form'

/** /Create-Workflow: a new workflow for a type that has none yet. */
export function NewWorkflowPage() {
  const { data } = useSuspenseQuery(workflowQueries.list(ALL_WORKFLOWS))
  const free = freeTypes(data.data.map((row) => row.type))
  return (
    <Stack gap="md">
      <PageHeader title="Create Workflow" description="Choose the type, who approves it and in which order." />
      {free.length === 0 ? (
        <Notice tone="neutral" title="Every type has a workflow">
          <Stack gap="xs" align="flex-start">
            Edit one from the list instead.
            <ButtonLink to="/Approval-Workflow" size="xs" variant="default">
              Back to the list
            </ButtonLink>
          </Stack>
        </Notice>
      ) : (
        <WorkflowForm mode="create" freeTypes={free} />
      )}
    </Stack>
  )
}

/** /Create-Workflow?type=PO: the saved workflow of a type, to edit. */
export function EditWorkflowPage({ type }: { type: ApprovalType }) {
  const { data: workflow } = useSuspenseQuery(workflowQueries.detail(type))
  return (
    <Stack gap="md">
      <PageHeader
        title={`Edit ${type} Workflow`}
        description="Who approves it and in which order; level 1 decides first."
      />
      <WorkflowForm key={workflow.version} mode="edit" workflow={workflow} />
    </Stack>
  )
}
