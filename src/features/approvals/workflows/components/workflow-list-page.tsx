import { Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { FilterBar } from '../../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../../components/list-kit/paged-table'
import { useListSearch } from '../../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../../components/page-header'
import { ButtonLink } from '../../../../components/router-links'
import { useSessionUser } from '../../../../lib/session-store'
import { WORKFLOW_EDITORS } from '../../../../shared/approval-access'
import { hasRole } from '../../../../shared/roles'
import { workflowList } from '../list-search'
import { workflowQueries } from '../queries'
import { ExportWorkflowsButton } from './export-workflows-button'
import { ImportWorkflowsModal } from './import-workflows-modal'
import { WORKFLOW_COLUMNS, WORKFLOW_LIST_BAR, WorkflowRowActions } from './workflow-columns'

const route = getRouteApi('/_app/Approval-Workflow')

/** /Approval-Workflow: the organisation's workflows; admins create, edit, import and export them, approvers read. */
export function WorkflowListPage() {
  const { search, change, navigating } = useListSearch(route, workflowList)
  const editor = hasRole(useSessionUser()?.Role, WORKFLOW_EDITORS)
  const { data, isFetching } = useSuspenseQuery(workflowQueries.list(workflowList.query(search)))
  const [importing, setImporting] = useState(false)

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Approval Workflow"
        description="Who approves each type of document, level by level."
        actions={
          editor ? (
            <>
              <Button variant="default" onClick={() => setImporting(true)}>
                Import
              </Button>
              <ExportWorkflowsButton />
              <ButtonLink to="/Create-Workflow">Create Workflow</ButtonLink>
            </>
          ) : null
        }
      />
      <FilterBar {...workflowList.barProps(search, change)} bar={WORKFLOW_LIST_BAR} />
      <PagedTable
        {...workflowList.pagingProps(search, data, change)}
        caption="Approval workflows"
        columns={WORKFLOW_COLUMNS}
        rowKey={(row) => row.type}
        rowActions={editor ? (row) => <WorkflowRowActions row={row} /> : undefined}
        loading={isFetching || navigating}
        empty="No approval workflows yet."
        noResults="No workflow matches these filters."
        minWidth={560}
      />
      {editor ? <ImportWorkflowsModal opened={importing} onClose={() => setImporting(false)} /> : null}
    </Stack>
  )
}
