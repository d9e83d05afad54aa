import { Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { amountColumn, type ListColumn, ListTable } from '../../../../components/list-kit/list-table'
import type { ListSort } from '../../../../components/list-kit/sort'
import { formatDay } from '../../../../lib/calendar-day'
import { formatDateTime } from '../../../../lib/format-date'
import { formatInr } from '../../../../shared/money'
import type { PoSortKey } from '../../../../shared/po-list-query'
import type { PoRow } from '../../../../shared/po-read-schemas'
import { PendingMarker } from '../../../offline/components/pending-marker'
import { poRowStyle } from '../po-status-style'
import { PoStatusBadge } from './po-status-badge'

/** A row as the list shows it: `pendingSince` is set while changes made offline wait to be sent. */
export type PoTableRow = PoRow & { pendingSince?: number | null }

/** True while a row holds changes made offline. */
export const isPending = (row: PoTableRow) => row.pendingSince !== undefined && row.pendingSince !== null

/** The list's columns (spec point 2), each sortable on the server; names and dates may wrap, so the table fits. */
const COLUMNS: ReadonlyArray<ListColumn<PoTableRow, PoSortKey>> = [
  {
    key: 'poNumber',
    header: 'PO ID',
    sortKey: 'poNumber',
    nowrap: true,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {r.poNumber || (isPending(r) ? 'New PO' : '')}
        </Text>
        {isPending(r) ? <PendingMarker /> : null}
      </Group>
    ),
  },
  { key: 'vendorName', header: 'Vendor Name', sortKey: 'vendorName', render: (r) => r.vendorName },
  { key: 'poDate', header: 'PO Date', sortKey: 'poDate', nowrap: true, render: (r) => formatDay(r.poDate) },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    nowrap: true,
    render: (r) => <PoStatusBadge status={r.status} />,
  },
  amountColumn('totalValue', 'Total Value', (r) => formatInr(r.totalValue), 'totalValue'),
  {
    key: 'deliveryDate',
    header: 'Delivery Date',
    sortKey: 'deliveryDate',
    nowrap: true,
    render: (r) => formatDay(r.deliveryDate),
  },
  { key: 'createdBy', header: 'Created By', sortKey: 'createdBy', render: (r) => r.createdBy },
  { key: 'lastUpdated', header: 'Last Updated', sortKey: 'lastUpdated', render: (r) => formatDateTime(r.lastUpdated) },
]

/** Props of the PO rows, as a table or as cards. */
export interface PoTableProps {
  rows: readonly PoTableRow[]
  sort: ListSort<PoSortKey>
  onSortChange: (sort: ListSort<PoSortKey>) => void
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
  loading: boolean
  /** What shows when there is no row (see ListState). */
  empty: ReactNode
}

/** The PO table: a select-all and a per-row checkbox, sortable headers, rows tinted by status. */
export function PoTable({ rows, sort, onSortChange, selected, onSelectedChange, loading, empty }: PoTableProps) {
  return (
    <ListTable
      caption="Purchase orders"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.poId}
      sort={sort}
      onSortChange={onSortChange}
      selection={{
        selected,
        onChange: onSelectedChange,
        idOf: (row) => row.poId,
        rowLabel: (row) => `Select ${row.poNumber || 'new PO'}`,
        allLabel: 'Select all purchase orders on this page',
      }}
      rowProps={(row) => ({
        style: poRowStyle(row.status),
        'data-status': row.status,
        'data-pending': isPending(row) || undefined,
      })}
      loading={loading}
      state={empty}
      minWidth={900}
      dense
    />
  )
}
