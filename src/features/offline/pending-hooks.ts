import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { CartProductInfo } from '../../lib/offline/cart-overlay'
import {
  EMPTY_OUTBOX_STATE,
  getOutboxState,
  outboxBadgeCount,
  subscribeOutboxEvents,
  subscribeOutboxState,
} from '../../lib/offline/outbox-client'
import type { PoLookups } from '../../lib/offline/po-overlay'
import type { StoredUser } from '../../lib/session-store'
import type { Cart } from '../../shared/cart-schemas'
import { documentLabel } from '../../shared/document-label'
import type { OutboxBroadcast, OutboxState } from '../../shared/outbox-protocol'
import type { PoRow, PurchaseOrder, UnitOfMeasure } from '../../shared/po-read-schemas'
import type { Product, ProductRow } from '../../shared/product-schemas'
import type { PendingNames } from './pending-describe'

/** The signed-in user's outbox as the service worker last broadcast it (empty without a worker). */
export function useOutboxState(): OutboxState {
  return useSyncExternalStore(subscribeOutboxState, getOutboxState, () => EMPTY_OUTBOX_STATE)
}

/**
 * How many of the signed-in user's changes wait or failed on this device: a component that needs only the
 * count (the layout's logout) re-renders when it changes, not at every broadcast of the outbox.
 */
export function useOutboxCount(): number {
  return useSyncExternalStore(
    subscribeOutboxState,
    () => outboxBadgeCount(getOutboxState()),
    () => 0,
  )
}

/** Calls `listener` with each outbox event while mounted (the latest listener, without resubscribing). */
export function useOutboxEvents(listener: (event: OutboxBroadcast) => void): void {
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => subscribeOutboxEvents((event) => latest.current(event)), [])
}

type Rows<T> = { data?: T[] } | T[] | T | undefined

/** Every record of one shape found in the cached queries under `prefix` (list pages and details alike). */
function cached<T>(queryClient: QueryClient, prefix: readonly unknown[], has: (x: unknown) => x is T): T[] {
  const found: T[] = []
  for (const [, data] of queryClient.getQueriesData<Rows<T>>({ queryKey: prefix })) {
    if (data === undefined || data === null) continue
    if (Array.isArray(data)) found.push(...data.filter(has))
    else if (has(data)) found.push(data)
    else if (typeof data === 'object' && 'data' in data && Array.isArray(data.data))
      found.push(...data.data.filter(has))
  }
  return found
}

const isProduct = (x: unknown): x is ProductRow | Product =>
  typeof x === 'object' && x !== null && typeof (x as ProductRow).ProductID === 'number' && 'Price' in x
const isPoRow = (x: unknown): x is PoRow | PurchaseOrder =>
  typeof x === 'object' && x !== null && typeof (x as PoRow).poId === 'string' && 'poNumber' in x
const isPendingApproval = (x: unknown): x is { pendingId: string; approvalType: string; documentNumber: string } =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { pendingId: unknown }).pendingId === 'string' &&
  'documentNumber' in x
const isVendor = (x: unknown): x is { id: string; name: string } =>
  typeof x === 'object' && x !== null && typeof (x as { id: unknown }).id === 'string' && 'name' in x
const isUnit = (x: unknown): x is UnitOfMeasure =>
  typeof x === 'object' && x !== null && typeof (x as UnitOfMeasure).id === 'number' && 'name' in x

/** What a line added offline shows of its product, from whatever product the page has cached. */
export function productInfoFromCache(queryClient: QueryClient, productId: number): CartProductInfo | undefined {
  const product = cached(queryClient, ['products'], isProduct).find((p) => p.ProductID === productId)
  if (!product) return undefined
  return {
    Name: product.Name,
    SKU: product.SKU,
    Thumbnail: product.Thumbnail,
    UnitsofMeasurement: product.UnitsofMeasurement,
    CurrentPrice: product.Price,
    TaxPercentage: product.TaxPercentage,
    Stock: product.Stock,
    ProductStatus: product.Status,
  }
}

/** Names for the pending-changes panel, looked up in the query cache. */
export function cacheNames(queryClient: QueryClient): PendingNames {
  return {
    product: (id) => productInfoFromCache(queryClient, id)?.Name,
    cartLine: (cartId) =>
      queryClient.getQueryData<Cart>(['cart', 'current'])?.CartItems.find((l) => l.CartID.toLowerCase() === cartId)
        ?.Name,
    poNumber: (poId) => {
      const po = cached(queryClient, ['purchase-orders'], isPoRow).find((p) => p.poId.toLowerCase() === poId)
      return po?.poNumber || undefined
    },
    approval: (approvalId) => {
      const row = cached(queryClient, ['approvals'], isPendingApproval).find(
        (a) => a.pendingId.toLowerCase() === approvalId,
      )
      return row ? documentLabel(row.approvalType, row.documentNumber) : undefined
    },
  }
}

/** Names a PO made or edited offline shows (vendor, units), and the user it is made by. */
export function poLookupsFromCache(queryClient: QueryClient, user: StoredUser): PoLookups {
  return {
    user: { id: user.UserID, name: user.FullName, role: user.Role },
    vendorName: (vendorId) =>
      cached(queryClient, ['suppliers'], isVendor).find((s) => s.id === vendorId)?.name ??
      cached(queryClient, ['purchase-orders'], isPoRow).find((p) => p.vendorId === vendorId)?.vendorName,
    unitName: (unitId) =>
      cached(queryClient, ['purchase-orders', 'units-of-measure'], isUnit).find((u) => u.id === unitId)?.name,
  }
}

/** The query client, for the lookups above. */
export const usePendingQueryClient = useQueryClient
