import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { ManagePoPage } from '../../../features/purchase-orders/list/components/manage-po-page'
import { PoListSkeleton } from '../../../features/purchase-orders/list/components/po-list-skeleton'
import { PoListSearchSchema, poListQuery } from '../../../features/purchase-orders/list/list-search'
import { poListQueries } from '../../../features/purchase-orders/list/queries'
import { PO_READERS } from '../../../features/purchase-orders/po-page-search'
import { requireRoles } from '../../../lib/route-guard'

export const Route = createFileRoute('/_app/Manage-PO/')({
  validateSearch: PoListSearchSchema,
  beforeLoad: () => requireRoles(PO_READERS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(poListQueries.list(poListQuery(deps))),
  pendingComponent: PoListSkeleton,
  errorComponent: PageLoadError,
  component: ManagePoPage,
})
