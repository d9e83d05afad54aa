import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../../../components/form-kit/route-id'
import { PageLoadError } from '../../../../components/page-load-error'
import { RfqOffersPage } from '../../../../features/rfqs/offers/components/rfq-offers-page'
import { OffersSearchSchema } from '../../../../features/rfqs/offers/offers-search'
import { rfqQueries } from '../../../../features/rfqs/queries'
import { requireRoles } from '../../../../lib/route-guard'
import { RFQ_READERS } from '../../../../shared/rfq-access'
import { uuidSchema } from '../../../../shared/uuid'

export const Route = createFileRoute('/_app/Manage-RFQs/RFQ-Offers/')({
  validateSearch: OffersSearchSchema,
  beforeLoad: ({ search, preload }) => {
    requireRoles(RFQ_READERS)
    return { rfqId: requireRouteId(uuidSchema('Invalid RFQ ID'), search.rfq, { preload, fallback: '/Manage-RFQs' }) }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(rfqQueries.detail(context.rfqId)),
  errorComponent: PageLoadError,
  component: OffersRoute,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Manage-RFQs/RFQ-Offers/')

function OffersRoute() {
  const { rfqId } = route.useRouteContext()
  return <RfqOffersPage key={rfqId} RFQID={rfqId} />
}
