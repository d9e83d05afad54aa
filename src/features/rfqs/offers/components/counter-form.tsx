import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { fieldProps } from '../../../../components/form-kit/field-props'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import { formatInr } from '../../../../shared/money'
import { formatCount } from '../../../../shared/number-format'
import type { RfqNegotiation } from '../../../../shared/rfq-read-schemas'
import { COUNTER_FIELDS, counterFormValues, counterWrite, latestQuotes } from '../counter-values'
import { useCounterOffer } from '../mutations'

/** The buyer's counter offer to one partner: a proposed unit price per item (blank leaves it out), remarks, respond-by. */
export function CounterForm({ negotiation }: { negotiation: RfqNegotiation }) {
  const { RFQID, supplier } = negotiation
  const form = useForm({ mode: 'controlled', initialValues: counterFormValues(negotiation, new Date()) })
  const counter = useCounterOffer(RFQID)
  const quoted = latestQuotes(negotiation)
  const submit = useFormSubmit({
    form,
    fields: COUNTER_FIELDS,
    check: (values) => counterWrite(values, RFQID, supplier.supplierId),
    send: (body) => counter.mutateAsync(body),
    refused: 'The counter offer was not sent.',
    saved: ({ message }) => ({ message, next: () => form.reset() }),
  })
  const field = fieldProps(form, false, 'counter')
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {negotiation.items.map((item, index) => {
          const quote = quoted.get(item.itemId)
          return (
            <Fieldset key={item.itemId} legend={item.product} radius="md">
              <Text size="sm" c="dimmed" mb="xs">
                {quote ? `Quoted ${formatInr(quote.unitPrice)} a unit` : 'Not quoted'} · {formatCount(item.quantity)}{' '}
                {item.unitName}
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
