import { Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../../components/list-kit/filter-spec'
import type { ListColumn } from '../../../../components/list-kit/list-table'
import { AnchorLink } from '../../../../components/router-links'
import { formatDateTime } from '../../../../lib/format-date'
import { HISTORY_STATUSES } from '../../../../shared/approval-list-query'
import type { ApprovalHistoryRow } from '../../../../shared/approval-request-schemas'
import { APPROVAL_TYPES, levelLabel } from '../../../../shared/approval-rules'
import type { HistoryListSearch, HistorySortColumn } from '../list-search'
import { HistoryStatusBadge } from './history-status-badge'

/** Columns of /Approval-History (spec point 3, plus the document and its level); the document opens its approval form. */
export const HISTORY_COLUMNS: ReadonlyArray<ListColumn<ApprovalHistoryRow, HistorySortColumn>> = [
  { key: 'type', header: 'Type', sortKey: 'approvalType', nowrap: true, render: (row) => row.approvalType },
  {
    key: 'document',
    header: 'Document',
    nowrap: true,
    render: (row) => (
      <AnchorLink to="/Approval-Form/$name/$id" params={{ name: row.urlName, id: row.documentId }} fw={600} size="sm">
        {row.documentNumber}
      </AnchorLink>
    ),
  },
  { key: 'requestedBy', header: 'Requested By', sortKey: 'requestedBy', render: (row) => row.requestedBy },
  { key: 'level', header: 'Level', nowrap: true, render: (row) => levelLabel(row.approvalLevel) },
  { key: 'finalReviewer', header: 'Final Reviewer', sortKey: 'finalReviewer', render: (row) => row.finalReviewer },
  {
    key: 'reviewedOn',
    header: 'Reviewed On',
    sortKey: 'reviewedOn',
    nowrap: true,
    render: (row) => formatDateTime(row.reviewedOn),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    nowrap: true,
    render: (row) => <HistoryStatusBadge status={row.status} />,
  },
  {
    key: 'remarks',
    header: 'Remarks',
    render: (row) =>
      row.remarks ? (
        <Text size="sm" lineClamp={2} title={row.remarks}>
          {row.remarks}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          -
        </Text>
      ),
  },
]

/** The search, type, status and reviewed-on filters of /Approval-History. */
export const HISTORY_LIST_BAR: FilterBarSpec<keyof HistoryListSearch & string> = {
  text: { label: 'Search', placeholder: 'Document, requester or remarks' },
  filters: [
    { ...choiceFilter('type', 'Type', APPROVAL_TYPES, 200), placeholder: 'All types' },
    choiceFilter('status', 'Status', HISTORY_STATUSES, 170),
    { kind: 'dateRange', from: 'from', to: 'to', label: 'Reviewed On' },
  ],
}
