import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { WorkflowListPage } from '../../features/approvals/workflows/components/workflow-list-page'
import { workflowList } from '../../features/approvals/workflows/list-search'
import { workflowQueries } from '../../features/approvals/workflows/queries'
import { requireRoles } from '../../lib/route-guard'
import { WORKFLOW_READERS } from '../../shared/approval-access'

export const Route = createFileRoute('/_app/Approval-Workflow')({
  validateSearch: workflowList.schema,
  beforeLoad: () => requireRoles(WORKFLOW_READERS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(workflowQueries.list(workflowList.query(deps))),
  errorComponent: PageLoadError,
  component: WorkflowListPage,
})
