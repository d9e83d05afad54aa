import { Group, Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../../components/list-kit/filter-spec'
import type { ListColumn } from '../../../../components/list-kit/list-table'
import { ButtonLink } from '../../../../components/router-links'
import { formatDateTime } from '../../../../lib/format-date'
import { WORKFLOW_STATUSES } from '../../../../shared/approval-rules'
import type { WorkflowRow } from '../../../../shared/approval-workflow-schemas'
import type { WorkflowListSearch, WorkflowSortColumn } from '../list-search'
import { WorkflowStatusBadge } from './workflow-status-badge'

/** Columns of the workflow list (spec: Type, Levels, Status), with the toggle and the last change. */
export const WORKFLOW_COLUMNS: ReadonlyArray<ListColumn<WorkflowRow, WorkflowSortColumn>> = [
  {
    key: 'type',
    header: 'Type',
    sortKey: 'type',
    nowrap: true,
    render: (row) => (
      <Text size="sm" fw={600}>
        {row.type}
      </Text>
    ),
  },
  {
    key: 'levels',
    header: 'Levels',
    sortKey: 'categoryLevels',
    align: 'right',
    nowrap: true,
    render: (row) => row.categoryLevels,
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    nowrap: true,
    render: (row) => (
      <Group gap="xs" wrap="nowrap">
        <WorkflowStatusBadge status={row.status} />
        <Text size="sm" c="dimmed">
          {row.enabled ? 'On' : 'Off'}
        </Text>
      </Group>
    ),
  },
  {
    key: 'updatedAt',
    header: 'Last updated',
    sortKey: 'updatedAt',
    nowrap: true,
    render: (row) => formatDateTime(row.updatedAt),
  },
]

/** Edit, for those who may change workflows. */
export function WorkflowRowActions({ row }: { row: WorkflowRow }) {
  return (
    <ButtonLink
      to="/Create-Workflow"
      search={{ type: row.type }}
      size="compact-sm"
      variant="subtle"
      aria-label={`Edit the ${row.type} workflow`}
    >
      Edit
    </ButtonLink>
  )
}

/** The search and status filter of /Approval-Workflow. */
export const WORKFLOW_LIST_BAR: FilterBarSpec<keyof WorkflowListSearch & string> = {
  text: { label: 'Search', placeholder: 'Type' },
  filters: [choiceFilter('status', 'Status', WORKFLOW_STATUSES, 180)],
}
