import { Stack, Text } from '@mantine/core'
import type { CartItem } from '../../../shared/cart-schemas'
import { formatInr } from '../../../shared/money'
import { quantityWithUnit } from '../../../shared/plural'

const FLAG_SHAPE = { borderRadius: 'var(--mantine-radius-sm)', alignSelf: 'flex-start' } as const

/** What changed on a cart line since it was added: unavailable, short of stock, or a new price. */
export function CartLineFlags({ line }: { line: CartItem }) {
  if (line.Unavailable) {
    return (
      <Text size="sm" c="red.8" fw={600}>
        No longer available. Remove it to check out.
      </Text>
    )
  }
  return (
    <Stack gap={2}>
      {line.StockShort ? (
        <Text size="sm" c="red.8" fw={600}>
          Only {quantityWithUnit(line.Stock, line.UnitsofMeasurement)} in stock. Lower the quantity to check out.
        </Text>
      ) : null}
      {line.PriceChanged ? (
        // Dark text on light orange: Mantine's orange text stays under 4.5:1 on white.
        <Text size="sm" c="gray.9" bg="orange.1" fw={600} px={6} style={FLAG_SHAPE}>
          Price changed: now {formatInr(line.CurrentPrice)} (was {formatInr(line.UnitPrice)})
        </Text>
      ) : null}
    </Stack>
  )
}
