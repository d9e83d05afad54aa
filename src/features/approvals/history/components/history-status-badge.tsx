import { DotBadge } from '../../../../components/dot-badge'
import type { ApprovalHistoryRow } from '../../../../shared/approval-request-schemas'

const COLORS: Record<ApprovalHistoryRow['status'], string> = {
  Approved: 'green',
  Rejected: 'red',
  'Sent Back': 'orange',
}

/** A decision's status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function HistoryStatusBadge({ status }: { status: ApprovalHistoryRow['status'] }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
