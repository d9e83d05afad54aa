import * as v from 'valibot'
import { lenient } from '../../../components/list-kit/url-param'

/** A search param kept as text (the router reads `?x=12` as a number). */
const text = () => lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))

/**
 * Search params of /Create-New-RFQ: `id` opens a stored RFQ (a Draft to edit, else to view);
 * `products` and `qty` (comma-separated product ids and quantities in the same order, the low stock
 * screen's link) fill a new RFQ's items from the catalogue.
 */
export const RfqPageSearchSchema = v.object({
  // Kept as text whatever it is, so a malformed id is refused with its message rather than silently dropped.
  id: text(),
  products: text(),
  qty: text(),
})

export type RfqPageSearch = v.InferOutput<typeof RfqPageSearchSchema>
