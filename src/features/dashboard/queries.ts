import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client'
import { DashboardSummarySchema } from '../../shared/dashboard'

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
      queryFn: async ({ signal }) => (await api.get('get-dashboard', DashboardSummarySchema, { signal })).data,
    }),
}
