import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { SupplierResponsePage } from '../features/rfqs/supplier/components/supplier-response-page'
import { SupplierLinkSearchSchema } from '../features/rfqs/supplier/link-search'

/** The public supplier response page: no session, only the partner's signed link (issue 15). */
export const Route = createFileRoute('/RFQ-Response')({
  validateSearch: SupplierLinkSearchSchema,
  component: RfqResponseRoute,
})

const route = getRouteApi('/RFQ-Response')

function RfqResponseRoute() {
  const { rfq, token } = route.useSearch()
  return <SupplierResponsePage key={`${rfq}/${token}`} RFQID={rfq ?? ''} token={token ?? ''} />
}
