import type { ListSort } from '../../../components/list-kit/sort'

/** The budget screens' lists are short and kept in the server's order: no column sorts. */
export const NO_SORT: ListSort<string> = { column: '', direction: 'asc' }
export const noSortChange = (): void => {}
