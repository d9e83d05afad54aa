import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../../../components/form-kit/route-id'
import { PageLoadError } from '../../../../components/page-load-error'
import { CounterOfferPage } from '../../../../features/rfqs/offers/components/counter-offer-page'
import { CounterOfferSearchSchema } from '../../../../features/rfqs/offers/offers-search'
import { rfqQueries } from '../../../../features/rfqs/queries'
import { requireRoles } from '../../../../lib/route-guard'
import { RFQ_READERS } from '../../../../shared/rfq-access'
import { uuidSchema } from '../../../../shared/uuid'

export const Route = createFileRoute('/_app/Manage-RFQs/RFQ-Offers/CounterOffer')({
  validateSearch: CounterOfferSearchSchema,
  beforeLoad: ({ search, preload }) => {
    requireRoles(RFQ_READERS)
    const fallback = '/Manage-RFQs'
    return {
      rfqId: requireRouteId(uuidSchema('Invalid RFQ ID'), search.rfq, { preload, fallback }),
      supplierId: requireRouteId(uuidSchema('Invalid supply partner id'), search.partner, { preload, fallback }),
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(rfqQueries.detail(context.rfqId)),
  errorComponent: PageLoadError,
  component: CounterOfferRoute,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Manage-RFQs/RFQ-Offers/CounterOffer')

function CounterOfferRoute() {
  const { rfqId, supplierId } = route.useRouteContext()
  return <CounterOfferPage key={`${rfqId} ${supplierId}`} RFQID={rfqId} supplierId={supplierId} />
}
