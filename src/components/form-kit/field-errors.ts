import * as v from 'valibot'

/** A form's errors by field path, as `form.setErrors` takes them. */
export type FieldErrors = Record<string, string>

/**
 * The field of a form that shows an error at `path`, or null when none does. A field is a path the
 * form binds (`SKU`), a parent whose input shows its children's errors (`categoryIds` for
 * `categoryIds.0`), or a pattern with `*` for any index (`products.*.Quantity`); the longest match wins.
 */
export function ownerOf(path: string, fields: readonly string[]): string | null {
  const parts = path.split('.')
  let owner: string | null = null
  let length = 0
  for (const field of fields) {
    const pattern = field.split('.')
    if (pattern.length > parts.length || pattern.length <= length) continue
    if (!pattern.every((part, i) => part === '*' || part === parts[i])) continue
    owner = parts.slice(0, pattern.length).join('.')
    length = pattern.length
  }
  return owner
}

/** Adds `message` at `path` (on its field when the form shows it there) unless that place already has one. */
function add(errors: FieldErrors, path: string, message: string, fields: readonly string[]): void {
  const at = ownerOf(path, fields) ?? path
  if (message && !(at in errors)) errors[at] = message
}

/**
 * Valibot issues as field errors, the payload's names renamed to the form's by `rename`: the first
 * message for each field; an issue with no path is kept under ''.
 */
export function issueErrors(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly string[],
  rename: Record<string, string> = {},
): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    add(errors, rename[path] ?? path, issue.message, fields)
  }
  return errors
}

/** A server's `{ field: [messages] }` as field errors, the payload's names renamed to the form's by `rename`. */
export function answerErrors(
  answer: Record<string, string[]> | undefined,
  fields: readonly string[],
  rename: Record<string, string> = {},
): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, [message]] of Object.entries(answer ?? {})) {
    if (message) add(errors, rename[path] ?? path, message, fields)
  }
  return errors
}

/** The first error no field of the form shows (it needs a toast), or null when every error has its field. */
export function unownedError(errors: FieldErrors, fields: readonly string[]): string | null {
  const loose = Object.entries(errors).find(([path, message]) => message && ownerOf(path, fields) !== path)
  return loose ? loose[1] : null
}
