import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { AnchorLink, ButtonLink } from '../../../../components/router-links'
import { formatDateTime } from '../../../../lib/format-date'
import { useSessionUser } from '../../../../lib/session-store'
import { poQueries } from '../../../purchase-orders/queries'
import { OFFER_STATUSES } from '../../list/row-actions'
import { rfqQueries } from '../../queries'
import { RfqStatusBadge } from '../../rfq-status-badge'
import { itemFromProduct } from '../catalogue-item'
import { emptyItem, emptyRfq, rfqFormValues } from '../rfq-form-values'
import { canEditRfq, rfqPageTitle } from '../rfq-page-title'
import { ignoredNotice, type Prefill, parsePrefill } from '../rfq-prefill'
import { RfqForm } from './rfq-form'
import { RfqPartnersTable } from './rfq-partners-table'

/** What a new RFQ is filled from: `?products=<id>,<id>&qty=<n>,<n>` (the low stock screen's link). */
export interface NewRfqPageProps {
  products?: string
  qty?: string
}

/** /Create-New-RFQ: an empty RFQ form, or one whose items are filled from the catalogue products of the link. */
export function NewRfqPage({ products, qty }: NewRfqPageProps) {
  const prefill = useMemo(() => parsePrefill(products, qty), [products, qty])
  return (
    <Stack gap="md">
      <PageHeader
        title="Create New RFQ"
        description="Ask Active supply partners to quote: save as a Draft, or send it and each partner gets a personal response link."
      />
      {prefill.lines.length === 0 ? (
        <>
          <LeftOut ids={prefill.ignored} />
          <RfqForm stored={null} initialValues={emptyRfq()} readOnly={false} />
        </>
      ) : (
        <PrefilledRfqForm prefill={prefill} />
      )}
    </Stack>
  )
}

/** The notice naming the products of the link that were left out; nothing when none were. */
function LeftOut({ ids }: { ids: readonly string[] }) {
  const text = ignoredNotice(ids)
  return text ? (
    <Notice tone="warning" title="Some products were left out">
      <Text size="sm">{text}</Text>
    </Notice>
  ) : null
}

/** Loads the link's products (and the units to map theirs to), then the form with one item per product found. */
function PrefilledRfqForm({ prefill }: { prefill: Prefill }) {
  const units = useQuery(poQueries.unitsOfMeasure())
  const products = useQueries({
    queries: prefill.lines.map((line) => ({ ...rfqQueries.catalogueProduct(line.productId), retry: false })),
  })
  if (units.isPending || products.some((product) => product.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the products" />
      </Center>
    )
  }
  const found = prefill.lines.flatMap((line, index) => {
    const product = products[index]?.data
    return product ? [itemFromProduct(product, units.data ?? [], { ...emptyItem(), quantity: line.quantity })] : []
  })
  const missing = prefill.lines.filter((_, index) => !products[index]?.data).map((line) => String(line.productId))
  return (
    <>
      <LeftOut ids={[...prefill.ignored, ...missing]} />
      <RfqForm stored={null} initialValues={emptyRfq(found.length > 0 ? found : undefined)} readOnly={false} />
    </>
  )
}

/** /Create-New-RFQ?id=: a Draft in the form for a buyer; any other RFQ (or any RFQ for a reader) read-only with its responses. */
export function StoredRfqPage({ id }: { id: string }) {
  const { data: rfq } = useSuspenseQuery(rfqQueries.detail(id))
  const role = useSessionUser()?.Role
  const editable = canEditRfq(rfq.status, role)
  return (
    <Stack gap="md">
      <PageHeader
        title={rfqPageTitle(rfq.status, role)}
        actions={
          OFFER_STATUSES.includes(rfq.status) ? (
            <ButtonLink to="/Manage-RFQs/RFQ-Offers" search={{ rfq: rfq.RFQID }}>
              Compare Offers
            </ButtonLink>
          ) : null
        }
        description={
          <Group gap="xs" component="span">
            <RfqStatusBadge status={rfq.status} />
            <Text component="span" size="sm" c="dimmed">
              {rfq.rfqNumber} · {rfq.title} · created by {rfq.createdBy} on {formatDateTime(rfq.createdAt)}
            </Text>
          </Group>
        }
      />
      {editable ? null : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text component="h2" size="sm" fw={600}>
              Supply partners invited
            </Text>
            {rfq.sealed ? (
              <Text size="sm" c="dimmed">
                Quotes are sealed until the response deadline: you see who responded, not their prices.
              </Text>
            ) : null}
            <RfqPartnersTable partners={rfq.partners} />
            {rfq.purchaseOrders.length > 0 ? (
              <Group gap="xs">
                <Text size="sm">Purchase orders raised:</Text>
                {rfq.purchaseOrders.map((po) => (
                  <AnchorLink key={po.poId} to="/Manage-PO/Create-PO" search={{ id: po.poId }} size="sm">
                    {po.poNumber} ({po.vendorName})
                  </AnchorLink>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      )}
      <RfqForm key={rfq.version} stored={rfq} initialValues={rfqFormValues(rfq)} readOnly={!editable} />
    </Stack>
  )
}
