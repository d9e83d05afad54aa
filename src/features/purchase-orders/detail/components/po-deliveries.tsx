import { List, Stack, Text } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import type { PurchaseOrder } from '../../../../shared/po-read-schemas'

/** The goods receipts recorded against the PO, oldest first, with what each brought per line. */
export function PoDeliveries({ po }: { po: PurchaseOrder }) {
  if (po.deliveries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No delivery recorded yet.
      </Text>
    )
  }
  const lines = new Map(po.products.map((line) => [line.LineID, line]))
  return (
    <Stack gap="sm">
      {po.deliveries.map((delivery) => (
        <Stack key={delivery.deliveryId} gap={2}>
          <Text size="sm" fw={600}>
            {formatDateTime(delivery.at)} · {delivery.by}
          </Text>
          <List size="sm" spacing={2}>
            {delivery.lines.map((received) => {
              const line = lines.get(received.lineId)
              return (
                <List.Item key={received.lineId}>
                  {line?.Particular ?? 'A line since removed'}: {received.quantity} {line?.UOMName ?? ''}
                </List.Item>
              )
            })}
          </List>
          {delivery.remarks ? (
            <Text size="sm" c="dimmed">
              {delivery.remarks}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  )
}
