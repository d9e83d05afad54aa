import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { productQueries } from '../products/queries'

/** Loads a product for its shop page; one that does not exist goes back to the catalogue. */
export async function loadShopProduct(queryClient: QueryClient, id: number, preload: boolean) {
  try {
    return await queryClient.ensureQueryData(productQueries.detail(id))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    if (!preload) formToast.error('Product not found')
    throw redirect({ to: '/catalogue', replace: true })
  }
}
