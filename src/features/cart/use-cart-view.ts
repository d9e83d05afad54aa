import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { applyPendingCart, type CartView } from '../../lib/offline/cart-overlay'
import { pendingOf } from '../../lib/offline/outbox-client'
import { useSessionUser } from '../../lib/session-store'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import type { Cart } from '../../shared/cart-schemas'
import { cartScope, type OutboxState } from '../../shared/outbox-protocol'
import { productInfoFromCache, useOutboxState } from '../offline/pending-hooks'
import { cartQueries } from './queries'

/** The cart as shown: the server's cart with this user's pending cart writes applied on top. */
function useOverlay(cart: Cart | undefined): CartView | undefined {
  const queryClient = useQueryClient()
  const userId = useSessionUser()?.UserID
  const outbox: OutboxState = useOutboxState()
  const pending = useMemo(
    () => (userId && outbox.userId === userId ? pendingOf(outbox, cartScope(userId)) : []),
    [outbox, userId],
  )
  return useMemo(
    () => (cart ? applyPendingCart(cart, pending, (id) => productInfoFromCache(queryClient, id)) : undefined),
    [cart, pending, queryClient],
  )
}

/** The cart page's cart (suspends until the server's cart, or the saved one, is there). */
export function useCartView(): CartView {
  const { data } = useSuspenseQuery(cartQueries.current())
  return useOverlay(data) as CartView
}

/** The cart for the header count; undefined while unknown. Asked for once the first screen has painted (a saved cart shows at once). */
export function useCartViewIfKnown(): CartView | undefined {
  const { data } = useQuery({ ...cartQueries.current(), enabled: useAfterFirstPaint() })
  return useOverlay(data)
}
