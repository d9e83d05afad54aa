import * as v from 'valibot'
import type { WorkflowListQuery } from '../../../shared/approval-list-query'
import { APPROVAL_TYPES } from '../../../shared/approval-rules'

// Light on purpose: the router checks the URL with it before any page code loads.

/** /Create-Workflow's search: `type` opens that type's saved workflow; an unknown type is dropped (a new workflow). */
export const CreateWorkflowSearchSchema = v.object({
  type: v.optional(v.fallback(v.optional(v.picklist(APPROVAL_TYPES)), undefined)),
})

/** Every saved workflow (there are at most six): the types a new workflow may still take. */
export const ALL_WORKFLOWS: WorkflowListQuery = {
  search_txt: '',
  iDisplayStart: 0,
  iDisplayLength: APPROVAL_TYPES.length,
  iSortCol_0: 0,
  sSortDir_0: 'asc',
  status: undefined,
}
