import type * as v from 'valibot'
import { dataTablesList } from '../../components/list-kit/datatables-list'
import { LOW_STOCK_SORT_COLUMNS, LowStockQuerySchema } from '../../shared/low-stock-schemas'

/** /Low-Stock: q (name or SKU), page, size, sort, dir, from get-low-stock's schema (biggest shortfall first). */
export const lowStockList = dataTablesList({
  wire: LowStockQuerySchema.entries,
  columns: LOW_STOCK_SORT_COLUMNS,
  params: {},
})

export type LowStockSearch = v.InferOutput<typeof lowStockList.schema>
export type LowStockSortColumn = (typeof LOW_STOCK_SORT_COLUMNS)[number]
