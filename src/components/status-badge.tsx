import { Badge } from '@mantine/core'
import type { CatalogueStatus } from '../shared/catalogue-enums'

const COLORS: Record<CatalogueStatus, string> = { Active: 'green', Inactive: 'gray', Archived: 'orange' }

/** A category or product status as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function StatusBadge({ status }: { status: CatalogueStatus }) {
  return (
    <Badge variant="dot" color={COLORS[status]} tt="none" fw={600} miw="max-content">
      {status}
    </Badge>
  )
}
