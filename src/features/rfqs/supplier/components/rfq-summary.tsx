import { SimpleGrid, Stack, Text } from '@mantine/core'
import { formatDate, formatDateTime } from '../../../../lib/format-date'
import type { SupplierRfqView } from '../../../../shared/rfq-read-schemas'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}

/** The request's terms as the partner needs them to quote. */
export function RfqSummary({ view }: { view: SupplierRfqView }) {
  const answerBy = view.currentRound > 1 ? view.respondBy : view.responseDeadline
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Fact label={view.currentRound > 1 ? 'Answer by' : 'Response deadline'} value={formatDateTime(answerBy)} />
      <Fact label="Required by" value={formatDate(view.requiredBy)} />
      <Fact label="Payment terms" value={view.paymentTerms} />
      <Fact label="Delivery address" value={view.deliveryAddress} />
    </SimpleGrid>
  )
}
