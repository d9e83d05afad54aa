import { api, dataOf } from '../../lib/api-client'
import {
  type CreatePoFromLowStockInput,
  type LowStockQuery,
  LowStockRowSchema,
  ReorderResultSchema,
} from '../../shared/low-stock-schemas'

/** GET get-low-stock: one page of the active products at or below their reorder level. */
export function fetchLowStock(query: LowStockQuery, signal?: AbortSignal) {
  return api.list('get-low-stock', LowStockRowSchema, { query, signal })
}

/**
 * POST create-po-from-low-stock: one Draft PO per vendor. Each PO carries the poId the dialog made,
 * so sending the same reorder again (a double click, a retry) makes nothing new. Not kept offline.
 */
export async function createPosFromLowStock(body: CreatePoFromLowStockInput) {
  return dataOf(await api.post('create-po-from-low-stock', ReorderResultSchema, { body }))
}
