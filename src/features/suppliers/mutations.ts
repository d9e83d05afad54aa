import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  Supplier,
  SupplierCreateInput,
  SupplierStatusUpdateInput,
  SupplierUpdateInput,
} from '../../shared/supplier-schemas'
import { addSupplier, updateSupplier, updateSupplierStatus } from './api'
import { supplierKeys } from './query-keys'

/** Stores the partner the server answered with and marks every list page stale. */
function useSettle() {
  const queryClient = useQueryClient()
  return (supplier: Supplier) => {
    queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier)
    return queryClient.invalidateQueries({ queryKey: supplierKeys.lists() })
  }
}

/** Registers a supply partner. */
export function useCreateSupplier() {
  const settle = useSettle()
  return useMutation({ mutationFn: (body: SupplierCreateInput) => addSupplier(body), onSuccess: settle })
}

/** Edits a supply partner's details. */
export function useUpdateSupplier() {
  const settle = useSettle()
  return useMutation({ mutationFn: (body: SupplierUpdateInput) => updateSupplier(body), onSuccess: settle })
}

/** Moves a supply partner along its lifecycle. */
export function useUpdateSupplierStatus() {
  const settle = useSettle()
  return useMutation({ mutationFn: (body: SupplierStatusUpdateInput) => updateSupplierStatus(body), onSuccess: settle })
}
