import * as v from 'valibot'

/** A search param that is dropped (not an error) when it is missing or malformed. */
export function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined)
}

/** A whole number from the URL (the router parses `?page=2` as a number, but a string also works). */
export function urlInt(min: number) {
  return v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(min))
}

/** The router reads `?q=123` as a number and `?x=true` as a boolean; the wire carries both as text. */
const asText = (raw: unknown): unknown => (typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw)

/** The wire schema's value type, without the `undefined` its optional wrapper adds. */
export type WireValue<TEntry extends v.GenericSchema> = Exclude<v.InferOutput<TEntry>, undefined>

/**
 * One parameter of a list endpoint as the URL holds it: the endpoint's own (strict) schema, made
 * lenient. Its default is left out (the URL keeps only what differs), and a malformed value is
 * dropped instead of failing the page. The endpoint still checks the value strictly on the wire.
 */
export function fromWire<TEntry extends v.GenericSchema>(entry: TEntry) {
  const inner: v.GenericSchema =
    entry.type === 'optional' ? (entry as unknown as v.OptionalSchema<v.GenericSchema, unknown>).wrapped : entry
  return lenient(v.pipe(v.unknown(), v.transform(asText), inner) as v.GenericSchema<unknown, WireValue<TEntry>>)
}

/** The default of a wire parameter (what the endpoint assumes when the URL leaves it out). */
export function wireDefault(entry: v.GenericSchema | undefined): unknown {
  return entry === undefined ? undefined : v.getDefault(entry as v.OptionalSchema<v.GenericSchema, unknown>)
}
