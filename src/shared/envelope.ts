import * as v from 'valibot'

/** Schema of the `{ status, msg, data }` envelope around a given data schema. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({ status: v.boolean(), msg: v.optional(v.string(), ''), data })
}

/** Schema of an error body: `{ status: false, msg, errors? }`. */
export const ErrorBodySchema = v.object({
  status: v.literal(false),
  msg: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})
