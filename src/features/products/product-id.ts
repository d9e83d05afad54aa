import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { formToast } from '../../lib/toast'
import { ProductIdSchema } from '../../shared/record-ids'

/**
 * Checks a route's product id: a missing or bad one shows 'Invalid product ID' and goes back to the list.
 * Light on purpose: the route's guard uses it before any page code loads.
 */
export function requireProductId(raw: string, preload: boolean): number {
  const parsed = v.safeParse(ProductIdSchema, raw)
  if (parsed.success) return parsed.output
  if (!preload) formToast.error('Invalid product ID')
  throw redirect({ to: '/Manage-Product', replace: true })
}
