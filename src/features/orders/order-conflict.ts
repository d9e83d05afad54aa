import * as v from 'valibot'
import { ApiError } from '../../lib/api-client'
import { type Cart, CartSchema } from '../../shared/cart-schemas'

/** The cart a refused checkout sent back (409: prices changed, stock short, items unavailable), else null. */
export function conflictCart(error: unknown): Cart | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = v.safeParse(CartSchema, error.data)
  return parsed.success ? parsed.output : null
}
