import { DotBadge } from '../../../../components/dot-badge'
import type { QuoteStatus, RfqResponseStatus } from '../../../../shared/rfq-status'

const COLORS: Record<RfqResponseStatus, string> = {
  Invited: 'gray',
  Submitted: 'blue',
  'Under Review': 'yellow',
  Shortlisted: 'violet',
  Accepted: 'green',
  Rejected: 'red',
}

/** A partner's response status (or one quote's) as a badge with a coloured dot. */
export function ResponseStatusBadge({ status }: { status: RfqResponseStatus | QuoteStatus }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
