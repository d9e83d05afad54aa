import * as v from 'valibot'
import { lenient } from '../../../components/list-kit/url-param'

/** Search params of /Create-New-RFQ: `id` opens a stored RFQ (a Draft to edit, else to view). */
export const RfqPageSearchSchema = v.object({
  // Kept as text whatever it is, so a malformed id is refused with its message rather than silently dropped.
  id: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
})

export type RfqPageSearch = v.InferOutput<typeof RfqPageSearchSchema>
