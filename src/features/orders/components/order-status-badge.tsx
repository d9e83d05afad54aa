import { DotBadge } from '../../../components/dot-badge'
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
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
