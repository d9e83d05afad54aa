import { Group, Paper, SimpleGrid, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { fieldProps } from '../../../../components/form-kit/field-props'
import { LabelledDropdown } from '../../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import { formatInr } from '../../../../shared/money'
import { formatCount } from '../../../../shared/number-format'
import { PAYMENT_TERMS } from '../../../../shared/payment-terms'
import { PO_GST_RATES } from '../../../../shared/po-options'
import type { SupplierRfqItem } from '../../../../shared/rfq-read-schemas'
import { lineTotal, type QuoteFormValues } from '../quote-form-values'
import { QuoteAttachment } from './quote-attachment'

const GST_OPTIONS = PO_GST_RATES.map((rate) => ({ id: rate, name: `${rate}%` }))
const TERMS_OPTIONS = PAYMENT_TERMS.map((terms) => ({ id: terms, name: terms }))

/** One item's quote: the item asked for, then the partner's figures, with its Total Amount as typed. */
export function QuoteItemFields({
  form,
  index,
  item,
  readOnly,
  upload,
}: {
  form: UseFormReturnType<QuoteFormValues>
  index: number
  item: SupplierRfqItem
  readOnly: boolean
  upload: (file: File) => Promise<string>
}) {
  const field = fieldProps(form, readOnly, `quote-${index}`)
  const at = (name: string) => `lines.${index}.${name}`
  const line = form.getValues().lines[index]
  const total = line ? lineTotal(line, item.quantity) : null
  const attachment = form.getInputProps(at('attachment'))
  return (
    <Paper withBorder radius="md" p="md">
      {/* A bare fieldset: its legend names every field of the item for assistive technology. */}
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} p={0}>
          {item.product}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {formatCount(item.quantity)} {item.unitName}
          {item.specification ? ` · ${item.specification}` : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <LabelledTextInput label="Quoted unit price (₹)" inputMode="decimal" {...field(at('unitPrice'))} />
          <LabelledDropdown label="GST" options={GST_OPTIONS} {...field(at('gstPercent'))} />
          <LabelledTextInput label="Freight (₹)" inputMode="decimal" {...field(at('freight'))} />
          <LabelledTextInput label="Delivery timeline (days)" inputMode="numeric" {...field(at('deliveryDays'))} />
          <LabelledTextInput label="MOQ" inputMode="decimal" {...field(at('moq'))} />
          <LabelledDropdown label="Payment terms" options={TERMS_OPTIONS} {...field(at('paymentTerms'))} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
          <LabelledTextarea label="Remarks" autosize minRows={2} maxRows={5} {...field(at('remarks'))} />
          <QuoteAttachment
            label="Attachment"
            value={attachment.value as string | null}
            onChange={attachment.onChange}
            error={attachment.error}
            upload={upload}
            disabled={readOnly}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Text size="sm" fw={600}>
            Total Amount: {total === null ? '—' : formatInr(total)}
          </Text>
        </Group>
      </fieldset>
    </Paper>
  )
}
