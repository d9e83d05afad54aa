import { onFirstUse } from './on-first-use'

/** Counts grouped the way prices are (en-IN: 1,20,000), up to three decimals for quantities in uom. */
const counts = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }))

/** A count (stock, quantity, records) with Indian digit grouping: "2,400", "1,20,000", "2.5". */
export function formatCount(count: number): string {
  return counts().format(count)
}
