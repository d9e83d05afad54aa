import { Text, Timeline } from '@mantine/core'
import { formatDateTime } from '../../../lib/format-date'
import type { Order } from '../../../shared/order-schemas'

/** The order's status changes, oldest first: who, when, and their remarks. */
export function OrderHistory({ history }: { history: Order['History'] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} color="indigo.7">
      {history.map((entry) => (
        <Timeline.Item key={`${entry.At}-${entry.Status}`} title={entry.Status}>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.At)} · {entry.By}
          </Text>
          {entry.Remarks ? (
            <Text size="sm" mt={2}>
              {entry.Remarks}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
