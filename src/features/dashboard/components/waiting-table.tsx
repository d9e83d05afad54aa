import { Badge, Table, Text } from '@mantine/core'
import { AnchorLink } from '../../../components/router-links'
import { formatDate } from '../../../lib/format-date'
import type { WaitingApproval } from '../../../shared/dashboard'
import { figureLink } from '../figure-link'

/** Hours waited, in days past two days. */
const waited = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`)

/** Requests waiting for a decision (an approver's queue, the admin's bottlenecks), each opening its approval. */
export function WaitingTable({ rows, caption }: { rows: WaitingApproval[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped captionSide="top">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Requested by</Table.Th>
            <Table.Th>Waiting on</Table.Th>
            <Table.Th>Waiting</Table.Th>
            <Table.Th>Due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.pendingId}>
              <Table.Td>
                <AnchorLink {...figureLink(row.href)} fw={600}>
                  {row.documentNumber}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{row.approvalType}</Table.Td>
              <Table.Td>{row.requestedBy}</Table.Td>
              <Table.Td>{row.waitingOn}</Table.Td>
              <Table.Td>{waited(row.hoursWaiting)}</Table.Td>
              <Table.Td>
                <Text span size="sm" mr={6}>
                  {formatDate(row.dueDate)}
                </Text>
                {row.overdue ? (
                  <Badge color="red.9" variant="filled" tt="none">
                    Overdue
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
