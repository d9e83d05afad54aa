import { Box, Paper, Stack, Table, Text } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import type { RfqDetail } from '../../../../shared/rfq-read-schemas'

type Partner = RfqDetail['partners'][number]

const response = (partner: Partner) =>
  `${partner.responseStatus}${partner.round > 1 ? ` (round ${partner.round})` : ''}`
const responded = (partner: Partner) => (partner.respondedAt ? formatDateTime(partner.respondedAt) : '-')

function Contact({ partner }: { partner: Partner }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{partner.contactPerson}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {partner.email} · {partner.phone}
      </Text>
    </Stack>
  )
}

/**
 * The invited partners of a stored RFQ (spec point 3, Contact) and where each response stands: a
 * table on wider screens, one card per partner on a phone (nothing scrolls sideways).
 */
export function RfqPartnersTable({ partners }: { partners: RfqDetail['partners'] }) {
  return (
    <>
      <Box visibleFrom="sm">
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
                  <Contact partner={partner} />
                </Table.Td>
                <Table.Td>{response(partner)}</Table.Td>
                <Table.Td>{responded(partner)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="xs" hiddenFrom="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {partners.map((partner) => (
          <Paper key={partner.supplierId} withBorder radius="sm" p="sm" component="li">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {partner.name}
              </Text>
              <Contact partner={partner} />
              <Text size="sm">
                {response(partner)}
                {partner.respondedAt ? ` · responded ${responded(partner)}` : ''}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  )
}
