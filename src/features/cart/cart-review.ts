import type { Cart, CartItem } from '../../shared/cart-schemas'
import { linesTotals, lineTotalOf } from '../../shared/cart-view'
import type { MoneyTotals } from '../../shared/totals-schema'

/** What stands between a cart and an order, line by line. */
export interface CartIssues {
  /** Lines whose product is inactive or deleted: they must be removed. */
  unavailable: CartItem[]
  /** Lines asking for more than is in stock: they must be lowered. */
  stockShort: CartItem[]
  /** Lines whose price changed since they were added: the buyer must accept the new price. */
  priceChanged: CartItem[]
  /** True while unavailable or short lines stop the checkout. */
  blocked: boolean
}

/** The issues of a cart, from the flags the server sets on each line. */
export function cartIssues(cart: Cart): CartIssues {
  const unavailable = cart.CartItems.filter((line) => line.Unavailable)
  const stockShort = cart.CartItems.filter((line) => !line.Unavailable && line.StockShort)
  const priceChanged = cart.CartItems.filter((line) => !line.Unavailable && line.PriceChanged)
  return { unavailable, stockShort, priceChanged, blocked: unavailable.length > 0 || stockShort.length > 0 }
}

/** A cart line as the checkout summary shows it: the price the order will use and its total with GST. */
export interface SummaryLine {
  CartID: string
  Name: string
  Quantity: number
  UnitsofMeasurement: CartItem['UnitsofMeasurement']
  Price: number
  Total: number
}

/**
 * What the order will come to. When any price changed, placing the order accepts the new prices
 * (the server then prices every line at today's price), so the summary shows those.
 */
export function checkoutSummary(cart: Cart): {
  acceptPriceChanges: boolean
  lines: SummaryLine[]
  totals: MoneyTotals
} {
  const acceptPriceChanges = cart.CartItems.some((line) => line.PriceChanged)
  const lines = cart.CartItems.map((line) => {
    const price = acceptPriceChanges ? line.CurrentPrice : line.UnitPrice
    return {
      CartID: line.CartID,
      Name: line.Name,
      Quantity: line.Quantity,
      UnitsofMeasurement: line.UnitsofMeasurement,
      Price: price,
      Total: lineTotalOf(line, acceptPriceChanges),
    }
  })
  return { acceptPriceChanges, lines, totals: acceptPriceChanges ? linesTotals(cart.CartItems, true) : cart.Totals }
}
