import { Badge, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '../../../../lib/format-date'
import type { ApprovalDetail } from '../../../../shared/approval-request-schemas'
import { levelLabel } from '../../../../shared/approval-rules'
import { formatInr } from '../../../../shared/money'
import { ApprovalStateBadge } from './approval-chain'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  )
}

/** The due date; past it while pending, the word Overdue beside it (not the colour alone). */
function Due({ approval }: { approval: ApprovalDetail }) {
  if (!approval.overdue) return <Text size="sm">{formatDate(approval.dueDate)}</Text>
  return (
    <Text size="sm" fw={600} c="red.9">
      {formatDate(approval.dueDate)}{' '}
      <Badge size="sm" color="red.9" variant="filled" tt="none">
        Overdue
      </Badge>
    </Text>
  )
}

/** The approval at a glance: document, type, amount, status, priority, who asked and when, level and due date. */
export function ApprovalSummary({ approval }: { approval: ApprovalDetail }) {
  const level =
    approval.status === 'Pending'
      ? `${levelLabel(approval.approvalLevel)} of ${approval.levels.length}`
      : `${approval.levels.length} ${approval.levels.length === 1 ? 'level' : 'levels'}`
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="md">
      <Fact label="Document">
        <Text size="sm" fw={600}>
          {approval.documentNumber}
        </Text>
      </Fact>
      <Fact label="Type">
        <Text size="sm">{approval.approvalType}</Text>
      </Fact>
      <Fact label="Amount">
        <Text size="sm">{approval.amount === null ? 'No amount' : formatInr(approval.amount)}</Text>
      </Fact>
      <Fact label="Status">
        <ApprovalStateBadge state={approval.status} />
      </Fact>
      <Fact label="Priority">
        <Text size="sm">{approval.priority}</Text>
      </Fact>
      <Fact label="Requested by">
        <Text size="sm">{approval.requestedBy}</Text>
      </Fact>
      <Fact label="Requested on">
        <Text size="sm">{formatDateTime(approval.requestedDate)}</Text>
      </Fact>
      <Fact label="Level">
        <Text size="sm">{level}</Text>
      </Fact>
      <Fact label="Due date">
        <Due approval={approval} />
      </Fact>
      <Fact label="Workflow">
        <Text size="sm">Version {approval.workflowVersion}</Text>
      </Fact>
    </SimpleGrid>
  )
}
