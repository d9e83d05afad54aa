import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { productQueries } from './queries'

/**
 * Loads a product for the edit route. One that does not exist goes back to the list; one that
 * cannot be read shows 'Error loading product data' (spec point 8) and the route's error view.
 */
export async function loadProduct(queryClient: QueryClient, id: number, preload: boolean) {
  try {
    return await queryClient.ensureQueryData(productQueries.detail(id))
  } catch (error) {
    if (preload) throw error
    if (error instanceof ApiError && error.status === 404) {
      formToast.error('Product not found')
      throw redirect({ to: '/Manage-Product', replace: true })
    }
    formToast.error('Error loading product data')
    throw error
  }
}
