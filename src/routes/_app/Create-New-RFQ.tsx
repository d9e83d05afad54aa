import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../components/form-kit/route-id'
import { PageLoadError } from '../../components/page-load-error'
import { poQueries } from '../../features/purchase-orders/queries'
import { NewRfqPage, StoredRfqPage } from '../../features/rfqs/form/components/rfq-form-pages'
import { RfqPageSearchSchema } from '../../features/rfqs/form/rfq-page-search'
import { rfqQueries } from '../../features/rfqs/queries'
import { requireRoles } from '../../lib/route-guard'
import { RFQ_READERS, RFQ_WRITERS } from '../../shared/rfq-access'
import { uuidSchema } from '../../shared/uuid'

export const Route = createFileRoute('/_app/Create-New-RFQ')({
  validateSearch: RfqPageSearchSchema,
  // A new RFQ is for writers; a stored one (a Draft to edit, or any to view) for readers.
  beforeLoad: ({ search, preload }) => {
    if (search.id === undefined) {
      requireRoles(RFQ_WRITERS)
      return { rfqId: null }
    }
    requireRoles(RFQ_READERS)
    return { rfqId: requireRouteId(uuidSchema('Invalid RFQ ID'), search.id, { preload, fallback: '/Manage-RFQs' }) }
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context }) => {
    if (context.rfqId === null) {
      void context.queryClient.prefetchQuery(poQueries.unitsOfMeasure())
      return
    }
    return context.queryClient.ensureQueryData(rfqQueries.detail(context.rfqId))
  },
  errorComponent: PageLoadError,
  component: RfqPage,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Create-New-RFQ')

function RfqPage() {
  const { rfqId } = route.useRouteContext()
  return rfqId === null ? <NewRfqPage /> : <StoredRfqPage key={rfqId} id={rfqId} />
}
