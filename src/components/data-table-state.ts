import { formatCount } from '../shared/number-format'
import { plural } from '../shared/plural'

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

/** Number of pages for a total, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** True when a page lies beyond the last one while there are records (`?page=99` of a short list). */
export function isPastTheEnd(page: number, pageSize: number, total: number): boolean {
  return total > 0 && (page - 1) * pageSize >= total
}

/** 'Showing 11–20 of 42' for a 1-based page; counts grouped as prices are (1,234). */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No records'
  if (isPastTheEnd(page, pageSize, total)) {
    return `${plural(total, 'record', 'records')} on ${plural(pageCount(total, pageSize), 'page', 'pages')}`
  }
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
}

/** Page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
