import { Alert, DataList, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '../../../../components/router-links'
import { TotalsSummary } from '../../../../components/totals-summary'
import type { ApprovalDetail } from '../../../../shared/approval-request-schemas'
import { formatInr } from '../../../../shared/money'
import { OrderLinesTable } from '../../../orders/components/order-lines-table'
import { orderQueries } from '../../../orders/queries'
import { PoForm } from '../../../purchase-orders/form/components/po-form'
import { poQueries } from '../../../purchase-orders/queries'
import { supplierQueries } from '../../../suppliers/queries'

/** While a document loads, or when it cannot be read (the approval still shows). */
function DocumentState({ loading }: { loading: boolean }) {
  if (loading) return <Loader size="sm" aria-label="Loading the document" />
  return (
    <Alert color="gray" variant="light" role="status">
      The document itself could not be loaded; its approval is shown below.
    </Alert>
  )
}

/** A PO's read view: the PO form in view mode (header, lines, totals). */
function PoDocument({ id }: { id: string }) {
  const { data: po, isPending } = useQuery(poQueries.detail(id))
  if (!po) return <DocumentState loading={isPending} />
  return <PoForm key={po.version} mode="view" po={po} />
}

/** An order's lines and totals, as on its own page. */
function OrderDocument({ id }: { id: string }) {
  const { data: order, isPending } = useQuery(orderQueries.detail(id))
  if (!order) return <DocumentState loading={isPending} />
  return (
    <Stack gap="md">
      <OrderLinesTable lines={order.Lines} />
      <TotalsSummary totals={order.Totals} caption="Order totals" />
      <AnchorLink to="/order_detail" search={{ OrderID: id }} size="sm">
        Open order {order.OrderNumber}
      </AnchorLink>
    </Stack>
  )
}

/** A supply partner's registration: who they are and how they are paid. */
function SupplierDocument({ id }: { id: string }) {
  const { data: supplier, isPending } = useQuery(supplierQueries.detail(id))
  if (!supplier) return <DocumentState loading={isPending} />
  const rows: Array<[string, string]> = [
    ['Supply partner', supplier.name],
    ['Contact person', supplier.contactPerson],
    ['Email', supplier.email],
    ['Phone', supplier.phone],
    ['GSTIN', supplier.gstin ?? '—'],
    ['PAN', supplier.pan ?? '—'],
    ['Payment terms', supplier.paymentTerms],
    ['Categories', supplier.categories.map((c) => c.name).join(', ') || '—'],
    ['Billing address', supplier.billingAddress],
  ]
  return <Facts rows={rows} />
}

function Facts({ rows }: { rows: ReadonlyArray<[string, string]> }) {
  return (
    <DataList orientation="vertical" gap="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ whiteSpace: 'pre-line' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  )
}

/** Types without a read view yet: what the approval knows, and the document's own page where there is one. */
function SummaryDocument({ approval }: { approval: ApprovalDetail }) {
  const rows: Array<[string, string]> = [
    [approval.approvalType, approval.documentNumber],
    ['Amount', approval.amount === null ? 'No amount' : formatInr(approval.amount)],
  ]
  return (
    <Stack gap="sm">
      <Facts rows={rows} />
      {approval.approvalType === 'Category' ? (
        <AnchorLink to="/Create-Category/$id" params={{ id: approval.documentId }} size="sm">
          Open category {approval.documentNumber}
        </AnchorLink>
      ) : approval.approvalType === 'Product' ? (
        <AnchorLink to="/Product-Detail/$productid" params={{ productid: approval.documentId }} size="sm">
          Open product {approval.documentNumber}
        </AnchorLink>
      ) : (
        <Text size="sm" c="gray.7">
          This document has no page of its own yet.
        </Text>
      )}
    </Stack>
  )
}

/** The document an approval is about, in its own read view where it has one. */
export function ApprovalDocument({ approval }: { approval: ApprovalDetail }) {
  switch (approval.approvalType) {
    case 'PO':
      return <PoDocument id={approval.documentId} />
    case 'Order':
      return <OrderDocument id={approval.documentId} />
    case 'Supplier Onboarding':
      return <SupplierDocument id={approval.documentId} />
    default:
      return <SummaryDocument approval={approval} />
  }
}
