import type { LowStockQuery } from '../../shared/low-stock-schemas'

/** Query keys of the low-stock list: `lists()` is the family of every page. */
export const lowStockKeys = {
  all: ['low-stock'] as const,
  lists: () => [...lowStockKeys.all, 'list'] as const,
  list: (query: LowStockQuery) => [...lowStockKeys.lists(), query] as const,
}
