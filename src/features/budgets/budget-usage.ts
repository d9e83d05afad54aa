import {
  type BudgetOutcome,
  budgetMessage,
  budgetOutcome,
  LIMIT_BASIS_POINTS,
  WARN_AT_BASIS_POINTS,
} from '../../shared/budget-rules'
import type { BudgetStanding } from '../../shared/budget-schemas'
import { toPaise } from '../../shared/money'

/** Where a budget stands against the 80% warning and the 100% limit. */
export type UsageLevel = 'under' | 'warning' | 'over'

/** The level of a share used (a percentage): below 80%, from 80% to 100%, beyond 100%. */
export function usageLevel(usedPercent: number): UsageLevel {
  const basisPoints = Math.round(usedPercent * 100)
  if (basisPoints > LIMIT_BASIS_POINTS) return 'over'
  return basisPoints >= WARN_AT_BASIS_POINTS ? 'warning' : 'under'
}

/** The level in words, beside the bar: what the marks at 80% and 100% mean for this budget. */
export function usageWords(usedPercent: number): string {
  const level = usageLevel(usedPercent)
  if (level === 'over') return `${usedPercent}% used: over budget (beyond 100%)`
  if (level === 'warning') return `${usedPercent}% used: past the 80% warning`
  return `${usedPercent}% used: below the 80% warning`
}

/** The widths of the bar's two parts (committed, spent) as percentages of the budget, together at most 100. */
export function barParts(b: Pick<BudgetStanding, 'amount' | 'committed' | 'spent'>): {
  committed: number
  spent: number
} {
  if (b.amount <= 0) return b.committed + b.spent > 0 ? { committed: 0, spent: 100 } : { committed: 0, spent: 0 }
  const spent = Math.min(100, (b.spent / b.amount) * 100)
  const committed = Math.min(100 - spent, (b.committed / b.amount) * 100)
  return { committed, spent }
}

/** What a purchase of `amount` rupees would do to a budget, before it is sent (the server decides). */
export interface PurchaseOutlook {
  /** 'refused' here means beyond 100%: the server refuses it unless an approval workflow routes it. */
  outcome: BudgetOutcome
  message: string | null
}

/**
 * The outlook of a purchase against the budget it uses most of (the one the server names): the same
 * rules and words as the server's check, assuming no approval workflow takes it over.
 */
export function purchaseOutlook(budgets: readonly BudgetStanding[], amount: number): PurchaseOutlook | null {
  let worst: { budget: BudgetStanding; used: number } | null = null
  for (const budget of budgets) {
    const used = budget.amount > 0 ? (budget.committed + budget.spent + amount) / budget.amount : Infinity
    if (!worst || used > worst.used) worst = { budget, used }
  }
  if (!worst) return null
  const figures = {
    budgetPaise: toPaise(worst.budget.amount),
    committedPaise: toPaise(worst.budget.committed),
    spentPaise: toPaise(worst.budget.spent),
    amountPaise: Math.round(amount * 100),
  }
  const outcome = budgetOutcome(figures, false)
  const label = `${worst.budget.departmentName} ${worst.budget.label}`
  return { outcome, message: budgetMessage(outcome, figures, label) }
}
