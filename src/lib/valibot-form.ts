import type { FormErrors } from '@mantine/form'
import * as v from 'valibot'

/** Mantine form errors from a valibot schema: the first message for each field path. */
export function valibotFormErrors(schema: v.GenericSchema, values: unknown): FormErrors {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  const errors: FormErrors = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (path && !(path in errors)) errors[path] = issue.message
  }
  return errors
}

/** Mantine form errors from a server's `{ field: [messages] }` answer, first message per field. */
export function serverFormErrors(errors: Record<string, string[]> | undefined): FormErrors {
  const out: FormErrors = {}
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) out[field] = messages[0]
  }
  return out
}
