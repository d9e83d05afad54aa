import type { BudgetPeriod } from '../../shared/budget-rules'

/** How each period kind is named on the screens. */
export const PERIOD_NAMES: Record<BudgetPeriod, string> = {
  month: 'Month',
  quarter: 'Quarter',
  year: 'Financial year (April to March)',
}
