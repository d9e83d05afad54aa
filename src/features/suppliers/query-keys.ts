import type { SupplierListQuery } from '../../shared/supplier-schemas'

/** Query keys of supply partners: `lists()` is the family of every list page. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  lists: () => [...supplierKeys.all, 'list'] as const,
  list: (query: SupplierListQuery) => [...supplierKeys.lists(), query] as const,
  details: () => [...supplierKeys.all, 'detail'] as const,
  detail: (id: string) => [...supplierKeys.details(), id] as const,
}
