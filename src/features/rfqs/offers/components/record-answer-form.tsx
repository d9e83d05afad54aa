import { Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { v7 as uuidv7 } from 'uuid'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { readFileAsDataUrl } from '../../../../lib/read-file'
import type { PaymentTerms } from '../../../../shared/payment-terms'
import type { RfqNegotiation, RfqRound } from '../../../../shared/rfq-read-schemas'
import { uploadPoDocument } from '../../../purchase-orders/api'
import { QuoteItemFields } from '../../supplier/components/quote-item-fields'
import { QUOTE_FIELDS, quoteRename, recordedQuoteWrite } from '../../supplier/quote-form-values'
import { useRecordResponse } from '../mutations'
import { answeredByPartner, recordFormValues } from '../record-values'

/**
 * The partner's answer to the open counter offer as it gave it by phone or e-mail, entered by the
 * buyer on its behalf (the supplier page's fields, starting from the partner's own latest figures)
 * and recorded as entered by the buyer. Items the partner answered itself in this round are not
 * offered: a buyer never replaces them.
 */
export function RecordAnswerForm(props: { negotiation: RfqNegotiation; paymentTerms: PaymentTerms; open: RfqRound }) {
  const { negotiation } = props
  const locked = answeredByPartner(negotiation, props.open)
  const { RFQID, supplier } = negotiation
  const form = useForm({
    mode: 'controlled',
    initialValues: recordFormValues(negotiation, props.paymentTerms, props.open),
  })
  const record = useRecordResponse(RFQID)
  const submit = useFormSubmit({
    form,
    fields: QUOTE_FIELDS,
    rename: quoteRename(form.getValues()),
    check: (values) => recordedQuoteWrite(values, RFQID, supplier.supplierId),
    send: (body) => record.mutateAsync(body),
    refused: 'The answer was not recorded.',
    saved: ({ message }) => ({ message }),
  })
  const upload = async (file: File) =>
    uploadPoDocument({ body: { Document: await readFileAsDataUrl(file) }, idempotencyKey: uuidv7() })
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {negotiation.items.map((item, index) =>
          locked.has(item.itemId) ? (
            <Text key={item.itemId} size="sm">
              {item.product}: {supplier.name} answered round {props.open.round} itself; its figures stand.
            </Text>
          ) : (
            <QuoteItemFields key={item.itemId} form={form} index={index} item={item} readOnly={false} upload={upload} />
          ),
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.pending}>
            Record answer
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
