import { api, type ReadOptions } from '../../lib/api-client'
import { DashboardSummarySchema } from '../../shared/dashboard'

/**
 * GET get-dashboard: the tenant, the user's sessions and the figures of their role. `early` takes the answer
 * index.html's boot script started for the installed app's start page (src/lib/early-requests.ts).
 */
export async function fetchDashboard(options: ReadOptions = {}) {
  return (await api.get('get-dashboard', DashboardSummarySchema, options)).data
}
