import { DotBadge } from '../../../../components/dot-badge'
import type { PoStatus } from '../../../../shared/po-status'
import { PO_STATUS_COLORS } from '../po-status-style'

/** A PO status as a badge with a coloured dot; the text stays dark, for AA contrast on every row tint. */
export function PoStatusBadge({ status }: { status: PoStatus }) {
  return (
    <DotBadge color={PO_STATUS_COLORS[status]} onTint>
      {status}
    </DotBadge>
  )
}
