import { Button, List, Stack, Text } from '@mantine/core'
import { Notice } from '../../../../components/notice'
import { formatDateTime } from '../../../../lib/format-date'
import { formatInr } from '../../../../shared/money'
import type { RfqRound, SupplierRfqItem } from '../../../../shared/rfq-read-schemas'

/** The buyer's counter offer of the current round: its proposed prices, remarks and answer-by time. */
export function CounterOfferNotice({
  round,
  items,
  onUsePrices,
}: {
  round: RfqRound
  items: readonly SupplierRfqItem[]
  /** Puts the proposed prices into the form; absent when the round can no longer be answered. */
  onUsePrices?: () => void
}) {
  const name = (itemId: string) => items.find((item) => item.itemId === itemId)?.product ?? 'Item'
  return (
    <Notice tone="neutral" title={`Counter offer from the buyer (round ${round.round})`}>
      <Stack gap="xs">
        <Text size="sm">Answer by {formatDateTime(round.respondBy)}. The buyer proposes:</Text>
        <List size="sm" spacing={4}>
          {round.proposal.map((line) => (
            <List.Item key={line.itemId}>
              {name(line.itemId)}: {formatInr(line.unitPrice)} a unit{line.remarks ? ` (${line.remarks})` : ''}
            </List.Item>
          ))}
        </List>
        {round.remarks ? <Text size="sm">Buyer's remarks: {round.remarks}</Text> : null}
        {onUsePrices ? (
          <Button variant="default" size="xs" w="fit-content" onClick={onUsePrices}>
            Use the proposed prices
          </Button>
        ) : null}
      </Stack>
    </Notice>
  )
}
