import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api, dataOf } from '../../../lib/api-client'
import { approvalKeys } from '../query-keys'

const CountSchema = v.object({ count: v.number() })

/** How often the header asks again while the app is open. */
const COUNT_REFRESH_MS = 60_000

/** GET get-pending-approval-count: the header badge, refreshed every minute and when the window regains focus. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: approvalKeys.count(),
    queryFn: async ({ signal }) => dataOf(await api.get('get-pending-approval-count', CountSchema, { signal })).count,
    refetchInterval: COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
