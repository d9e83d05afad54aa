import { EmptyState, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { listStateKind, pageCount } from './paging'
import { PastTheEnd } from './past-the-end'

/** Props of the state of a list page without rows. */
export interface ListStateProps {
  /** The page shown (from 1), its size and the records matching the filters. */
  page: number
  pageSize: number
  total: number
  /** Whether a search or filter narrows the list. */
  filtered: boolean
  onFirstPage: () => void
  /** Shown when the list has nothing at all. */
  empty: ReactNode
  /** Shown when nothing matches the search and filters. */
  noResults: ReactNode
}

/**
 * Why a page of a list has no row, and the way on: nothing yet, nothing matching the filters, or a
 * page past the end (`?page=99` of a short list), which is not "empty" and links to the first page.
 */
export function ListState(props: ListStateProps) {
  const kind = listStateKind(props.page, props.pageSize, props.total, props.filtered)
  if (kind === 'past-the-end') {
    return (
      <PastTheEnd page={props.page} pages={pageCount(props.total, props.pageSize)} onFirstPage={props.onFirstPage} />
    )
  }
  const message = kind === 'no-results' ? props.noResults : props.empty
  return typeof message === 'string' ? (
    <Text ta="center" c="dimmed" py="xl">
      {message}
    </Text>
  ) : (
    message
  )
}

/** A list state with a title, a line of help and the one action that helps. */
export function ListMessage(props: { title: string; description: ReactNode; action?: ReactNode; order?: 2 | 3 }) {
  return (
    <EmptyState py="xl">
      <EmptyState.Title order={props.order ?? 2}>{props.title}</EmptyState.Title>
      <EmptyState.Description>{props.description}</EmptyState.Description>
      {props.action ? <EmptyState.Actions>{props.action}</EmptyState.Actions> : null}
    </EmptyState>
  )
}
