import { vValidator } from '@hono/valibot-validator'
import type { ValidationTargets } from 'hono'
import * as v from 'valibot'
import { fail } from './respond'

/** The first message and a field -> messages map of valibot issues. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): {
  msg: string
  errors: Record<string, string[]>
} {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return { msg: issues[0]?.message ?? 'Invalid request', errors }
}

function validator<T extends v.GenericSchema, K extends keyof ValidationTargets>(target: K, schema: T) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const { msg, errors } = describeIssues(result.issues)
      return c.json(fail(msg, errors), 400)
    }
  })
}

/** Validates the JSON body with a shared schema; 400 `{ status: false, msg, errors }` otherwise. */
export const json = <T extends v.GenericSchema>(schema: T) => validator('json', schema)

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable'])

/** The keys of an object schema whose field may be left out. */
function optionalKeys(schema: v.GenericSchema): Set<string> {
  if (!('entries' in schema) || typeof schema.entries !== 'object' || schema.entries === null) return new Set()
  const fields: [string, unknown][] = Object.entries(schema.entries)
  return new Set(
    fields
      .filter(
        ([, field]) =>
          typeof field === 'object' && field !== null && 'type' in field && OPTIONAL_TYPES.has(String(field.type)),
      )
      .map(([key]) => key),
  )
}

/**
 * A query with empty values of optional parameters left out: a form or a client written to the spec
 * sends `parentCatID=` or `status=` for "no filter" (spec point 3), which means the same as no
 * parameter. A repeated parameter keeps its non-empty values.
 */
function withoutEmptyOptionals(value: unknown, optional: Set<string>): unknown {
  if (typeof value !== 'object' || value === null) return value
  const kept: [string, unknown][] = []
  for (const [key, raw] of Object.entries(value)) {
    if (!optional.has(key)) kept.push([key, raw])
    else if (Array.isArray(raw)) {
      const values = raw.filter((item) => item !== '')
      if (values.length > 0) kept.push([key, values.length === 1 ? values[0] : values])
    } else if (raw !== '') kept.push([key, raw])
  }
  // fromEntries defines own properties, so a `__proto__` parameter stays a plain (unknown) key.
  return Object.fromEntries(kept)
}

/** Validates the query string with a shared schema; an empty optional parameter counts as absent. */
export const query = <T extends v.GenericSchema>(schema: T) => {
  const optional = optionalKeys(schema)
  return validator(
    'query',
    v.pipe(
      v.unknown(),
      v.transform((value) => withoutEmptyOptionals(value, optional)),
      schema,
    ),
  )
}
