import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { ManagePoPage } from '../../../features/purchase-orders/list/components/manage-po-page'
import { PoListSkeleton } from '../../../features/purchase-orders/list/components/po-list-skeleton'
import { poList } from '../../../features/purchase-orders/list/list-search'
import { poListQueries } from '../../../features/purchase-orders/list/queries'
import { requireRoles } from '../../../lib/route-guard'
import { PO_READERS } from '../../../shared/po-access'

export const Route = createFileRoute('/_app/Manage-PO/')({
  validateSearch: poList.schema,
  beforeLoad: () => requireRoles(PO_READERS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(poListQueries.list(poList.query(deps))),
  pendingComponent: PoListSkeleton,
  errorComponent: PageLoadError,
  component: ManagePoPage,
})
