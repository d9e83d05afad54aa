import * as v from 'valibot'

/** Money totals as the API sends them (rupees), for a cart and for an order. */
export const TotalsSchema = v.object({
  Subtotal: v.number(),
  GstByRate: v.array(v.object({ Rate: v.number(), Taxable: v.number(), Gst: v.number() })),
  Gst: v.number(),
  Total: v.number(),
})

/** Money totals in rupees: subtotal, GST per rate (with the amount it was charged on), GST and total. */
export type MoneyTotals = v.InferOutput<typeof TotalsSchema>
