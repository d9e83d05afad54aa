import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../components/form-kit/route-id'
import { PageLoadError } from '../../components/page-load-error'
import { poQueries } from '../../features/purchase-orders/queries'
import { NewRfqPage, StoredRfqPage } from '../../features/rfqs/form/components/rfq-form-pages'
import { RfqPageSearchSchema } from '../../features/rfqs/form/rfq-page-search'
import { rfqPageTitle } from '../../features/rfqs/form/rfq-page-title'
import { rfqQueries } from '../../features/rfqs/queries'
import { requireRoles } from '../../lib/route-guard'
import { sessionStore } from '../../lib/session-store'
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
  // A stored RFQ's `crumb` names the page for the breadcrumb trail: Edit RFQ (a Draft a writer may edit) or View RFQ.
  loader: async ({ context }) => {
    if (context.rfqId === null) {
      void context.queryClient.prefetchQuery(poQueries.unitsOfMeasure())
      return undefined
    }
    const rfq = await context.queryClient.ensureQueryData(rfqQueries.detail(context.rfqId))
    return { crumb: rfqPageTitle(rfq.status, sessionStore.get()?.Role) }
  },
  errorComponent: PageLoadError,
  component: RfqPage,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Create-New-RFQ')

function RfqPage() {
  const { rfqId } = route.useRouteContext()
  const { products, qty } = route.useSearch()
  return rfqId === null ? <NewRfqPage products={products} qty={qty} /> : <StoredRfqPage key={rfqId} id={rfqId} />
}
