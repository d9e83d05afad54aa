import { DotBadge } from '../../../components/dot-badge'
import { type StockState, stockState } from '../../../shared/stock-state'

const COLORS: Record<StockState, string> = { 'In stock': 'green', 'Low stock': 'orange', 'Out of stock': 'red' }

/** A product's stock state as a badge with a coloured dot (the text stays dark, for AA contrast). */
export function StockBadge({ product }: { product: { Stock: number; ReorderLevel: number } }) {
  const state = stockState(product)
  return <DotBadge color={COLORS[state]}>{state}</DotBadge>
}
