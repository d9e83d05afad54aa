import { queryOptions } from '@tanstack/react-query'
import { fetchCart } from './api'
import { cartKeys } from './query-keys'

/** Query options of the cart. */
export const cartQueries = {
  /**
   * The cart, refetched on mount, window focus and reconnect (spec point 7): it is never fresh, so
   * each of those sees prices and stock as they are now.
   */
  current: () =>
    queryOptions({
      queryKey: cartKeys.current(),
      queryFn: ({ signal }) => fetchCart(signal),
      staleTime: 0,
      refetchOnMount: true,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    }),
}
