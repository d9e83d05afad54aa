/** How much of a product there is to order, as the shop shows it. */
export type StockState = 'In stock' | 'Low stock' | 'Out of stock'

/** The stock state: none left, at or below the reorder level, or plenty. */
export function stockState(product: { Stock: number; ReorderLevel: number }): StockState {
  if (product.Stock <= 0) return 'Out of stock'
  return product.Stock <= product.ReorderLevel ? 'Low stock' : 'In stock'
}

/** True when a product can be put in the cart: Active and in stock. */
export function canOrder(product: { Stock: number; Status: string }): boolean {
  return product.Status === 'Active' && product.Stock > 0
}

/** Why a product that is no longer sold cannot be ordered (it is inactive or archived), else null. */
export function retiredReason(product: { Status: string }): string | null {
  return product.Status === 'Active'
    ? null
    : `This product is ${product.Status.toLowerCase()} and cannot be added to the cart.`
}
