import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { Notice } from '../../../../components/notice'
import { readFileAsDataUrl } from '../../../../lib/read-file'
import type { SupplierRfqView } from '../../../../shared/rfq-read-schemas'
import { rfqKeys } from '../../query-keys'
import { RfqStatusBadge } from '../../rfq-status-badge'
import { type SupplierLink, submitSupplierQuote, uploadSupplierDocument } from '../api'
import { supplierViewQuery } from '../queries'
import {
  answeredCurrentRound,
  closedMessage,
  openCounterOffer,
  QUOTE_FIELDS,
  quoteFormValues,
  quoteRename,
  quoteWrite,
  withProposedPrices,
} from '../quote-form-values'
import { BuyerAttachments } from './buyer-attachments'
import { CounterOfferNotice } from './counter-offer-notice'
import { LinkProblem } from './link-problem'
import { QuoteItemFields } from './quote-item-fields'
import { RfqSummary } from './rfq-summary'
import { SupplierPageFrame } from './supplier-page-frame'

/** The supplier response page: loads what the link grants, then the quotation form (or why it cannot be used). */
export function SupplierResponsePage({ RFQID, token }: SupplierLink) {
  const link = { RFQID, token }
  const complete = RFQID !== '' && token !== ''
  const query = useQuery({ ...supplierViewQuery(link), enabled: complete })
  if (!complete) return <LinkProblem error={null} />
  if (query.isError) return <LinkProblem error={query.error} retry={() => void query.refetch()} />
  if (!query.data) {
    return (
      <SupplierPageFrame title="Request for quotation">
        <Center py="xl">
          <Loader aria-label="Loading the request for quotation" />
        </Center>
      </SupplierPageFrame>
    )
  }
  return <QuotationForm link={link} view={query.data} />
}

/** The partner's quotation of the current round: per item figures, submitted or revised until the round closes. */
function QuotationForm({ link, view }: { link: SupplierLink; view: SupplierRfqView }) {
  const queryClient = useQueryClient()
  const form = useForm({ mode: 'controlled', initialValues: quoteFormValues(view) })
  const closed = closedMessage(view)
  const readOnly = closed !== null
  const counter = openCounterOffer(view)
  const answered = answeredCurrentRound(view)
  const submit = useFormSubmit({
    form,
    fields: QUOTE_FIELDS,
    rename: quoteRename(form.getValues()),
    check: (values) => quoteWrite(values, link),
    send: submitSupplierQuote,
    refused: 'Your quotation was not submitted.',
    saved: ({ view: next, message }) => ({
      message,
      next: () => {
        queryClient.setQueryData(rfqKeys.supplierView(link.token), next)
        form.resetDirty(quoteFormValues(next))
      },
    }),
  })
  const upload = async (file: File) => uploadSupplierDocument(link, await readFileAsDataUrl(file))
  return (
    <SupplierPageFrame
      title={`${view.rfqNumber}: ${view.title}`}
      subtitle={`Request for quotation to ${view.supplier.name}`}
    >
      <Group gap="xs">
        <RfqStatusBadge status={view.status} />
        {answered ? (
          <Text size="sm" c="dimmed">
            {view.currentRound > 1 ? 'You answered this counter offer.' : 'Your quotation was received.'}
          </Text>
        ) : null}
      </Group>
      <RfqSummary view={view} />
      <BuyerAttachments link={link} paths={view.attachments} />
      {closed ? (
        <Notice tone="warning" title={closed.title}>
          <Text size="sm">{closed.text}</Text>
        </Notice>
      ) : (
        <Text size="sm">
          {counter
            ? 'Answer the counter offer with your figures. You can revise your answer until the time shown above.'
            : 'Quote the items you can supply: an item left without a unit price is not quoted. You can revise your quotation until the deadline.'}
        </Text>
      )}
      {counter ? (
        <CounterOfferNotice
          round={counter}
          items={view.items}
          onUsePrices={readOnly ? undefined : () => form.setValues(withProposedPrices(form.getValues(), counter))}
        />
      ) : null}
      <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          {view.items.map((item, index) => (
            <QuoteItemFields
              key={item.itemId}
              form={form}
              index={index}
              item={item}
              readOnly={readOnly}
              upload={upload}
            />
          ))}
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={submit.pending}>
                {answered ? 'Revise quotation' : 'Submit quotation'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SupplierPageFrame>
  )
}
