import type { ReactNode } from 'react'
import { ListFrame } from './list-frame'
import { ListPager } from './list-pager'
import { ListState } from './list-state'

/** Props of a paged list: the paging a list definition gives (`pagingProps`), the loading flag and the states. */
export interface PagedListProps<TSize extends number> {
  page: number
  pageSize: TSize
  total: number
  filtered: boolean
  onPageChange: (page: number) => void
  /** A page size choice ('Rows per page'); none when the list has one size. */
  sizes?: { options: readonly TSize[]; onChange: (size: TSize) => void }
  loading: boolean
  /** Shown when the list has nothing at all. */
  empty: ReactNode
  /** Shown when nothing matches the search and filters. */
  noResults: ReactNode
  /** The rows (a table or cards), given what to show in their place when there is none. */
  children: (state: ReactNode) => ReactNode
}

/** Rows in their box, with the empty, no-results and past-the-end states and the pager below. */
export function PagedList<TSize extends number>(props: PagedListProps<TSize>) {
  const { page, pageSize, total, filtered, onPageChange, sizes } = props
  return (
    <ListFrame
      loading={props.loading}
      pager={
        <ListPager
          divided
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          sizes={sizes ? { ...sizes, label: 'Rows per page' } : undefined}
        />
      }
    >
      {props.children(
        <ListState
          page={page}
          pageSize={pageSize}
          total={total}
          filtered={filtered}
          onFirstPage={() => onPageChange(1)}
          empty={props.empty}
          noResults={props.noResults}
        />,
      )}
    </ListFrame>
  )
}
