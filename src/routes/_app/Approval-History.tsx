import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { ApprovalHistoryPage } from '../../features/approvals/history/components/approval-history-page'
import { historyList } from '../../features/approvals/history/list-search'
import { historyQueries } from '../../features/approvals/history/queries'

export const Route = createFileRoute('/_app/Approval-History')({
  validateSearch: historyList.schema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(historyQueries.list(historyList.query(deps))),
  errorComponent: PageLoadError,
  component: ApprovalHistoryPage,
})
