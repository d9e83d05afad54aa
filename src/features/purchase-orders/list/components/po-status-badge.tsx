import { Badge } from '@mantine/core'
import type { PoStatus } from '../../../../shared/po-status'
import { PO_STATUS_COLORS } from '../po-status-style'

/** A PO status as a badge with a coloured dot; the text stays dark, for AA contrast on every row tint. */
export function PoStatusBadge({ status }: { status: PoStatus }) {
  return (
    <Badge variant="dot" color={PO_STATUS_COLORS[status]} tt="none" fw={600} miw="max-content" bg="white">
      {status}
    </Badge>
  )
}
