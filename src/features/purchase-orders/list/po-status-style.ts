import type { PoStatus } from '../../../shared/po-status'

/**
 * The colour of each PO status: the badge's dot and the row's tint and edge. Rows get the
 * palette's lightest shade (index 0), so dark text keeps AA contrast on every one.
 */
export const PO_STATUS_COLORS: Record<PoStatus, string> = {
  Draft: 'gray',
  'Pending Approval': 'yellow',
  Approved: 'teal',
  Issued: 'blue',
  'Partially Delivered': 'cyan',
  'Fully Delivered': 'green',
  Closed: 'violet',
  Rejected: 'red',
  Cancelled: 'orange',
}

/** The background and left edge of a table row for a status. */
export function poRowStyle(status: PoStatus) {
  const color = PO_STATUS_COLORS[status]
  return {
    backgroundColor: `var(--mantine-color-${color}-0)`,
    boxShadow: `inset 4px 0 0 var(--mantine-color-${color}-6)`,
  }
}
