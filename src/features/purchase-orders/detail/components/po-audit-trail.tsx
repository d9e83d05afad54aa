import { Table, Text, VisuallyHidden } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import type { PoAudit } from '../../../../shared/po-read-schemas'

const ACTION_LABELS: Record<PoAudit['action'], string> = {
  created: 'Created',
  edited: 'Edited',
  status: 'Status changed',
  delivery: 'Delivery recorded',
}

/** The PO's audit trail, oldest first: who, when, from which status to which, and their remarks. */
export function PoAuditTrail({ audit }: { audit: readonly PoAudit[] }) {
  return (
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      pos="relative"
      tabIndex={0}
      role="region"
      aria-label="Audit trail table"
    >
      <Table verticalSpacing="xs" striped>
        <VisuallyHidden component="caption">Audit trail</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Remarks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.map((entry, i) => (
            <Table.Tr key={`${entry.at}-${i}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{entry.by}</Table.Td>
              <Table.Td>{ACTION_LABELS[entry.action]}</Table.Td>
              <Table.Td>{entry.from ?? '—'}</Table.Td>
              <Table.Td>{entry.to}</Table.Td>
              <Table.Td>
                {entry.remarks || (
                  <Text span size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
