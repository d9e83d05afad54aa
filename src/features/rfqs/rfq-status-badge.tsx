import { DotBadge } from '../../components/dot-badge'
import type { RfqStatus } from '../../shared/rfq-status'

const COLORS: Record<RfqStatus, string> = {
  Draft: 'gray',
  'Pending Approval': 'yellow',
  Sent: 'blue',
  'Closed for bids': 'orange',
  'Under Evaluation': 'violet',
  Awarded: 'green',
  Cancelled: 'red',
}

/** An RFQ's status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
