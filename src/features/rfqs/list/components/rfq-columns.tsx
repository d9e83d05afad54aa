import { Stack, Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../../components/list-kit/filter-spec'
import type { ListColumn } from '../../../../components/list-kit/list-table'
import { AnchorLink } from '../../../../components/router-links'
import { formatDay } from '../../../../lib/calendar-day'
import { formatDate, formatDateTime } from '../../../../lib/format-date'
import { RFQS_OF_MINE } from '../../../../shared/rfq-list-query'
import type { RfqRow } from '../../../../shared/rfq-read-schemas'
import { RFQ_STATUSES } from '../../../../shared/rfq-status'
import { RfqStatusBadge } from '../../rfq-status-badge'
import type { RfqListSearch, RfqSortColumn } from '../list-search'

/** Columns of the RFQ list (issue 15, Manage): number and title, status, deadline, responses of invited, created by. */
export const RFQ_COLUMNS: ReadonlyArray<ListColumn<RfqRow, RfqSortColumn>> = [
  {
    key: 'number',
    header: 'RFQ No.',
    sortKey: 'rfqNumber',
    nowrap: true,
    render: (row) => (
      <AnchorLink to="/Create-New-RFQ" search={{ id: row.RFQID }} fw={600} size="sm" ff="monospace">
        {row.rfqNumber}
      </AnchorLink>
    ),
  },
  { key: 'title', header: 'Title', sortKey: 'title', render: (row) => row.title },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    nowrap: true,
    render: (row) => <RfqStatusBadge status={row.status} />,
  },
  {
    key: 'deadline',
    header: 'Response Deadline',
    sortKey: 'responseDeadline',
    nowrap: true,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(row.responseDeadline)}</Text>
        <Text size="xs" c="dimmed">
          Required by {formatDay(row.requiredBy)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'responses',
    header: 'Responses',
    align: 'right',
    nowrap: true,
    render: (row) => `${row.responses} of ${row.invited}`,
  },
  {
    key: 'created',
    header: 'Created',
    sortKey: 'createdAt',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.createdBy}</Text>
        <Text size="xs" c="dimmed">
          {formatDate(row.createdAt)}
        </Text>
      </Stack>
    ),
  },
]

/** The search, status, creator, deadline and responses filters of /Manage-RFQs (the dashboard's figures open the last three). */
export const RFQ_LIST_BAR: FilterBarSpec<keyof RfqListSearch & string> = {
  text: { label: 'Search', placeholder: 'RFQ number or title' },
  filters: [
    choiceFilter('status', 'Status', RFQ_STATUSES, 210),
    {
      kind: 'select',
      param: 'createdBy',
      label: 'Created by',
      placeholder: 'Anyone',
      options: [{ value: RFQS_OF_MINE, label: 'Me' }],
      width: 150,
    },
    {
      kind: 'select',
      param: 'closingWithin',
      label: 'Deadline',
      placeholder: 'Any deadline',
      options: [1, 3, 7].map((days) => ({ value: days, label: `Closing within ${days} day${days === 1 ? '' : 's'}` })),
      width: 210,
    },
    {
      kind: 'select',
      param: 'responses',
      label: 'Responses',
      placeholder: 'Any',
      options: [{ value: 'received', label: 'Received, still open' }],
      width: 190,
    },
  ],
}
