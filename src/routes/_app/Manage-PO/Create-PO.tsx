import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { PoUnavailable } from '../../../features/purchase-orders/detail/components/po-unavailable'
import { PoViewPage } from '../../../features/purchase-orders/detail/components/po-view-page'
import { EditPoPage, NewPoPage } from '../../../features/purchase-orders/form/components/po-form-pages'
import { loadPoPage } from '../../../features/purchase-orders/load-po-page'
import { PoPageSearchSchema, poPageOf } from '../../../features/purchase-orders/po-page-search'
import { requireRoles } from '../../../lib/route-guard'
import { sessionStore } from '../../../lib/session-store'
import { PO_READERS, PO_WRITERS } from '../../../shared/po-access'

export const Route = createFileRoute('/_app/Manage-PO/Create-PO')({
  validateSearch: PoPageSearchSchema,
  beforeLoad: ({ search }) => {
    requireRoles(PO_READERS)
    const page = poPageOf(search, sessionStore.get()?.Role)
    if (page.kind === 'create') requireRoles(PO_WRITERS, 'Only buyers can create purchase orders.')
    return { page }
  },
  loader: ({ context }) => loadPoPage(context.queryClient, context.page),
  errorComponent: PageLoadError,
  component: PurchaseOrderPage,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Manage-PO/Create-PO')

function PurchaseOrderPage() {
  const { page } = route.useRouteContext()
  const { missing } = route.useLoaderData()
  if (page.kind === 'create') return <NewPoPage />
  if (page.kind === 'invalid') {
    return (
      <PoUnavailable title="Invalid PO ID">
        {`"${page.id}" is not a purchase order id. Open the purchase order from the list instead.`}
      </PoUnavailable>
    )
  }
  if (missing) {
    return (
      <PoUnavailable title="Purchase order not found">
        This purchase order does not exist, or it belongs to another organisation.
      </PoUnavailable>
    )
  }
  return page.kind === 'edit' ? <EditPoPage poId={page.poId} /> : <PoViewPage poId={page.poId} />
}
