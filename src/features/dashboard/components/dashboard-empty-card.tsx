import { Card } from '@mantine/core'
import { ListMessage } from '../../../components/list-kit/list-state'
import { ButtonLink } from '../../../components/router-links'
import type { DashboardEmpty } from '../dashboard-empty'
import { figureLink } from '../figure-link'

/** The dashboard of a role with nothing to show yet: what it will show, and the first thing to do. */
export function DashboardEmptyCard({ empty }: { empty: DashboardEmpty }) {
  return (
    <Card withBorder radius="md" padding="md">
      <ListMessage
        title={empty.title}
        description={empty.description}
        action={<ButtonLink {...figureLink(empty.action.href)}>{empty.action.label}</ButtonLink>}
      />
    </Card>
  )
}
