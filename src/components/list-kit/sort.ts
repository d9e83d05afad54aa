/** Sort direction of a list column. */
export type SortDirection = 'asc' | 'desc'

/** The sort a list is in: a column and a direction. */
export interface ListSort<TColumn extends string> {
  column: TColumn
  direction: SortDirection
}

/** Sort after a click on a column header: the same column flips, another starts ascending. */
export function nextSort<TColumn extends string>(current: ListSort<TColumn>, column: TColumn): ListSort<TColumn> {
  if (current.column !== column) return { column, direction: 'asc' }
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}
