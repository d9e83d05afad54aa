import { Badge, Box, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Icon } from '../../../../components/icons'
import { ButtonLink } from '../../../../components/router-links'
import { waitingCount } from '../../../../lib/offline/approval-overlay'
import { useSessionUser } from '../../../../lib/session-store'
import { plural } from '../../../../shared/plural'
import { useOutboxState } from '../../../offline/pending-hooks'
import { pendingCountQuery } from '../count-query'

/** The approvals waiting on the signed-in user: the server's count less decisions made here and not yet sent. */
function useWaitingCount(): number {
  const { data } = useQuery(pendingCountQuery())
  const outbox = useOutboxState()
  const user = useSessionUser()
  const mine = outbox.userId !== null && outbox.userId === user?.UserID
  return waitingCount(data ?? 0, mine ? outbox.pending : [])
}

const waitingLabel = (count: number) => `${plural(count, 'approval', 'approvals')} waiting on you`

/** The count beside 'Pending Approvals' in the navigation; nothing while none waits. */
export function ApprovalsNavCount() {
  const count = useWaitingCount()
  if (count === 0) return null
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="indigo.7" data-testid="approvals-nav-count">
      {count}
      <VisuallyHidden>{count === 1 ? ' approval waiting' : ' approvals waiting'}</VisuallyHidden>
    </Badge>
  )
}

/** The header's way to /Pending-Approvals with the count, shown while something waits on the user. */
export function HeaderApprovalsLink() {
  const count = useWaitingCount()
  if (count === 0) return null
  return (
    <ButtonLink
      to="/Pending-Approvals"
      variant="default"
      size="xs"
      aria-label={`Pending approvals: ${waitingLabel(count)}`}
      data-testid="approvals-badge"
      leftSection={<Icon name="approvals" size={16} />}
      rightSection={
        <Badge size="sm" circle={count < 10} variant="filled" color="indigo.7">
          {count}
        </Badge>
      }
    >
      <Box component="span" visibleFrom="xs">
        Approvals
      </Box>
    </ButtonLink>
  )
}
