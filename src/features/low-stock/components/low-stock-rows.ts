import type { ReactNode } from 'react'
import type { ListSort } from '../../../components/list-kit/sort'
import type { LowStockRow } from '../../../shared/low-stock-schemas'
import type { LowStockSortColumn } from '../list-search'
import type { PartnerOption, PickError, ReorderPicks } from '../reorder-picks'
import type { PickChange } from './pick-fields'

/** Props of the low-stock rows, as a table or as cards. */
export interface LowStockRowsProps {
  rows: readonly LowStockRow[]
  sort: ListSort<LowStockSortColumn>
  onSortChange: (sort: ListSort<LowStockSortColumn>) => void
  /** Set when the user may reorder: the ticked products, their errors and the partners to choose from. */
  reorder: {
    picks: ReorderPicks
    errors: ReadonlyMap<number, PickError>
    /** The partners to choose a vendor from; null when the role makes no PO (no vendor column). */
    partners: readonly PartnerOption[] | null
    onPageSelection: (ids: Set<string>) => void
    onPickChange: (productId: number, change: PickChange) => void
  } | null
  loading: boolean
  /** What shows when there is no row (see ListState). */
  empty: ReactNode
}

/** The vendor name of an id among the partners, or null. */
export const partnerName = (partners: readonly PartnerOption[], id: string | null) =>
  id === null ? null : (partners.find((partner) => partner.id === id)?.name ?? null)
