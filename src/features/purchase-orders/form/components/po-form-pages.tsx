import { Group, Stack, Text } from '@mantine/core'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { AnchorLink } from '../../../../components/router-links'
import { formatDay } from '../../../../lib/calendar-day'
import { PoNotLoaded, PoPendingNotice, poTitleNumber } from '../../detail/components/po-pending-notice'
import { PoStatusBadge } from '../../list/components/po-status-badge'
import { isEditable } from '../../po-page-search'
import { usePoView } from '../../use-po-view'
import { PoForm } from './po-form'

const backLink = (
  <AnchorLink to="/Manage-PO" size="sm">
    ← All purchase orders
  </AnchorLink>
)

/** /Manage-PO/Create-PO: an empty purchase order form; Submit saves a Draft. */
export function NewPoPage() {
  return (
    <Stack gap="md" maw={1400}>
      {backLink}
      <PageHeader
        title="Create Purchase Order"
        description="Submit saves the purchase order as a Draft; it goes to an approver once you submit it for approval."
      />
      <PoForm mode="create" />
    </Stack>
  )
}

/** /Manage-PO/Create-PO?id=&mode=edit: a stored Draft in the form; a PO that has left Draft is shown read-only. */
export function EditPoPage({ poId }: { poId: string }) {
  // The PO with the pending offline changes applied: an edit builds on the version they will reach.
  const { po, loading, createdOffline } = usePoView(poId)
  if (!po) return <PoNotLoaded loading={loading} />
  const editable = isEditable(po.status)
  return (
    <Stack gap="md" maw={1400}>
      {backLink}
      <PageHeader
        title={`Edit Purchase Order ${poTitleNumber(po)}`}
        description={`${po.vendorName} · PO Date ${formatDay(po.PoDate)}`}
      />
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Status
        </Text>
        <PoStatusBadge status={po.status} />
      </Group>
      <PoPendingNotice po={po} createdOffline={createdOffline} />
      {editable ? null : (
        <Notice tone="warning" title={`This purchase order is ${po.status}`}>
          Only a Draft can be edited. It is shown read-only below.
        </Notice>
      )}
      <PoForm key={po.version} mode={editable ? 'edit' : 'view'} po={po} />
    </Stack>
  )
}
