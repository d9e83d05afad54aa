import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { ManageRfqsPage } from '../../../features/rfqs/list/components/manage-rfqs-page'
import { rfqList } from '../../../features/rfqs/list/list-search'
import { rfqQueries } from '../../../features/rfqs/queries'
import { requireRoles } from '../../../lib/route-guard'
import { RFQ_READERS } from '../../../shared/rfq-access'

export const Route = createFileRoute('/_app/Manage-RFQs/')({
  validateSearch: rfqList.schema,
  beforeLoad: () => requireRoles(RFQ_READERS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(rfqQueries.list(rfqList.query(deps))),
  errorComponent: PageLoadError,
  component: ManageRfqsPage,
})
