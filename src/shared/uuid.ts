import * as v from 'valibot'

/** A client-made id: a UUID (the app makes version 7, so ids sort by creation time). */
export function uuidSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.uuid(message))
}
