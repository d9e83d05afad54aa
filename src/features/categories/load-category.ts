import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { categoryQueries } from './queries'

/** Loads a category for a route; one that does not exist shows a toast and goes back to the list. */
export async function loadCategory(queryClient: QueryClient, id: number, preload: boolean) {
  try {
    return await queryClient.ensureQueryData(categoryQueries.detail(id))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    if (!preload) formToast.error('Category not found')
    throw redirect({ to: '/Manage-Category', replace: true })
  }
}
