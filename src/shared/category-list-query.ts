import * as v from 'valibot'
import { CATALOGUE_STATUSES } from './catalogue-enums'
import { intParam, listQueryEntries, MAX_ID } from './list-query'
import { requestObject } from './request-object'
import { CATEGORY_SORT_COLUMNS } from './sort-columns'

// Apart from the other category schemas: the browser derives its list URL from this one, and the
// router checks URLs before any page code loads, so it must stay small.

/** GET get-all-categories query (spec point 3, Category list query). */
export const CategoryListQuerySchema = requestObject({
  ...listQueryEntries(CATEGORY_SORT_COLUMNS.length),
  parentCatID: v.optional(intParam('parentCatID must be a category id, or 0 for top level', 0, MAX_ID)),
  status: v.optional(v.picklist(CATALOGUE_STATUSES, 'Status must be Active, Inactive or Archived')),
})

export type CategoryListQuery = v.InferOutput<typeof CategoryListQuerySchema>
