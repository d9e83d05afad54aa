import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { PendingApprovalsPage } from '../../features/approvals/pending/components/pending-approvals-page'
import { pendingList } from '../../features/approvals/pending/list-search'
import { pendingQueries } from '../../features/approvals/pending/queries'

// Every signed-in user may open it: it lists what waits on them (often nothing).
export const Route = createFileRoute('/_app/Pending-Approvals')({
  validateSearch: pendingList.schema,
  loaderDeps: ({ search }) => search,
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(pendingQueries.list(pendingList.query(deps))),
  errorComponent: PageLoadError,
  component: PendingApprovalsPage,
})
