import { Stack, Text } from '@mantine/core'
import type { CartItem } from '../../../shared/cart-schemas'
import { formatInr } from '../../../shared/money'

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
          Only {line.Stock} {line.UnitsofMeasurement} in stock. Lower the quantity to check out.
        </Text>
      ) : null}
      {line.PriceChanged ? (
        <Text size="sm" c="orange.9" fw={600}>
          Price changed: now {formatInr(line.CurrentPrice)} (was {formatInr(line.UnitPrice)})
        </Text>
      ) : null}
    </Stack>
  )
}
