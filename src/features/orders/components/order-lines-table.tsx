import { Table, Text, VisuallyHidden } from '@mantine/core'
import { AnchorLink } from '../../../components/router-links'
import { formatInr } from '../../../shared/money'
import type { Order } from '../../../shared/order-schemas'

const NOWRAP = { whiteSpace: 'nowrap' } as const

/** The order's lines as they were priced when it was placed. */
export function OrderLinesTable({ lines }: { lines: Order['Lines'] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <VisuallyHidden component="caption">Order lines</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Line total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.LineID}>
              <Table.Td>
                <AnchorLink
                  to="/Product-Detail/$productid"
                  params={{ productid: String(line.ProductID) }}
                  size="sm"
                  fw={600}
                >
                  {line.Name}
                </AnchorLink>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Text size="sm" ff="monospace">
                  {line.SKU}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {line.Quantity} {line.UnitsofMeasurement}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatInr(line.UnitPrice)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {line.TaxPercentage}%
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} fw={600}>
                {formatInr(line.LineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
