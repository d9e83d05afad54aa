import { Table, Text, VisuallyHidden } from '@mantine/core'
import { formatInr } from '../shared/money'
import type { MoneyTotals } from '../shared/totals-schema'

const AMOUNT = { whiteSpace: 'nowrap', textAlign: 'right' } as const

/** Subtotal, GST per rate (with the amount it was charged on) and the grand total, as table rows. */
export function TotalsSummary({ totals, caption }: { totals: MoneyTotals; caption: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            Subtotal
          </Table.Th>
          <Table.Td style={AMOUNT}>{formatInr(totals.Subtotal)}</Table.Td>
        </Table.Tr>
        {totals.GstByRate.map((rate) => (
          <Table.Tr key={rate.Rate}>
            <Table.Th scope="row" fw={500}>
              GST {rate.Rate}%{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                on {formatInr(rate.Taxable)}
              </Text>
            </Table.Th>
            <Table.Td style={AMOUNT}>{formatInr(rate.Gst)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Table.Th scope="row" fz="md" fw={700} pt="sm">
            Total
          </Table.Th>
          <Table.Td style={AMOUNT} fz="md" fw={700} pt="sm">
            {formatInr(totals.Total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
