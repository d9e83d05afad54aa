import * as v from 'valibot'
import { type FieldErrors, issueErrors } from './field-errors'

/** What a form's values make: the body to send, or the field errors that stop it. */
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors }

/**
 * Checks a form's input with the shared schema the server uses: its output, or its messages on the
 * form's fields (payload names renamed by `rename`).
 */
export function checkWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fields: readonly string[],
  rename?: Record<string, string>,
): Checked<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, input)
  if (parsed.success) return { ok: true, body: parsed.output }
  return { ok: false, errors: issueErrors(parsed.issues, fields, rename) }
}

/** A check that failed on one field. */
export const failed = (field: string, message: string): Checked<never> => ({ ok: false, errors: { [field]: message } })

/**
 * Adds errors a form checks beyond the schema (a field marked required that the payload takes blank),
 * each only where the schema said nothing.
 */
export function withErrors<T>(checked: Checked<T>, extra: FieldErrors): Checked<T> {
  if (Object.keys(extra).length === 0) return checked
  return { ok: false, errors: { ...extra, ...(checked.ok ? {} : checked.errors) } }
}

/** The errors of a check, {} when it passed: a Mantine `validate` that checks with the same rules. */
export const errorsOf = (checked: Checked<unknown>): FieldErrors => (checked.ok ? {} : checked.errors)

/** A check's body made into another (`{ update: body }`), its errors kept. */
export const mapChecked = <T, U>(checked: Checked<T>, make: (body: T) => U): Checked<U> =>
  checked.ok ? { ok: true, body: make(checked.body) } : checked
