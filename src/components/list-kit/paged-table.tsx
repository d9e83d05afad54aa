import { ListTable, type ListTableProps } from './list-table'
import { PagedList, type PagedListProps } from './paged-list'

/** Props of a paged table: the table's own, the paging a list definition gives (`pagingProps`), and the states. */
export interface PagedTableProps<TRow, TSort extends string, TSize extends number>
  extends Omit<ListTableProps<TRow, TSort>, 'state' | 'loading'>,
    Omit<PagedListProps<TSize>, 'children' | 'sizes'> {
  sizes: NonNullable<PagedListProps<TSize>['sizes']>
}

/** A list table in its box, with the empty, no-results and past-the-end states and the pager with page sizes. */
export function PagedTable<TRow, TSort extends string, TSize extends number>(
  props: PagedTableProps<TRow, TSort, TSize>,
) {
  const { page, pageSize, total, filtered, onPageChange, sizes, empty, noResults, loading, ...table } = props
  return (
    <PagedList
      page={page}
      pageSize={pageSize}
      total={total}
      filtered={filtered}
      onPageChange={onPageChange}
      sizes={sizes}
      loading={loading}
      empty={empty}
      noResults={noResults}
    >
      {(state) => <ListTable {...table} loading={loading} state={state} />}
    </PagedList>
  )
}
