import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { PageHeader } from '../../../../components/page-header'
import { AnchorLink } from '../../../../components/router-links'
import { formatDate } from '../../../../lib/format-date'
import { PoForm } from '../../form/components/po-form'
import { PoStatusBadge } from '../../list/components/po-status-badge'
import { usePoView } from '../../use-po-view'
import { PoActionsBar } from './po-actions-bar'
import { PoAuditTrail } from './po-audit-trail'
import { PoDeliveries } from './po-deliveries'
import { PoNotLoaded, PoPendingNotice, poTitleNumber } from './po-pending-notice'
import { PoRfqOrigin } from './po-rfq-origin'

/**
 * /Manage-PO/Create-PO?id=: the PO in the form with every field and button disabled (spec view
 * mode), its status, delivered quantities, deliveries and audit trail, and the lifecycle actions.
 */
export function PoViewPage({ poId }: { poId: string }) {
  const { po, loading, createdOffline } = usePoView(poId)
  if (!po) return <PoNotLoaded loading={loading} />
  return (
    <Stack gap="md" maw={1400}>
      <AnchorLink to="/Manage-PO" size="sm">
        ← All purchase orders
      </AnchorLink>
      <PageHeader
        title={`Purchase Order ${poTitleNumber(po)}`}
        description={`${po.vendorName} · created by ${po.createdBy} on ${formatDate(po.createdAt)}`}
        actions={<PoActionsBar po={po} />}
      />
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Status
        </Text>
        <PoStatusBadge status={po.status} />
        {'approval' in po && po.approval?.exists ? (
          <AnchorLink to="/Approval-Form/$name/$id" params={{ name: 'PO', id: po.poId }} size="sm">
            View approval
          </AnchorLink>
        ) : null}
        {'fromRfq' in po && po.fromRfq ? <PoRfqOrigin rfq={po.fromRfq} /> : null}
      </Group>
      <PoPendingNotice po={po} createdOffline={createdOffline} />
      <PoForm key={po.version} mode="view" po={po} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="po-deliveries">
            <Title order={2} size="h4" id="po-deliveries" mb="sm">
              Deliveries
            </Title>
            <PoDeliveries po={po} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="po-audit">
            <Title order={2} size="h4" id="po-audit" mb="sm">
              Audit trail
            </Title>
            <PoAuditTrail audit={po.audit} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
