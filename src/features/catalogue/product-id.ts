import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { formToast } from '../../lib/toast'
import { ProductIdSchema } from '../../shared/record-ids'

/** Checks a product id from the URL: a bad one shows 'Invalid product ID' and goes to the catalogue. */
export function requireShopProductId(raw: string | number, preload: boolean): number {
  const parsed = v.safeParse(ProductIdSchema, raw)
  if (parsed.success) return parsed.output
  if (!preload) formToast.error('Invalid product ID')
  throw redirect({ to: '/catalogue', replace: true })
}
