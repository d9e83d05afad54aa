import type { Cart, CartItem } from './cart-schemas'
import { lineGross, moneyTotals, type PricedLine } from './order-totals'
import { stockUnitsFor } from './quantity'
import type { MoneyTotals } from './totals-schema'

/** What the cart view works out of a line; everything else is a fact about the line and its product. */
type Derived = 'LineTotal' | 'PriceChanged' | 'StockShort'

/** A cart line before it is priced: quantity, kept and current price, GST, stock and availability. */
export type CartLineFacts = Omit<CartItem, Derived>

/** A priced cart line: its facts and what the view works out of them. */
export type CartLineView<T extends CartLineFacts> = T & Pick<CartItem, Derived>

/** The cart view of some lines: the lines priced, totals in rupees, count and whether anything changed. */
export type CartViewOf<T extends CartLineFacts> = Omit<Cart, 'CartItems'> & { CartItems: Array<CartLineView<T>> }

/** What the totals need of a line (a cart line or an order line): quantity, prices and GST. */
export interface PriceableLine {
  Quantity: number
  UnitPrice: number
  TaxPercentage: number
}

/** An add merged into a line: the quantities summed in thousandths, as the numeric(12,3) column sums them. */
export const mergedQuantity = (line: number, added: number): number =>
  (Math.round(line * 1000) + Math.round(added * 1000)) / 1000

/** A line as the shared totals take it, at the price it keeps or at today's (a checkout accepting changes). */
export function pricedLine(line: PriceableLine & { CurrentPrice?: number }, atCurrentPrice = false): PricedLine {
  return {
    quantity: line.Quantity,
    unitPrice: atCurrentPrice && line.CurrentPrice !== undefined ? line.CurrentPrice : line.UnitPrice,
    gstPercent: line.TaxPercentage,
  }
}

/** A line's total with GST in rupees, at the price it keeps or at today's. */
export const lineTotalOf = (line: PriceableLine & { CurrentPrice?: number }, atCurrentPrice = false): number =>
  lineGross(pricedLine(line, atCurrentPrice))

/** Totals in rupees of lines at the prices they keep, or at today's prices. */
export function linesTotals(
  lines: ReadonlyArray<PriceableLine & { CurrentPrice?: number }>,
  atCurrentPrices = false,
): MoneyTotals {
  return moneyTotals(lines.map((line) => pricedLine(line, atCurrentPrices)))
}

/** A cart line priced: its total at the kept price, whether the price changed, whether stock is short. */
export function cartLineView<T extends CartLineFacts>(line: T): CartLineView<T> {
  return {
    ...line,
    LineTotal: lineTotalOf(line),
    PriceChanged: line.CurrentPrice !== line.UnitPrice,
    StockShort: stockUnitsFor(line.Quantity) > line.Stock,
  }
}

/**
 * The cart as the API answers it and the page shows it (offline too): every line priced, totals at
 * the prices the lines keep, the line count and whether any line changed, ran short or went away.
 */
export function cartView<T extends CartLineFacts>(lines: readonly T[]): CartViewOf<T> {
  const items = lines.map(cartLineView)
  return {
    CartItems: items,
    Totals: linesTotals(items),
    ItemCount: items.length,
    HasChanges: items.some((l) => l.PriceChanged || l.StockShort || l.Unavailable),
  }
}
