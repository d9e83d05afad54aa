import * as v from 'valibot'
import { CategoryByIdQuerySchema } from '../../shared/category-schemas'

/** A category id from the URL when it is a non-zero whole number (spec point 2), else null. */
export function parseCategoryId(raw: string): number | null {
  const parsed = v.safeParse(CategoryByIdQuerySchema, { CategoryID: raw })
  return parsed.success ? parsed.output.CategoryID : null
}
