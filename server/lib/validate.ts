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

/** Validates the query string with a shared schema. */
export const query = <T extends v.GenericSchema>(schema: T) => validator('query', schema)
