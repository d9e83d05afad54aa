import { queryOptions } from '@tanstack/react-query'
import { approvalKeys } from '../query-keys'
import { fetchDelegateOptions, fetchDelegations } from './api'

/** Query options of the delegation dialog. */
export const delegationQueries = {
  mine: () => queryOptions({ queryKey: approvalKeys.delegations(), queryFn: ({ signal }) => fetchDelegations(signal) }),
  delegates: () =>
    queryOptions({
      queryKey: approvalKeys.delegateOptions(),
      queryFn: ({ signal }) => fetchDelegateOptions(signal),
    }),
}
