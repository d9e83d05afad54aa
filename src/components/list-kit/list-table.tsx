import { Checkbox, Group, Table, VisuallyHidden } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import classes from './list-table.module.css'
import { selectAllState, toggled } from './selection'
import type { ListSort } from './sort'
import { ARIA_SORT, SortHeader } from './sort-header'

/** One column of a list table. */
export interface ListColumn<TRow, TSort extends string> {
  key: string
  header: string
  render: (row: TRow) => ReactNode
  /** The sort key of the column; absent when it cannot be sorted. */
  sortKey?: TSort
  align?: 'left' | 'right' | 'center'
  width?: number | string
  /** Keeps the header for screen readers only (a thumbnail column). */
  hideHeader?: boolean
  /** Keeps the cell on one line (codes, amounts, badges). */
  nowrap?: boolean
}

/** An amount column (a price, a count): right-aligned on one line, its header's sort icon after the label. */
export function amountColumn<TRow, TSort extends string>(
  key: string,
  header: string,
  render: (row: TRow) => ReactNode,
  sortKey?: TSort,
): ListColumn<TRow, TSort> {
  return { key, header, render, sortKey, align: 'right', nowrap: true }
}

/** A selection column: a checkbox per row and a select-all in the header. */
export interface ListSelection<TRow> {
  selected: ReadonlySet<string>
  onChange: (selected: Set<string>) => void
  idOf: (row: TRow) => string
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: TRow) => string
  /** Accessible name of the select-all checkbox. */
  allLabel: string
}

/** Props of a list table. */
export interface ListTableProps<TRow, TSort extends string> {
  /** Accessible name of the table. */
  caption: string
  columns: ReadonlyArray<ListColumn<TRow, TSort>>
  rows: readonly TRow[]
  rowKey: (row: TRow) => string | number
  sort: ListSort<TSort>
  onSortChange: (sort: ListSort<TSort>) => void
  selection?: ListSelection<TRow>
  /** The buttons at the end of each row (Edit, Delete...). */
  rowActions?: (row: TRow) => ReactNode
  /** Style and data attributes of a row (a tint by status). */
  rowProps?: (row: TRow) => { style?: CSSProperties } & Record<`data-${string}`, string | boolean | undefined>
  loading?: boolean
  /** What the body shows when there is no row (see ListState). */
  state: ReactNode
  minWidth?: number
  /** Narrower cell padding and headers that may wrap, for many columns. */
  dense?: boolean
}

const NOWRAP = { whiteSpace: 'nowrap' } as const

/** A server-sorted table: sortable headers with aria-sort, an optional selection column and row actions. */
export function ListTable<TRow, TSort extends string>(props: ListTableProps<TRow, TSort>) {
  const { columns, rows, sort, selection, rowActions } = props
  const ids = selection ? rows.map(selection.idOf) : []
  const all = selection ? selectAllState(ids, selection.selected) : undefined
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0)
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing={props.dense ? 'xs' : undefined}
        highlightOnHover={!props.rowProps}
        aria-busy={props.loading || undefined}
      >
        <VisuallyHidden component="caption">{props.caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {selection && all ? (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={selection.allLabel}
                  checked={all.checked}
                  indeterminate={all.indeterminate}
                  disabled={rows.length === 0}
                  onChange={() => selection.onChange(all.checked ? new Set() : new Set(ids))}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                w={column.width}
                aria-sort={
                  column.sortKey === undefined
                    ? undefined
                    : sort.column === column.sortKey
                      ? ARIA_SORT[sort.direction]
                      : 'none'
                }
              >
                {column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : column.sortKey === undefined ? (
                  column.header
                ) : (
                  <SortHeader
                    label={column.header}
                    column={column.sortKey}
                    sort={sort}
                    onSortChange={props.onSortChange}
                    wrap={props.dense}
                  />
                )}
              </Table.Th>
            ))}
            {rowActions ? (
              <Table.Th ta="right">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <div className={classes.state}>{props.state}</div>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(selection.idOf(row))}
                      onChange={(event) =>
                        selection.onChange(
                          toggled(selection.selected, selection.idOf(row), event.currentTarget.checked),
                        )
                      }
                    />
                  </Table.Td>
                ) : null}
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align} style={column.nowrap ? NOWRAP : undefined}>
                    {column.render(row)}
                  </Table.Td>
                ))}
                {rowActions ? (
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {rowActions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
