import { DotBadge } from '../../../components/dot-badge'
import type { SupplierStatus } from '../../../shared/supplier-status'

const COLORS: Record<SupplierStatus, string> = {
  'Pending Onboarding': 'yellow',
  Active: 'green',
  Inactive: 'gray',
  Rejected: 'red',
}

/** A supply partner's status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
