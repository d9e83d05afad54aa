import { fromPaise, toPaise } from './money'
import type { QuoteCell, RfqItem } from './rfq-read-schemas'

/** What the audit trail of a PO raised by an award says of where it came from. */
export const awardOrigin = (rfqNumber: string) => `Raised by the award of RFQ ${rfqNumber}`

/** One Draft PO an award raises: the partner's awarded lines at its quoted figures, its freight and terms. */
export interface AwardedOrder {
  supplierId: string
  lines: Array<{
    itemId: string
    product: string
    specification: string
    quantity: number
    UOMID: number
    unitPrice: number
    gstPercent: number
    attachment: string | null
  }>
  /** The awarded quotes' freight together, in rupees (a line of its own on the PO, without GST). */
  freight: number
  paymentTerms: QuoteCell['paymentTerms']
  /** The slowest quoted delivery of the awarded lines, in days. */
  deliveryDays: number
}

/**
 * Groups an award (each item to one partner) into one order per partner, in the order partners are
 * first named, from each partner's latest quote of the item; every awarded item must have one.
 */
export function awardedOrders(
  items: readonly RfqItem[],
  latest: ReadonlyMap<string, QuoteCell>,
  awards: ReadonlyArray<{ itemId: string; supplierId: string }>,
): AwardedOrder[] {
  const byItem = new Map(items.map((i) => [i.itemId, i]))
  const orders = new Map<string, AwardedOrder & { freightPaise: number }>()
  for (const award of awards) {
    const item = byItem.get(award.itemId)
    const quote = latest.get(`${award.supplierId} ${award.itemId}`)
    if (!item || !quote) throw new Error('an awarded item has no quote')
    const order = orders.get(award.supplierId) ?? {
      supplierId: award.supplierId,
      lines: [],
      freight: 0,
      freightPaise: 0,
      paymentTerms: quote.paymentTerms,
      deliveryDays: 0,
    }
    order.lines.push({
      itemId: item.itemId,
      product: item.product,
      specification: item.specification,
      quantity: item.quantity,
      UOMID: item.UOMID,
      unitPrice: quote.unitPrice,
      gstPercent: quote.gstPercent,
      attachment: quote.attachment,
    })
    order.freightPaise += toPaise(quote.freight)
    order.deliveryDays = Math.max(order.deliveryDays, quote.deliveryDays)
    orders.set(award.supplierId, order)
  }
  return [...orders.values()].map(({ freightPaise, ...order }) => ({ ...order, freight: fromPaise(freightPaise) }))
}
