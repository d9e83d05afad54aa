import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'
import { dashboardQueries } from '../../features/dashboard/queries'

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueries.summary()),
  errorComponent: PageLoadError,
  component: DashboardPage,
})
