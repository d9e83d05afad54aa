import { ApiError } from '../../lib/api-client'
import { answerErrors, type FieldErrors } from './field-errors'

/** Where a form shows what the server refused. */
export interface RefusalFields {
  /** The fields the form shows (see `ownerOf`). */
  fields: readonly string[]
  /** Payload names the form calls otherwise (`Delta` → `quantity`). */
  rename?: Record<string, string>
  /**
   * Refusals that name no field but are about one: the server's 409 for a taken unique value
   * ('A product with the SKU "X" already exists') goes on that field.
   */
  duplicates?: Record<string, RegExp>
}

/** The field errors of a refused write: those the server named, and a known duplicate on its field. */
export function refusalErrors(error: unknown, { fields, rename, duplicates = {} }: RefusalFields): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors = answerErrors(error.errors, fields, rename)
  if (error.status !== 409) return errors
  for (const [field, pattern] of Object.entries(duplicates)) {
    if (pattern.test(error.message) && !(field in errors)) errors[field] = error.message
  }
  return errors
}
