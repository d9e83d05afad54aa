import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import { refusalMessage } from '../../../../lib/api-client'
import { formToast } from '../../../../lib/toast'
import { formatInr } from '../../../../shared/money'
import type { RfqComparison } from '../../../../shared/rfq-read-schemas'
import { useAwardRfq } from '../mutations'
import { type AwardChoice, awardCandidates, awardWrite, choiceOf, initialChoice } from '../offer-grid'

/** The three award suggestions side by side, each one click from the award below. */
function Suggestions({ comparison, onUse }: { comparison: RfqComparison; onUse: (choice: AwardChoice) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {comparison.suggestions.map((suggestion) => (
        <Card key={suggestion.kind} withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Text fw={700}>{suggestion.label}</Text>
            {suggestion.unavailable ? (
              <Text size="sm">{suggestion.unavailable}</Text>
            ) : (
              <>
                <Text size="sm">Total {formatInr(suggestion.totalAmount)}</Text>
                <Text size="sm">Delivery in {suggestion.deliveryDays} days</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={`Use ${suggestion.label}`}
                  onClick={() => onUse(choiceOf(suggestion.awards))}
                >
                  Use this
                </Button>
              </>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** The award: a partner per item (or none), the billing address, and Award, which raises one Draft PO per partner. */
export function AwardPanel({ comparison, billingAddress }: { comparison: RfqComparison; billingAddress: string }) {
  const [choice, setChoice] = useState<AwardChoice>(() => initialChoice(comparison))
  const [address, setAddress] = useState(billingAddress)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const award = useAwardRfq(comparison.RFQID)
  const submit = () => {
    const checked = awardWrite(comparison.RFQID, address, choice, comparison)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    // Not mutate's own callbacks: the award ends the evaluation, so this panel is gone before they would run.
    award.mutateAsync(checked.body).then(
      ({ message, result }) =>
        formToast.success(message, result.purchaseOrders.map((po) => `${po.poNumber} (${po.vendorName})`).join(', ')),
      (error: unknown) => formToast.error('Failed to award the request for quotation', refusalMessage(error)),
    )
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Award
      </Title>
      <Suggestions comparison={comparison} onUse={setChoice} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {comparison.items.map((item) => (
          <NativeSelect
            key={item.itemId}
            label={`Award ${item.product} to`}
            value={choice[item.itemId] ?? ''}
            onChange={(event) => setChoice({ ...choice, [item.itemId]: event.currentTarget.value })}
            data={[
              { value: '', label: 'Not awarded' },
              ...awardCandidates(comparison, item.itemId).map((s) => ({ value: s.supplierId, label: s.name })),
            ]}
          />
        ))}
      </SimpleGrid>
      {errors.awards ? (
        <Text c="red.8" size="sm" role="alert">
          {errors.awards}
        </Text>
      ) : null}
      <LabelledTextarea
        label="Billing Address"
        required
        autosize
        minRows={2}
        value={address}
        error={errors.billingAddress}
        onChange={(event) => setAddress(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={award.isPending}>
          Award and raise Draft POs
        </Button>
      </Group>
    </Stack>
  )
}
