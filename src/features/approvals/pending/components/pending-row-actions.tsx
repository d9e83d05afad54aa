import { Badge, Button, Group, Text } from '@mantine/core'
import { ButtonLink } from '../../../../components/router-links'
import type { ShownPendingApproval } from '../../../../lib/offline/approval-overlay'
import { PendingMarker } from '../../../offline/components/pending-marker'
import { approvalFormParams, documentLabel, type RowDecision, unsyncedDecision } from '../pending-texts'

/**
 * Approve, Reject and Open on one row; a row decided on this device and not yet taken by the server
 * shows that instead of the decisions, so it is never decided twice (a refused one is retried or
 * discarded in the pending-changes panel).
 */
export function PendingRowActions(props: {
  row: ShownPendingApproval
  onDecide: (row: ShownPendingApproval, decision: RowDecision) => void
}) {
  const { row } = props
  const label = documentLabel(row)
  const open = (
    <ButtonLink
      to="/Approval-Form/$name/$id"
      params={approvalFormParams(row)}
      size="compact-sm"
      variant="subtle"
      aria-label={`Open ${label}`}
    >
      Open
    </ButtonLink>
  )
  if (row.unsynced) {
    return (
      <Group gap={6} justify="flex-end" wrap="wrap">
        <Text size="sm" fw={600}>
          {unsyncedDecision(row.unsynced.decision)}
        </Text>
        {row.unsynced.state === 'pending' ? (
          <PendingMarker />
        ) : (
          <Badge size="sm" color="red.9" miw="max-content" title={row.unsynced.msg}>
            Not synced
          </Badge>
        )}
        {open}
      </Group>
    )
  }
  // Wraps (Open under the decisions) rather than pushing the table wider than the page.
  return (
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => props.onDecide(row, 'approve')}
          aria-label={`Approve ${label}`}
        >
          Approve
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => props.onDecide(row, 'reject')}
          aria-label={`Reject ${label}`}
        >
          Reject
        </Button>
      </Group>
      {open}
    </Group>
  )
}
