import { queryOptions } from '@tanstack/react-query'
import { approvalKeys } from '../query-keys'
import { fetchApproval } from './api'

/** Query options of `/Approval-Form/{name}/{id}`. */
export const approvalFormQueries = {
  detail: (urlName: string, documentId: string) =>
    queryOptions({
      queryKey: approvalKeys.detail(urlName, documentId),
      queryFn: ({ signal }) => fetchApproval(urlName, documentId, signal),
    }),
}
