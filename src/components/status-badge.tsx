import type { CatalogueStatus } from '../shared/catalogue-enums'
import { DotBadge } from './dot-badge'

const COLORS: Record<CatalogueStatus, string> = { Active: 'green', Inactive: 'gray', Archived: 'orange' }

/** A category or product status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function StatusBadge({ status }: { status: CatalogueStatus }) {
  return <DotBadge color={COLORS[status]}>{status}</DotBadge>
}
