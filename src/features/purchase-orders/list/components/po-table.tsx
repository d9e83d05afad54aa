import { Checkbox, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../../components/data-table.module.css'
import { type ListSort, nextSort } from '../../../../components/data-table-state'
import { formatDay } from '../../../../lib/calendar-day'
import { formatDateTime } from '../../../../lib/format-date'
import { formatInr } from '../../../../shared/money'
import type { PoSortKey } from '../../../../shared/po-list-query'
import type { PoRow } from '../../../../shared/po-read-schemas'
import { PendingMarker } from '../../../offline/components/pending-marker'
import { poRowStyle } from '../po-status-style'
import { selectAllState } from '../row-actions'
import { PoStatusBadge } from './po-status-badge'
import poClasses from './po-table.module.css'

/** A row as the list shows it: `pendingSince` is set while changes made offline wait to be sent. */
export type PoTableRow = PoRow & { pendingSince?: number | null }

const isPending = (row: PoTableRow) => row.pendingSince !== undefined && row.pendingSince !== null

interface PoColumn {
  header: string
  sortKey: PoSortKey
  render: (row: PoTableRow) => ReactNode
  right?: boolean
  /** Names and dates may wrap, so the table fits a desktop's width; codes, amounts and badges may not. */
  wrap?: boolean
}

/** The list's columns (spec point 2), each sortable on the server. */
const COLUMNS: readonly PoColumn[] = [
  {
    header: 'PO ID',
    sortKey: 'poNumber',
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {r.poNumber || (isPending(r) ? 'New PO' : '')}
        </Text>
        {isPending(r) ? <PendingMarker /> : null}
      </Group>
    ),
  },
  { header: 'Vendor Name', sortKey: 'vendorName', render: (r) => r.vendorName, wrap: true },
  { header: 'PO Date', sortKey: 'poDate', render: (r) => formatDay(r.poDate) },
  { header: 'Status', sortKey: 'status', render: (r) => <PoStatusBadge status={r.status} /> },
  { header: 'Total Value', sortKey: 'totalValue', render: (r) => formatInr(r.totalValue), right: true },
  { header: 'Delivery Date', sortKey: 'deliveryDate', render: (r) => formatDay(r.deliveryDate) },
  { header: 'Created By', sortKey: 'createdBy', render: (r) => r.createdBy, wrap: true },
  { header: 'Last Updated', sortKey: 'lastUpdated', render: (r) => formatDateTime(r.lastUpdated), wrap: true },
]

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const
const NOWRAP = { whiteSpace: 'nowrap' } as const

/** Props of the PO table. */
export interface PoTableProps {
  rows: readonly PoTableRow[]
  sort: ListSort<PoSortKey>
  onSortChange: (sort: ListSort<PoSortKey>) => void
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
  loading: boolean
  /** What the body shows when there is no row. */
  empty: ReactNode
}

/** The PO table: a select-all and a per-row checkbox, sortable headers, rows tinted by status. */
export function PoTable({ rows, sort, onSortChange, selected, onSelectedChange, loading, empty }: PoTableProps) {
  const ids = rows.map((r) => r.poId)
  const all = selectAllState(ids, selected)
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onSelectedChange(next)
  }
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-busy={loading || undefined} highlightOnHover={false}>
          <VisuallyHidden component="caption">Purchase orders</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Select all purchase orders on this page"
                  checked={all.checked}
                  indeterminate={all.indeterminate}
                  disabled={rows.length === 0}
                  onChange={() => onSelectedChange(all.checked ? new Set() : new Set(ids))}
                />
              </Table.Th>
              {COLUMNS.map((column) => {
                const sorted = sort.column === column.sortKey
                return (
                  <Table.Th
                    key={column.sortKey}
                    ta={column.right ? 'right' : undefined}
                    aria-sort={sorted ? ARIA_SORT[sort.direction] : 'none'}
                  >
                    <UnstyledButton
                      className={`${classes.sortButton} ${poClasses.header}`}
                      data-align={column.right ? 'right' : undefined}
                      onClick={() => onSortChange(nextSort(sort, column.sortKey))}
                    >
                      {column.header}
                      <span aria-hidden className={classes.sortIcon} data-active={sorted || undefined}>
                        {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </UnstyledButton>
                  </Table.Th>
                )
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.poId}
                style={poRowStyle(row.status)}
                data-status={row.status}
                data-pending={isPending(row) || undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.poNumber || 'new PO'}`}
                    checked={selected.has(row.poId)}
                    onChange={(event) => toggle(row.poId, event.currentTarget.checked)}
                  />
                </Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td
                    key={column.sortKey}
                    ta={column.right ? 'right' : undefined}
                    style={column.wrap ? undefined : NOWRAP}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Outside the wide table, so a phone shows it whole rather than scrolled off to one side. */}
      {rows.length === 0 ? empty : null}
    </>
  )
}
