import { Table, Text, Timeline, VisuallyHidden } from '@mantine/core'
import { DotBadge } from '../../../../components/dot-badge'
import { formatDateTime } from '../../../../lib/format-date'
import type { ApprovalDetail } from '../../../../shared/approval-request-schemas'
import { levelLabel } from '../../../../shared/approval-rules'

type LevelState = ApprovalDetail['levels'][number]['state']

const STATE_COLORS: Record<LevelState, string> = {
  Waiting: 'gray',
  Pending: 'blue',
  Approved: 'green',
  Rejected: 'red',
  'Sent Back': 'orange',
  Escalated: 'violet',
  Withdrawn: 'gray',
}

/** A level's or an approval's state as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function ApprovalStateBadge({ state }: { state: LevelState }) {
  return (
    <DotBadge color={STATE_COLORS[state]} onTint>
      {state}
    </DotBadge>
  )
}

/** The whole chain: each level, its approver and where it stands. */
export function ApprovalChain({ levels }: { levels: ApprovalDetail['levels'] }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <VisuallyHidden component="caption">Approval chain</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Level</Table.Th>
            <Table.Th>Approver</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.map((level) => (
            <Table.Tr key={level.level} data-testid="approval-level">
              <Table.Td>{levelLabel(level.level)}</Table.Td>
              <Table.Td>{level.approver}</Table.Td>
              <Table.Td>
                <ApprovalStateBadge state={level.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** Who acted, "for B" when a delegate decided for the approver. */
const actorOf = (step: ApprovalDetail['steps'][number]) =>
  `${step.by ?? 'The system'}${step.onBehalfOf ? ` for ${step.onBehalfOf}` : ''}`

/** The steps so far, oldest first: what happened at which level, who did it, when, and their remarks. */
export function ApprovalTimeline({ steps }: { steps: ApprovalDetail['steps'] }) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={steps.length - 1}>
      {steps.map((step, index) => (
        <Timeline.Item
          // Steps have no id of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          title={`${step.action} · ${levelLabel(step.level)}`}
          data-testid="approval-step"
        >
          <Text size="sm">
            {actorOf(step)} · {formatDateTime(step.at)}
          </Text>
          {step.remarks ? (
            <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
              “{step.remarks}”
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
