import {
  Group,
  LoadingOverlay,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './data-table.module.css'
import {
  isPastTheEnd,
  type ListSort,
  nextSort,
  PAGE_SIZES,
  type PageSize,
  pageCount,
  rangeText,
} from './data-table-state'
import { PastTheEnd } from './past-the-end'

/** One column of a data table. */
export interface DataColumn<TRow, TSort extends string> {
  key: string
  header: string
  render: (row: TRow) => ReactNode
  /** The sort key of the column; absent when it cannot be sorted. */
  sortKey?: TSort
  align?: 'left' | 'right' | 'center'
  width?: number | string
  /** Keeps the header for screen readers only (thumbnail and action columns). */
  hideHeader?: boolean
  /** Keeps the cell on one line (codes, amounts, badges). */
  nowrap?: boolean
}

/** Props of the data table. */
export interface DataTableProps<TRow, TSort extends string> {
  /** Accessible name of the table. */
  caption: string
  columns: readonly DataColumn<TRow, TSort>[]
  rows: readonly TRow[]
  rowKey: (row: TRow) => string | number
  sort: ListSort<TSort>
  onSortChange: (sort: ListSort<TSort>) => void
  /** 1-based page, page size and the number of records matching the filters. */
  page: number
  pageSize: PageSize
  total: number
  onPageChange: (page: number) => void
  onPageSizeChange: (size: PageSize) => void
  loading?: boolean
  /** Shown when no record matches (a page past the end says so itself, with a link to page 1). */
  empty: ReactNode
  minWidth?: number
}

const NOWRAP = { whiteSpace: 'nowrap' } as const
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const
const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }

/**
 * A server-paged table: sortable headers with aria-sort, a pager with page size, and the loading,
 * empty and past-the-end states.
 */
export function DataTable<TRow, TSort extends string>(props: DataTableProps<TRow, TSort>) {
  const { columns, rows, sort, page, pageSize, total } = props
  const pages = pageCount(total, pageSize)
  return (
    <Paper withBorder radius="md" pos="relative">
      <LoadingOverlay visible={props.loading ?? false} zIndex={10} overlayProps={{ blur: 1 }} />
      <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={props.loading || undefined}>
          <VisuallyHidden component="caption">{props.caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && sort.column === column.sortKey
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.align}
                    w={column.width}
                    aria-sort={column.sortKey === undefined ? undefined : sorted ? ARIA_SORT[sort.direction] : 'none'}
                  >
                    {column.hideHeader ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : column.sortKey === undefined ? (
                      column.header
                    ) : (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => props.onSortChange(nextSort(sort, column.sortKey as TSort))}
                      >
                        {column.header}
                        <span aria-hidden className={classes.sortIcon} data-active={sorted || undefined}>
                          {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </UnstyledButton>
                    )}
                  </Table.Th>
                )
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <div className={classes.state}>
                    {isPastTheEnd(page, pageSize, total) ? (
                      <PastTheEnd page={page} pages={pages} onFirstPage={() => props.onPageChange(1)} />
                    ) : (
                      <Text ta="center" c="dimmed" py="xl">
                        {props.empty}
                      </Text>
                    )}
                  </div>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} style={column.nowrap ? NOWRAP : undefined}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" p="sm" gap="sm" className={classes.footer}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {rangeText(page, pageSize, total)}
        </Text>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            size="xs"
            w={88}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => props.onPageSizeChange(Number(value) as PageSize)}
          />
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={props.onPageChange}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      </Group>
    </Paper>
  )
}
