import { Group, Paper, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../../components/page-header'
import { AnchorLink, ButtonLink } from '../../../../components/router-links'
import { formatDateTime } from '../../../../lib/format-date'
import { useSessionUser } from '../../../../lib/session-store'
import { RFQ_WRITERS } from '../../../../shared/rfq-access'
import { hasRole } from '../../../../shared/roles'
import { OFFER_STATUSES } from '../../list/row-actions'
import { rfqQueries } from '../../queries'
import { RfqStatusBadge } from '../../rfq-status-badge'
import { emptyRfq, rfqFormValues } from '../rfq-form-values'
import { RfqForm } from './rfq-form'
import { RfqPartnersTable } from './rfq-partners-table'

/** /Create-New-RFQ: an empty RFQ form. */
export function NewRfqPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Create New RFQ"
        description="Ask Active supply partners to quote: save as a Draft, or send it and each partner gets a personal response link."
      />
      <RfqForm stored={null} initialValues={emptyRfq()} readOnly={false} />
    </Stack>
  )
}

/** /Create-New-RFQ?id=: a Draft in the form for a buyer; any other RFQ (or any RFQ for a reader) read-only with its responses. */
export function StoredRfqPage({ id }: { id: string }) {
  const { data: rfq } = useSuspenseQuery(rfqQueries.detail(id))
  const role = useSessionUser()?.Role
  const editable = rfq.status === 'Draft' && hasRole(role, RFQ_WRITERS)
  return (
    <Stack gap="md">
      <PageHeader
        title={editable ? `Edit ${rfq.rfqNumber}` : rfq.rfqNumber}
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
              {rfq.title} · created by {rfq.createdBy} on {formatDateTime(rfq.createdAt)}
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
