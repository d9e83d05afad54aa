import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { formToast } from '../../lib/toast'
import { SupplierIdSchema } from '../../shared/record-ids'

/**
 * Checks a route's supply partner id: a bad one shows 'Invalid supply partner id' and goes back to the list.
 * Light on purpose: the route's guard uses it before any page code loads.
 */
export function requireSupplierId(raw: string, preload: boolean): string {
  const parsed = v.safeParse(SupplierIdSchema, raw)
  if (parsed.success) return parsed.output
  if (!preload) formToast.error('Invalid supply partner id')
  throw redirect({ to: '/Manage-Supply-Partner', replace: true })
}
