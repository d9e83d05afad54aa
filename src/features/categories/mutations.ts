import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '../products/query-keys'
import { addCategory, type CategoryCreateBody, type CategoryUpdateBody, deleteCategory, updateCategory } from './api'
import { categoryKeys } from './query-keys'

/** Creates a category; every category list (selectors included) is stale after it. */
export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CategoryCreateBody) => addCategory(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
  })
}

/**
 * Updates a category: its detail, the category lists, and the product lists (they show category names).
 * The detail is only marked stale: refetched now, it would remount the open form (keyed by UpdatedAt)
 * before the form's own success callbacks ran, losing the toast and the way back to the list.
 */
export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CategoryUpdateBody) => updateCategory(body),
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.detail(body.category_id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ]),
  })
}

/** Deletes a category (the server refuses while it has subcategories or products). */
export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: categoryKeys.lists() })
    },
  })
}
