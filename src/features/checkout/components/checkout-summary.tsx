import { Group, Stack, Text } from '@mantine/core'
import { TotalsSummary } from '../../../components/totals-summary'
import { formatInr } from '../../../shared/money'
import type { MoneyTotals } from '../../../shared/totals-schema'
import type { SummaryLine } from '../../cart/cart-review'
import classes from './checkout-summary.module.css'

/** The checkout's order summary: each line with its quantity and total, then the totals with GST per rate. */
export function CheckoutSummary({ lines, totals }: { lines: readonly SummaryLine[]; totals: MoneyTotals }) {
  return (
    <Stack gap="sm">
      <ul className={classes.lines} aria-label="Items to order">
        {lines.map((line) => (
          <li key={line.CartID}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {line.Name}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.Quantity} {line.UnitsofMeasurement} × {formatInr(line.Price)}
                </Text>
              </Stack>
              <Text size="sm" fw={600} className={classes.amount}>
                {formatInr(line.Total)}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
      <TotalsSummary totals={totals} caption="Order totals" />
    </Stack>
  )
}
