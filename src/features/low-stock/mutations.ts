import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatePoFromLowStockInput } from '../../shared/low-stock-schemas'
import { poKeys } from '../purchase-orders/query-keys'
import { createPosFromLowStock } from './api'

/** create-po-from-low-stock; the PO lists (and their vendor and number filters) are stale after it. */
export function useCreatePosFromLowStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreatePoFromLowStockInput) => createPosFromLowStock(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: poKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: poKeys.filterOptions() }),
      ]),
  })
}
