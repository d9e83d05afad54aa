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

/** The first error whose path no field of the form shows (it needs a toast), or null when every error has its field. */
export function unownedError(errors: FormErrors, fields: readonly string[]): string | null {
  const loose = Object.entries(errors).find(([path, message]) => message && !fields.includes(path))
  return loose ? String(loose[1]) : null
}

/** Moves focus to the form's first invalid field once its error has been drawn, so a long form scrolls to it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
