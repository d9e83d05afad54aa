import * as v from 'valibot'
import { ApiError } from '../../lib/api-client'
import { type Product, ProductSchema } from '../../shared/product-schemas'

/** The current product when an update was refused as stale (409 with the record), else null. */
export function staleProduct(error: unknown): Product | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = v.safeParse(ProductSchema, error.data)
  return parsed.success ? parsed.output : null
}
