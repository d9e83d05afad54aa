/** True when stock has fallen to the reorder level or below: time to reorder. */
export function isLowStock(product: { Stock: number; ReorderLevel: number }): boolean {
  return product.Stock <= product.ReorderLevel
}
