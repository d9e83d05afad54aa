/** The units of an amount axis, largest first: crore, lakh, thousand (Indian grouping, as the app's amounts). */
const UNITS = [
  { size: 10_000_000, suffix: 'Cr' },
  { size: 100_000, suffix: 'L' },
  { size: 1_000, suffix: 'K' },
] as const

/**
 * A tick formatter for an axis of rupee amounts: every tick in the one unit the largest amount calls for
 * (₹0.9L beside ₹1.8L, never ₹90K beside ₹1.8L), so the ticks read as one scale. Two decimals at most;
 * tooltips and the tables keep the full amount.
 */
export function axisAmounts(amounts: readonly number[]): (value: number) => string {
  const largest = Math.max(0, ...amounts.map(Math.abs))
  const unit = UNITS.find((u) => largest >= u.size)
  return (value) => {
    if (value === 0) return '₹0'
    const scaled = unit ? value / unit.size : value
    return `${scaled < 0 ? '-' : ''}₹${Number(Math.abs(scaled).toFixed(2))}${unit?.suffix ?? ''}`
  }
}
