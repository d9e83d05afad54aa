import type { QueryKey } from '@tanstack/react-query'
import type { DeviceSearch } from '../../lib/device-matches'
import type { Supplier } from '../../shared/supplier-schemas'
import { supplierKeys } from './query-keys'

/** A cached page of supply partners. */
interface SupplierPage {
  data: readonly Supplier[]
}

/** True for a cached list of Active partners only (a list of all, or of another status, may hold partners no PO may go to). */
function listsActive(queryKey: QueryKey): boolean {
  const query = queryKey[2]
  return typeof query === 'object' && query !== null && 'status' in query && query.status === 'Active'
}

/**
 * Searching the Active partners the device has, when the server cannot be reached: every cached
 * list of Active partners, matched on what the server matches (name, GSTIN, e-mail).
 */
export const activePartnersOnDevice = (limit: number): DeviceSearch<SupplierPage, Supplier> => ({
  family: supplierKeys.lists(),
  accepts: listsActive,
  rowsOf: (page) => page.data,
  idOf: (partner) => partner.id,
  textsOf: (partner) => [partner.name, partner.email, partner.gstin ?? ''],
  limit,
})
