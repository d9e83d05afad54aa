import { Stack, Table, Text } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import type { RfqDetail } from '../../../../shared/rfq-read-schemas'

/** The invited partners of a stored RFQ (spec point 3, Contact) and where each response stands. */
export function RfqPartnersTable({ partners }: { partners: RfqDetail['partners'] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Responses of the invited supply partners">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Supply Partner</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Response</Table.Th>
            <Table.Th>Responded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partners.map((partner) => (
            <Table.Tr key={partner.supplierId}>
              <Table.Td>{partner.name}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{partner.contactPerson}</Text>
                  <Text size="xs" c="dimmed">
                    {partner.email} · {partner.phone}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {partner.responseStatus}
                {partner.round > 1 ? ` (round ${partner.round})` : ''}
              </Table.Td>
              <Table.Td>{partner.respondedAt ? formatDateTime(partner.respondedAt) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
