import * as v from 'valibot'
import { ApiError } from '../../lib/api-client'

/** The current record a write was refused with (409 stale edit, carrying it as `data`), or null. */
export function staleRecord<TSchema extends v.GenericSchema>(
  error: unknown,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = v.safeParse(schema, error.data)
  return parsed.success ? parsed.output : null
}
