import { queryOptions } from '@tanstack/react-query'
import { fetchDashboard } from './api'

/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}

/** Query options of the dashboard. */
export const dashboardQueries = {
  summary: () =>
    queryOptions({
      queryKey: dashboardKeys.summary(),
      queryFn: ({ signal }) => fetchDashboard({ signal, early: true }),
    }),
}
