import type { ReactNode } from 'react'
import { ListFrame } from './list-frame'
import { ListPager } from './list-pager'
import { ListState } from './list-state'
import { ListTable, type ListTableProps } from './list-table'

/** Props of a paged table: the table's own, the paging a list definition gives (`pagingProps`), and the states. */
export interface PagedTableProps<TRow, TSort extends string, TSize extends number>
  extends Omit<ListTableProps<TRow, TSort>, 'state'> {
  page: number
  pageSize: TSize
  total: number
  filtered: boolean
  onPageChange: (page: number) => void
  sizes: { options: readonly TSize[]; onChange: (size: TSize) => void }
  loading: boolean
  /** Shown when the list has nothing at all. */
  empty: ReactNode
  /** Shown when nothing matches the search and filters. */
  noResults: ReactNode
}

/** A list table in its box, with the empty, no-results and past-the-end states and the pager with page sizes. */
export function PagedTable<TRow, TSort extends string, TSize extends number>(
  props: PagedTableProps<TRow, TSort, TSize>,
) {
  const { page, pageSize, total, filtered, onPageChange, sizes, empty, noResults, ...table } = props
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
          sizes={{ ...sizes, label: 'Rows per page' }}
        />
      }
    >
      <ListTable
        {...table}
        state={
          <ListState
            page={page}
            pageSize={pageSize}
            total={total}
            filtered={filtered}
            onFirstPage={() => onPageChange(1)}
            empty={empty}
            noResults={noResults}
          />
        }
      />
    </ListFrame>
  )
}
