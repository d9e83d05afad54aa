import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { AnchorLink, ButtonLink } from '../../../../components/router-links'
import { refusalMessage } from '../../../../lib/api-client'
import { formatDateTime } from '../../../../lib/format-date'
import { useSessionUser } from '../../../../lib/session-store'
import { formToast } from '../../../../lib/toast'
import { RFQ_WRITERS } from '../../../../shared/rfq-access'
import type { RfqDetail } from '../../../../shared/rfq-read-schemas'
import { hasRole } from '../../../../shared/roles'
import { rfqQueries } from '../../queries'
import { RfqStatusBadge } from '../../rfq-status-badge'
import { useReviewResponse } from '../mutations'
import { canEvaluate } from '../offer-grid'
import { comparisonQuery } from '../queries'
import { AwardPanel } from './award-panel'
import { ComparisonGrid, type ReviewRequest } from './comparison-grid'
import { ResponseStatusBadge } from './response-status-badge'

/** /Manage-RFQs/RFQ-Offers?rfq=…: the RFQ's responses, its comparison grid once unsealed, the award and its Draft POs. */
export function RfqOffersPage({ RFQID }: { RFQID: string }) {
  const { data: rfq } = useSuspenseQuery(rfqQueries.detail(RFQID))
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${rfq.rfqNumber}: ${rfq.title}`}
        description={
          <Group gap="xs" component="span">
            <RfqStatusBadge status={rfq.status} />
            <span>Responses due {formatDateTime(rfq.responseDeadline)}</span>
          </Group>
        }
        actions={
          <ButtonLink to="/Create-New-RFQ" search={{ id: rfq.RFQID }} variant="default">
            View RFQ
          </ButtonLink>
        }
      />
      <AwardedOrders rfq={rfq} />
      {rfq.sealed || rfq.status === 'Draft' || rfq.status === 'Pending Approval' ? (
        <Sealed rfq={rfq} />
      ) : (
        <Offers rfq={rfq} />
      )}
    </Stack>
  )
}

/** The Draft POs the award raised, each a link to the PO. */
function AwardedOrders({ rfq }: { rfq: RfqDetail }) {
  if (rfq.purchaseOrders.length === 0) return null
  return (
    <Notice tone="neutral" title="Draft purchase orders raised by the award">
      <List size="sm">
        {rfq.purchaseOrders.map((po) => (
          <List.Item key={po.poId}>
            <AnchorLink to="/Manage-PO/Create-PO" search={{ id: po.poId }} underline="always" fw={700} c="dark.8">
              {po.poNumber}
            </AnchorLink>{' '}
            for {po.vendorName}
          </List.Item>
        ))}
      </List>
    </Notice>
  )
}

/** Before the deadline (or an early close): who responded, never the prices. */
function Sealed({ rfq }: { rfq: RfqDetail }) {
  return (
    <Stack gap="md">
      <Notice tone="neutral" title="Quotations are sealed">
        <Text size="sm">
          {rfq.status === 'Sent'
            ? `Prices show here once the response deadline passes (${formatDateTime(rfq.responseDeadline)}) or the RFQ is closed for bids.`
            : 'This RFQ has not been sent yet.'}
        </Text>
      </Notice>
      <Title order={2} size="h3">
        Responses
      </Title>
      <List spacing="xs">
        {rfq.partners.map((partner) => (
          <List.Item key={partner.supplierId}>
            <Group gap="xs">
              <Text>{partner.name}</Text>
              <ResponseStatusBadge status={partner.responseStatus} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

/** The comparison grid with its actions, and the award while the RFQ is being evaluated. */
function Offers({ rfq }: { rfq: RfqDetail }) {
  const query = useQuery(comparisonQuery(rfq.RFQID))
  const review = useReviewResponse(rfq.RFQID)
  const writer = hasRole(useSessionUser()?.Role, RFQ_WRITERS)
  // What was seen online stays on screen offline (a failed refetch keeps the data).
  if (!query.data) {
    if (!query.isError) return <Text c="dimmed">Loading the comparison…</Text>
    return (
      <Notice tone="danger" title="The comparison could not be loaded">
        <Text size="sm">{refusalMessage(query.error) ?? 'Please try again.'}</Text>
        <Anchor component="button" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Anchor>
      </Notice>
    )
  }
  const comparison = query.data
  const actions = writer && canEvaluate(comparison.status)
  const onReview = (request: ReviewRequest) =>
    review.mutate(
      { RFQID: rfq.RFQID, ...request },
      {
        onSuccess: ({ message }) => formToast.success(message),
        onError: (error) => formToast.error('Failed to update the response', refusalMessage(error)),
      },
    )
  return (
    <Stack gap="lg">
      <ComparisonGrid comparison={comparison} actions={actions} busy={review.isPending} onReview={onReview} />
      {actions ? <AwardPanel comparison={comparison} billingAddress={rfq.deliveryAddress} /> : null}
    </Stack>
  )
}
