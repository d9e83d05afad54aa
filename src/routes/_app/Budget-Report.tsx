import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { BudgetReportPage } from '../../features/budgets/components/budget-report-page'
import { budgetQueries } from '../../features/budgets/queries'
import { BudgetReportSearchSchema, reportQuery } from '../../features/budgets/report-search'
import { isoDayOf } from '../../lib/calendar-day'
import { requireRoles } from '../../lib/route-guard'
import { BUDGET_ADMINS } from '../../shared/budget-access'

export const Route = createFileRoute('/_app/Budget-Report')({
  validateSearch: BudgetReportSearchSchema,
  beforeLoad: () => requireRoles(BUDGET_ADMINS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(budgetQueries.report(reportQuery(deps, isoDayOf(new Date())))),
  errorComponent: PageLoadError,
  component: BudgetReportPage,
})
