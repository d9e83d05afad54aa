import { Badge, Stack, Text } from '@mantine/core'
import { DotBadge } from '../../../../components/dot-badge'
import { choiceFilter, type FilterBarSpec } from '../../../../components/list-kit/filter-spec'
import { amountColumn, type ListColumn } from '../../../../components/list-kit/list-table'
import { AnchorLink } from '../../../../components/router-links'
import { formatDate } from '../../../../lib/format-date'
import type { ShownPendingApproval } from '../../../../lib/offline/approval-overlay'
import { APPROVAL_TYPES, levelLabel, PRIORITIES, type Priority } from '../../../../shared/approval-rules'
import { formatInr } from '../../../../shared/money'
import type { PendingListSearch, PendingSortColumn } from '../list-search'
import { approvalFormParams } from '../pending-texts'

const PRIORITY_COLORS: Record<Priority, string> = { High: 'red', Medium: 'yellow', Low: 'gray' }

/** A priority (spec point 4) as a badge with a coloured dot; the text stays dark, for AA contrast. */
function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <DotBadge color={PRIORITY_COLORS[priority]} onTint>
      {priority}
    </DotBadge>
  )
}

/** The due date; past it, the word Overdue in red beside it (not the colour alone). */
function DueDate({ row }: { row: ShownPendingApproval }) {
  if (!row.overdue) return <Text size="sm">{formatDate(row.dueDate)}</Text>
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="red.9">
        {formatDate(row.dueDate)}
      </Text>
      <Badge size="sm" color="red.9" variant="filled" tt="none" miw="max-content">
        Overdue
      </Badge>
    </Stack>
  )
}

/** Columns of the pending list: type, document (opens the approval form), requester, dates, level, priority, amount. */
export const PENDING_COLUMNS: ReadonlyArray<ListColumn<ShownPendingApproval, PendingSortColumn>> = [
  { key: 'type', header: 'Type', sortKey: 'approvalType', render: (row) => row.approvalType },
  {
    key: 'document',
    header: 'Document',
    nowrap: true,
    render: (row) => (
      <AnchorLink to="/Approval-Form/$name/$id" params={approvalFormParams(row)} fw={600} size="sm">
        {row.documentNumber}
      </AnchorLink>
    ),
  },
  {
    key: 'requestedBy',
    header: 'Requested By',
    sortKey: 'requestedBy',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.requestedBy}</Text>
        {row.onBehalfOf ? (
          <Text size="xs" c="gray.7">
            for {row.onBehalfOf}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'requestedDate',
    header: 'Requested Date',
    sortKey: 'requestedDate',
    render: (row) => formatDate(row.requestedDate),
  },
  {
    key: 'level',
    header: 'Level',
    sortKey: 'approvalLevel',
    nowrap: true,
    render: (row) => levelLabel(row.approvalLevel),
  },
  { key: 'dueDate', header: 'Due Date', sortKey: 'dueDate', render: (row) => <DueDate row={row} /> },
  {
    key: 'priority',
    header: 'Priority',
    sortKey: 'priority',
    nowrap: true,
    render: (row) => <PriorityBadge priority={row.priority} />,
  },
  amountColumn('amount', 'Amount', (row) => (row.amount === null ? '-' : formatInr(row.amount))),
]

/** The search and the type, priority and overdue filters of /Pending-Approvals. */
export const PENDING_LIST_BAR: FilterBarSpec<keyof PendingListSearch & string> = {
  text: { label: 'Search', placeholder: 'Document number or requester' },
  filters: [
    { ...choiceFilter('type', 'Type', APPROVAL_TYPES, 200), placeholder: 'All types' },
    { ...choiceFilter('priority', 'Priority', PRIORITIES, 170), placeholder: 'All priorities' },
    {
      kind: 'select',
      param: 'overdue',
      label: 'Due',
      placeholder: 'Any due date',
      options: [
        { value: 'true', label: 'Overdue' },
        { value: 'false', label: 'Not overdue' },
      ],
      width: 170,
    },
  ],
}
