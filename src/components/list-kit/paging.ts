import { formatCount } from '../../shared/number-format'
import { plural } from '../../shared/plural'

/** Page sizes a table offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

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

/** What the pager says: the rows shown and, on a real page, 'Page 2 of 5'. */
export function pagerText(page: number, pageSize: number, total: number): string {
  const range = rangeText(page, pageSize, total)
  if (total === 0 || isPastTheEnd(page, pageSize, total)) return range
  return `${range} · Page ${formatCount(page)} of ${formatCount(pageCount(total, pageSize))}`
}

/** The page to show after deleting a row: the previous one when the deleted row was the last on its page. */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage <= 1 && page > 1 ? page - 1 : page
}

/** Why a page of a list has no row: nothing at all, nothing matching the filters, or a page past the end. */
export type ListStateKind = 'empty' | 'no-results' | 'past-the-end'

/** Which state an empty page of a list is in, from the 1-based page, its size, the matching count and the filters. */
export function listStateKind(page: number, pageSize: number, total: number, filtered: boolean): ListStateKind {
  if (isPastTheEnd(page, pageSize, total)) return 'past-the-end'
  return filtered ? 'no-results' : 'empty'
}
