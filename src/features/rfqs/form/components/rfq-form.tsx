import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { fieldProps } from '../../../../components/form-kit/field-props'
import { FormActions } from '../../../../components/form-kit/form-actions'
import { StaleEditNotice } from '../../../../components/form-kit/stale-edit-notice'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../../components/form-kit/use-stale-edit'
import { LabelledDropdown } from '../../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import { PAYMENT_TERMS } from '../../../../shared/payment-terms'
import { type RfqDetail, RfqDetailSchema } from '../../../../shared/rfq-read-schemas'
import { poQueries } from '../../../purchase-orders/queries'
import { supplierQueries } from '../../../suppliers/queries'
import { useSaveRfq } from '../../mutations'
import { rfqKeys } from '../../query-keys'
import { ACTIVE_PARTNERS_LISTED } from '../partner-options'
import { newRfqId, RFQ_FIELDS, RFQ_LABELS, type RfqFormValues, rfqFormValues, rfqWrite } from '../rfq-form-values'
import { storedUnits } from '../stored-units'
import { RfqAttachmentsField } from './rfq-attachments-field'
import { RfqItemsFields } from './rfq-items-fields'
import { RfqPartnerPicker } from './rfq-partner-picker'

const TERMS_OPTIONS = PAYMENT_TERMS.map((term) => ({ id: term, name: term }))

/** Props of the RFQ form: a new RFQ, a stored Draft to edit, or a stored RFQ to view. */
export interface RfqFormProps {
  stored: RfqDetail | null
  initialValues: RfqFormValues
  readOnly: boolean
}

/** The RFQ form: header, items (catalogue or free text), files, dates and partners (suggested by the items' categories), checked with the server's schema; saved as a Draft or sent. */
export function RfqForm({ stored, initialValues, readOnly }: RfqFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [createId] = useState(newRfqId)
  const sending = useRef(false)
  const form = useForm<RfqFormValues>({ mode: 'controlled', initialValues })
  const units = useQuery({ ...poQueries.unitsOfMeasure(), enabled: !readOnly })
  const partners = useQuery({ ...supplierQueries.active({ length: ACTIVE_PARTNERS_LISTED }), enabled: !readOnly })
  const save = useSaveRfq()

  const stale = useStaleEdit({
    schema: RfqDetailSchema,
    toValues: rfqFormValues,
    load: (current) => queryClient.setQueryData(rfqKeys.detail(current.RFQID), current),
  })
  const submit = useFormSubmit({
    form,
    fields: RFQ_FIELDS,
    stale,
    check: (values) =>
      rfqWrite(
        values,
        { RFQID: stored?.RFQID ?? createId, version: stored?.version, send: sending.current },
        new Date(),
      ),
    send: (body) => save.mutateAsync(body),
    refused: 'Failed to save the request for quotation.',
    saved: ({ rfq, message }) => ({
      message: sending.current ? `${rfq.rfqNumber}: ${message}` : `${rfq.rfqNumber} saved as Draft`,
      next: () => navigate({ to: '/Manage-RFQs' }),
    }),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field submits with the first button, Save as Draft; only the send button sends.
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    sending.current = submitter != null && submitter.getAttribute('data-action') !== 'draft'
    return submit.onSubmit(event)
  }
  const field = fieldProps(form, readOnly, 'rfq')

  const partnerData = [
    ...(stored?.partners ?? []).map((p) => ({ value: p.supplierId, label: p.name })),
    ...(partners.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  ]
  const productIds = form.getValues().items.flatMap((item) => (item.productId === null ? [] : [item.productId]))
  const unitOptions = units.data ?? storedUnits(stored?.items ?? [])
  const partnerName = (ids: unknown) =>
    Array.isArray(ids) ? ids.map((id) => partnerData.find((p) => p.value === id)?.label ?? id).join(', ') : ''

  return (
    <form ref={submit.ref} onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={1100}>
        <StaleEditNotice
          stale={stale}
          labels={RFQ_LABELS}
          show={{
            supplierIds: partnerName,
            items: (items) =>
              Array.isArray(items)
                ? items.map((i: { product: string; quantity: string }) => `${i.product} × ${i.quantity}`).join(', ')
                : '',
            attachments: (paths) => (Array.isArray(paths) ? `${paths.length} file(s)` : ''),
          }}
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Request
            </Text>
            <LabelledTextInput
              label="Title"
              placeholder={readOnly ? undefined : 'e.g. Packaging material for Q1'}
              maxLength={200}
              {...field('title', { required: true, id: 'title' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledTextInput
                label="Response Deadline"
                type="datetime-local"
                description={
                  readOnly ? undefined : 'Partners can respond until then; quotes stay sealed until it passes.'
                }
                {...field('responseDeadline', { required: true, id: 'deadline' })}
              />
              <LabelledTextInput
                label="Required By"
                type="date"
                description={readOnly ? undefined : 'When the goods are needed; after the response deadline.'}
                {...field('requiredBy', { required: true, id: 'required-by' })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledTextarea
                label="Delivery Address"
                placeholder={readOnly ? undefined : 'Street, city, PIN code'}
                {...field('deliveryAddress', { required: true, id: 'delivery-address' })}
              />
              <LabelledDropdown
                label="Payment Terms"
                options={TERMS_OPTIONS}
                {...field('paymentTerms', { required: true, id: 'payment-terms' })}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Items
            </Text>
            <RfqItemsFields
              form={form}
              units={unitOptions}
              unitsLoading={units.isPending && !readOnly}
              readOnly={readOnly}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Files
            </Text>
            <RfqAttachmentsField
              value={form.getValues().attachments}
              onChange={(paths) => form.setFieldValue('attachments', paths)}
              error={form.errors.attachments}
              readOnly={readOnly}
            />
          </Stack>
        </Paper>
        {readOnly ? null : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Text component="h2" size="sm" fw={600}>
                Supply partners to invite
              </Text>
              <RfqPartnerPicker
                value={form.getValues().supplierIds}
                onChange={(ids) => form.setFieldValue('supplierIds', ids)}
                error={form.errors.supplierIds}
                productIds={productIds}
                stored={stored?.partners ?? []}
              />
            </Stack>
          </Paper>
        )}
        <FormActions
          back="/Manage-RFQs"
          readOnly={readOnly}
          pending={submit.pending && sending.current}
          submit="Send RFQ"
        >
          {readOnly ? null : (
            <Button type="submit" variant="default" data-action="draft" loading={submit.pending && !sending.current}>
              Save as Draft
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  )
}
