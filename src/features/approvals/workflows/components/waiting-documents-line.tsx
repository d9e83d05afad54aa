import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ApprovalType, levelsFor } from '../../../../shared/approval-rules'
import type { ApproverRow } from '../approver-list'
import { workflowQueries } from '../queries'

const documents = (n: number) => (n === 1 ? '1 document' : `${n} documents`)

/**
 * What saving does to the documents of the type already waiting for approval without a workflow
 * (the single-step rule): those a level applies to join the chain at Level 1, in their approver's
 * queue (server/modules/approvals/waiting.ts). Says nothing when none waits.
 */
export function WaitingDocumentsLine(props: {
  type: ApprovalType | ''
  routes: boolean
  approvers: readonly ApproverRow[]
}) {
  const waiting = useQuery({ ...workflowQueries.waiting(props.type || 'PO'), enabled: props.type !== '' })
  const amounts = props.type === '' ? [] : (waiting.data?.amounts ?? [])
  if (amounts.length === 0) return null
  const levels = props.approvers.map((a) => ({ minAmount: a.minAmount === '' ? null : Number(a.minAmount) }))
  const joining = amounts.filter((amount) => levelsFor(levels, amount).length > 0).length
  const text = !props.routes
    ? `${documents(amounts.length)} of this type ${amounts.length === 1 ? 'waits' : 'wait'} for approval under the single-step rule; switched on and Active, the workflow takes them in at Level 1.`
    : joining === 0
      ? `${documents(amounts.length)} waiting for approval under the single-step rule stay with it: no level applies to their amount.`
      : `${documents(joining)} waiting for approval will join this chain at Level 1 when saved, and their approvers are told.`
  return (
    <Text size="sm" role="status" data-testid="waiting-documents">
      {text}
    </Text>
  )
}
