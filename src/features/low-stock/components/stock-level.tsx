import { Stack, Text } from '@mantine/core'
import type { LowStockRow } from '../../../shared/low-stock-schemas'

/** What the stock column is called: the stock, then the level at which to reorder. */
export const STOCK_HEADER = 'Stock vs reorder level'

/** Stock against the reorder level, "0 of 10", with "Out of stock" in red when nothing is left. */
export function StockLevel({ row }: { row: LowStockRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm" span>
        {row.Stock} of {row.ReorderLevel}
      </Text>
      {row.Stock <= 0 ? (
        <Text size="xs" span c="red.9" fw={600}>
          Out of stock
        </Text>
      ) : null}
    </Stack>
  )
}
