import { Badge } from '@mantine/core'
import type { OrderStatus } from '../../../shared/order-status'

const COLORS: Record<OrderStatus, string> = {
  Placed: 'blue',
  'Pending Approval': 'orange',
  Approved: 'teal',
  Fulfilled: 'green',
  Cancelled: 'gray',
}

/** An order's status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="dot" color={COLORS[status]} tt="none" fw={600} miw="max-content">
      {status}
    </Badge>
  )
}
