import { Stack, Text } from '@mantine/core'
import { amountColumn, type ListColumn, ListTable } from '../../../components/list-kit/list-table'
import type { LowStockRow } from '../../../shared/low-stock-schemas'
import type { LowStockSortColumn } from '../list-search'
import { defaultVendorId } from '../reorder-picks'
import { type LowStockRowsProps, partnerName } from './low-stock-rows'
import { PickQuantity, PickVendor } from './pick-fields'
import { STOCK_HEADER, StockLevel } from './stock-level'

type Column = ListColumn<LowStockRow, LowStockSortColumn>

const PRODUCT: Column = {
  key: 'name',
  header: 'Product',
  sortKey: 'Name',
  render: (row) => (
    <Text size="sm" fw={600}>
      {row.Name}
    </Text>
  ),
}
const SKU: Column = { key: 'sku', header: 'SKU', sortKey: 'SKU', nowrap: true, render: (row) => row.SKU }
const CATEGORY: Column = {
  key: 'category',
  header: 'Category',
  sortKey: 'CategoryName',
  render: (row) => row.CategoryName ?? '',
}
const STOCK: Column = {
  key: 'stock',
  header: STOCK_HEADER,
  sortKey: 'Stock',
  nowrap: true,
  render: (row) => <StockLevel row={row} />,
}

/** The columns: what a reader sees, and for a buyer the quantity and vendor fields of each ticked row. */
function columns(reorder: LowStockRowsProps['reorder']): Column[] {
  if (!reorder) {
    return [
      PRODUCT,
      SKU,
      CATEGORY,
      STOCK,
      amountColumn('quantity', 'Suggested quantity', (row) => row.SuggestedQuantity),
    ]
  }
  const { picks, errors, partners, onPickChange } = reorder
  const quantity: Column = {
    key: 'quantity',
    header: 'Quantity to order',
    align: 'right',
    render: (row) => {
      const pick = picks.get(row.ProductID)
      if (!pick) return <Text size="sm">{row.SuggestedQuantity}</Text>
      return (
        <Stack align="flex-end">
          <PickQuantity
            pick={pick}
            error={errors.get(row.ProductID)}
            onChange={(change) => onPickChange(row.ProductID, change)}
          />
        </Stack>
      )
    },
  }
  if (partners === null) return [PRODUCT, SKU, CATEGORY, STOCK, quantity]
  const vendor: Column = {
    key: 'vendor',
    header: 'Vendor',
    render: (row) => {
      const pick = picks.get(row.ProductID)
      if (!pick) {
        return (
          <Text size="sm" c="gray.7">
            {partnerName(partners, defaultVendorId(row, partners)) ?? 'Tick to choose'}
          </Text>
        )
      }
      return (
        <PickVendor
          pick={pick}
          partners={partners}
          error={errors.get(row.ProductID)}
          onChange={(change) => onPickChange(row.ProductID, change)}
        />
      )
    },
  }
  return [PRODUCT, SKU, CATEGORY, STOCK, quantity, vendor]
}

/** The low-stock table: sortable headers and, for a buyer, a checkbox per row and the ticked rows' fields. */
export function LowStockTable({ rows, sort, onSortChange, reorder, loading, empty }: LowStockRowsProps) {
  const selected = new Set(rows.filter((row) => reorder?.picks.has(row.ProductID)).map((row) => String(row.ProductID)))
  return (
    <ListTable
      caption="Products at or below their reorder level"
      columns={columns(reorder)}
      rows={rows}
      rowKey={(row) => row.ProductID}
      sort={sort}
      onSortChange={onSortChange}
      selection={
        reorder
          ? {
              selected,
              onChange: reorder.onPageSelection,
              idOf: (row) => String(row.ProductID),
              rowLabel: (row) => `Select ${row.Name}`,
              allLabel: 'Select all products on this page',
            }
          : undefined
      }
      loading={loading}
      state={empty}
      minWidth={reorder ? 1000 : 760}
      dense
    />
  )
}
