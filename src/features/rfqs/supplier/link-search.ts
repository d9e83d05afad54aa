import * as v from 'valibot'

const optionalText = v.optional(v.fallback(v.optional(v.string()), undefined))

/** The supplier link's URL (/RFQ-Response?rfq=…&token=…): lenient, a missing part shows the link problem. */
export const SupplierLinkSearchSchema = v.object({ rfq: optionalText, token: optionalText })
