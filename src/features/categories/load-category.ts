import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { parseCategoryId } from './category-id'
import { categoryQueries } from './queries'

/** Checks a route's category id: a bad one shows 'Invalid category ID' and goes back to the list. */
export function requireCategoryId(raw: string, preload: boolean): number {
  const id = parseCategoryId(raw)
  if (id !== null) return id
  if (!preload) formToast.error('Invalid category ID')
  throw redirect({ to: '/Manage-Category', replace: true })
}

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
