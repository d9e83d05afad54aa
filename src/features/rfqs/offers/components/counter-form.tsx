import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { fieldProps } from '../../../../components/form-kit/field-props'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import { formatInr } from '../../../../shared/money'
import type { RfqComparison } from '../../../../shared/rfq-read-schemas'
import { COUNTER_FIELDS, counterFormValues, counterWrite, partnerCells } from '../counter-values'
import { useCounterOffer } from '../mutations'

/** The buyer's counter offer to one partner: a proposed unit price per item (blank leaves it out), remarks, respond-by. */
export function CounterForm({ comparison, supplierId }: { comparison: RfqComparison; supplierId: string }) {
  const form = useForm({ mode: 'controlled', initialValues: counterFormValues(comparison, new Date()) })
  const counter = useCounterOffer(comparison.RFQID)
  const quoted = partnerCells(comparison, supplierId)
  const submit = useFormSubmit({
    form,
    fields: COUNTER_FIELDS,
    check: (values) => counterWrite(values, comparison.RFQID, supplierId),
    send: (body) => counter.mutateAsync(body),
    refused: 'The counter offer was not sent.',
    saved: ({ message }) => ({ message, next: () => form.reset() }),
  })
  const field = fieldProps(form, false, 'counter')
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {comparison.items.map((item, index) => {
          const quote = quoted.get(item.itemId)
          return (
            <Fieldset key={item.itemId} legend={item.product} radius="md">
              <Text size="sm" c="dimmed" mb="xs">
                {quote ? `Quoted ${formatInr(quote.unitPrice)} a unit` : 'Not quoted'} ·{' '}
                {item.quantity.toLocaleString('en-IN')} {item.unitName}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <LabelledTextInput
                  label="Proposed unit price (₹)"
                  inputMode="decimal"
                  {...field(`lines.${index}.unitPrice`)}
                />
                <LabelledTextInput label="Item remarks" {...field(`lines.${index}.remarks`)} />
              </SimpleGrid>
            </Fieldset>
          )
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledTextarea label="Remarks" autosize minRows={2} {...field('remarks', { required: true })} />
          <LabelledTextInput label="Respond By" type="datetime-local" {...field('respondBy', { required: true })} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={submit.pending}>
            Send counter offer
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
