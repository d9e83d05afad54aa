import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { formToast } from '../../lib/toast'
import { CategoryIdSchema } from '../../shared/record-ids'

// Light on purpose: the routes' guards use it before any page code loads.

/** A category id from the URL when it is a non-zero whole number (spec point 2), else null. */
export function parseCategoryId(raw: string): number | null {
  const parsed = v.safeParse(CategoryIdSchema, raw)
  return parsed.success ? parsed.output : null
}

/** Checks a route's category id: a bad one shows 'Invalid category ID' and goes back to the list. */
export function requireCategoryId(raw: string, preload: boolean): number {
  const id = parseCategoryId(raw)
  if (id !== null) return id
  if (!preload) formToast.error('Invalid category ID')
  throw redirect({ to: '/Manage-Category', replace: true })
}
