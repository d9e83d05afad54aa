import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client'
import { rfqKeys } from '../query-keys'
import { fetchSupplierView, type SupplierLink } from './api'

/** A refused link (403, 404, 400) is final; only a call that got no answer is tried again. */
const retryOnlyOffline = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiError && error.status === 0

/** What one supplier link shows, keyed by its token; never saved to a signed-in staff member's offline cache (it holds the link). */
export const supplierViewQuery = (link: SupplierLink) =>
  queryOptions({
    queryKey: rfqKeys.supplierView(link.token),
    queryFn: ({ signal }) => fetchSupplierView(link, signal),
    retry: retryOnlyOffline,
    meta: { persist: false },
  })
