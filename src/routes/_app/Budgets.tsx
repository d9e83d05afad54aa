import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { lenient } from '../../components/list-kit/url-param'
import { PageLoadError } from '../../components/page-load-error'
import { BudgetsPage } from '../../features/budgets/components/budgets-page'
import { budgetQueries } from '../../features/budgets/queries'
import { requireRoles } from '../../lib/route-guard'
import { BUDGET_ADMINS } from '../../shared/budget-access'
import { uuidSchema } from '../../shared/uuid'

export const Route = createFileRoute('/_app/Budgets')({
  validateSearch: v.object({ department: lenient(uuidSchema('Invalid department id')) }),
  beforeLoad: () => requireRoles(BUDGET_ADMINS),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(budgetQueries.departments()),
      context.queryClient.ensureQueryData(budgetQueries.budgets()),
      context.queryClient.ensureQueryData(budgetQueries.staff()),
    ]),
  errorComponent: PageLoadError,
  component: BudgetsPage,
})
