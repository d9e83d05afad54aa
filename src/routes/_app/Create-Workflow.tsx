import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { EditWorkflowPage, NewWorkflowPage } from '../../features/approvals/workflows/components/workflow-pages'
import { workflowQueries } from '../../features/approvals/workflows/queries'
import { ALL_WORKFLOWS, CreateWorkflowSearchSchema } from '../../features/approvals/workflows/workflow-search'
import { requireRoles } from '../../lib/route-guard'
import { WORKFLOW_EDITORS } from '../../shared/approval-access'

export const Route = createFileRoute('/_app/Create-Workflow')({
  validateSearch: CreateWorkflowSearchSchema,
  beforeLoad: () => requireRoles(WORKFLOW_EDITORS, 'Only admins can change approval workflows.'),
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: async ({ context, deps }) => {
    // Not awaited: the approver select shows 'Loading...' until the users arrive.
    void context.queryClient.prefetchQuery(workflowQueries.approvers())
    if (deps.type) await context.queryClient.ensureQueryData(workflowQueries.detail(deps.type))
    else await context.queryClient.ensureQueryData(workflowQueries.list(ALL_WORKFLOWS))
  },
  errorComponent: PageLoadError,
  component: CreateWorkflowPage,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Create-Workflow')

function CreateWorkflowPage() {
  const { type } = route.useSearch()
  return type ? <EditWorkflowPage key={type} type={type} /> : <NewWorkflowPage />
}
