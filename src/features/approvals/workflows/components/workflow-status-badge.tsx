import { DotBadge } from '../../../../components/dot-badge'
import type { WorkflowStatus } from '../../../../shared/approval-rules'

const COLORS: Record<WorkflowStatus, string> = { Active: 'green', Inactive: 'gray', Draft: 'yellow' }

/** A workflow's status as a badge (spec: green Active, grey Inactive, yellow Draft) with a coloured dot, the text dark for AA contrast. */
export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
