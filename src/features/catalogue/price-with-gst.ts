import { fromPaise } from '../../shared/money'
import { lineGrossPaise } from '../../shared/order-totals'

/** The price of one unit with GST added, rounded as an order line would be. */
export function priceWithGst(product: { Price: number; TaxPercentage: number }): number {
  return fromPaise(lineGrossPaise({ quantity: 1, unitPrice: product.Price, gstPercent: product.TaxPercentage }))
}
