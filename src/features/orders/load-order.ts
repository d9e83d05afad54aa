import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { orderQueries } from './queries'

/** Loads an order for its detail page; one the user cannot see (or that does not exist) goes back to /orders. */
export async function loadOrder(queryClient: QueryClient, id: string, preload: boolean) {
  try {
    return await queryClient.ensureQueryData(orderQueries.detail(id))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    if (!preload) formToast.error('Order not found')
    throw redirect({ to: '/orders', replace: true })
  }
}
