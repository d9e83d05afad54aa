import { Card, Stack, Table, Text, Title } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import { formatInr } from '../../../../shared/money'
import type { RfqItem } from '../../../../shared/rfq-read-schemas'
import type { ThreadRound } from '../counter-values'

/** Every round with a partner, oldest first: the buyer's counter offer (proposed prices, remarks) and the partner's answer. */
export function NegotiationThread({ rounds, items }: { rounds: ThreadRound[]; items: readonly RfqItem[] }) {
  const product = (itemId: string) => items.find((item) => item.itemId === itemId)?.product ?? itemId
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Negotiation rounds">
      {rounds.map(({ round, proposal, quotes }) => (
        <Card component="li" key={round} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Round {round}
            </Title>
            {proposal ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Counter offer of {formatDateTime(proposal.openedAt)}, to answer by{' '}
                  {formatDateTime(proposal.respondBy)}
                </Text>
                <Text size="sm">{proposal.remarks}</Text>
                <Text size="sm">
                  Proposed:{' '}
                  {proposal.proposal
                    .map(
                      (line) =>
                        `${product(line.itemId)} at ${formatInr(line.unitPrice)}${line.remarks ? ` (${line.remarks})` : ''}`,
                    )
                    .join('; ')}
                </Text>
              </Stack>
            ) : null}
            {quotes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No answer yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table withTableBorder aria-label={`Answer of round ${round}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Item</Table.Th>
                      <Table.Th scope="col">Unit Price</Table.Th>
                      <Table.Th scope="col">Total Amount</Table.Th>
                      <Table.Th scope="col">Delivery</Table.Th>
                      <Table.Th scope="col">Remarks</Table.Th>
                      <Table.Th scope="col">Entered by</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {quotes.map((quote) => (
                      <Table.Tr key={quote.itemId}>
                        <Table.Th scope="row" fw={500}>
                          {product(quote.itemId)}
                        </Table.Th>
                        <Table.Td>{formatInr(quote.unitPrice)}</Table.Td>
                        <Table.Td>{formatInr(quote.totalAmount)}</Table.Td>
                        <Table.Td>{quote.deliveryDays} days</Table.Td>
                        <Table.Td>{quote.remarks || '—'}</Table.Td>
                        <Table.Td>{quote.recordedBy ? `Recorded by ${quote.recordedBy}` : 'The partner'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}
