import { Button, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { refusalMessage } from '../../../../lib/api-client'
import { formatDay } from '../../../../lib/calendar-day'
import { formToast } from '../../../../lib/toast'
import { useRemoveDelegation } from '../mutations'
import { delegationQueries } from '../queries'

/** The user's delegations that have not ended: delegate, from, to, and Remove. */
export function DelegationList() {
  const { data, isPending } = useQuery(delegationQueries.mine())
  const remove = useRemoveDelegation()
  if (isPending) return <Text size="sm">Loading...</Text>
  if (!data || data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have no delegations.
      </Text>
    )
  }
  const removeOne = (delegationId: string, delegate: string) =>
    remove.mutate(delegationId, {
      onSuccess: () => formToast.success(`Delegation to ${delegate} removed`),
      onError: (error) => formToast.error('Failed to remove the delegation', refusalMessage(error)),
    })
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <Table.Caption>My delegations</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Delegate</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((d) => (
            <Table.Tr key={d.delegationId}>
              <Table.Td>{d.delegate}</Table.Td>
              <Table.Td>{formatDay(d.from)}</Table.Td>
              <Table.Td>{formatDay(d.to)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={`Remove delegation to ${d.delegate}`}
                  loading={remove.isPending && remove.variables === d.delegationId}
                  onClick={() => removeOne(d.delegationId, d.delegate)}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
