import * as v from 'valibot'

/**
 * An object schema whose missing keys report the field's own "required" message, as an empty value
 * would, instead of valibot's generic "Invalid key" text; a body that is not an object gets one message.
 */
export function requestObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined
    return (field && v.safeParse(field, undefined).issues?.[0]?.message) || 'The request body must be a JSON object'
  })
}
