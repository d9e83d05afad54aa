import { ApiError, api, dataOf } from '../../lib/api-client'
import {
  type SupplierCreateInput,
  type SupplierListQuery,
  SupplierSchema,
  type SupplierStatusUpdateInput,
  type SupplierUpdateInput,
} from '../../shared/supplier-schemas'

/**
 * Spec point 6: the supply-partner client logs a 401 and passes the error, with its status, on to
 * the caller (the shared client has already signed the user out).
 */
async function logged<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) console.error(`${call}: 401 ${error.message}`)
    throw error
  }
}

/** GET get-all-vendors: one page of supply partners. */
export function fetchSuppliers(query: SupplierListQuery, signal?: AbortSignal) {
  return logged('get-all-vendors', () => api.list('get-all-vendors', SupplierSchema, { query, signal }))
}

/** GET get-vendor-by-id: one partner with its version. */
export function fetchSupplier(id: string, signal?: AbortSignal) {
  return logged('get-vendor-by-id', async () =>
    dataOf(await api.get('get-vendor-by-id', SupplierSchema, { query: { id }, signal })),
  )
}

/** POST add-supplier-partner; the body carries the client's id, so a repeat registers nothing new. */
export function addSupplier(body: SupplierCreateInput) {
  return logged('add-supplier-partner', async () =>
    dataOf(await api.post('add-supplier-partner', SupplierSchema, { body })),
  )
}

/** POST update-supplier-partner; 409 with the current partner when the version is stale. */
export function updateSupplier(body: SupplierUpdateInput) {
  return logged('update-supplier-partner', async () =>
    dataOf(await api.post('update-supplier-partner', SupplierSchema, { body })),
  )
}

/** POST update-supplier-status: activate, reject, deactivate or reactivate. */
export function updateSupplierStatus(body: SupplierStatusUpdateInput) {
  return logged('update-supplier-status', async () =>
    dataOf(await api.post('update-supplier-status', SupplierSchema, { body })),
  )
}
