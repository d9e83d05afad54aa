import type { PoListQuery } from '../../shared/po-list-query'

/**
 * Query keys of purchase orders, shared by the list and the form: `lists()` is the family of every
 * list page (every tab and filter), `detail(id)` one PO. A write invalidates `lists()` and the
 * detail of the PO it changed; `filterOptions()` (PO numbers, vendors, creators) after a create.
 */
export const poKeys = {
  all: ['purchase-orders'] as const,
  lists: () => [...poKeys.all, 'list'] as const,
  list: (query: PoListQuery) => [...poKeys.lists(), query] as const,
  details: () => [...poKeys.all, 'detail'] as const,
  detail: (id: string) => [...poKeys.details(), id] as const,
  filterOptions: () => [...poKeys.all, 'filter-options'] as const,
  unitsOfMeasure: () => [...poKeys.all, 'units-of-measure'] as const,
}
