import type { PoRow } from '../../../shared/po-read-schemas'
import { type PoTab, statusesOfTab } from '../../../shared/po-status'

/**
 * Which POs made offline the list shows above the server's rows: those of the current tab, on the
 * first page, while no filter is on (a filter's match is the server's to decide once it has the PO).
 */
export function showPendingNew(tab: PoTab, page: number, filtersOn: boolean): (row: Pick<PoRow, 'status'>) => boolean {
  const statuses: readonly string[] = statusesOfTab(tab)
  return (row) => page === 0 && !filtersOn && statuses.includes(row.status)
}
