import { UnstyledButton } from '@mantine/core'
import classes from './list-table.module.css'
import { type ListSort, nextSort } from './sort'

/** aria-sort of a sortable column header. */
export const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * A column header that sorts: the label, then the sort icon (also on right-aligned columns, so the
 * labels line up with their values). A click sorts by the column, a second click flips the direction.
 */
export function SortHeader<TSort extends string>(props: {
  label: string
  column: TSort
  sort: ListSort<TSort>
  onSortChange: (sort: ListSort<TSort>) => void
  /** Lets a two-word label break onto two lines. */
  wrap?: boolean
}) {
  const sorted = props.sort.column === props.column
  return (
    <UnstyledButton
      className={classes.sortButton}
      data-wrap={props.wrap || undefined}
      onClick={() => props.onSortChange(nextSort(props.sort, props.column))}
    >
      {props.label}
      <span aria-hidden className={classes.sortIcon} data-active={sorted || undefined}>
        {sorted ? (props.sort.direction === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </UnstyledButton>
  )
}
