import { formatInr, fromPaise } from './money'

/** Periods a budget covers: a calendar month, a quarter or a financial year (April to March). */
export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number]

/** A budget's share used from which checkout and PO submit warn, in hundredths of a percent (80%). */
export const WARN_AT_BASIS_POINTS = 8000
/** Beyond this share (100%) a purchase is refused unless its approval workflow routes it. */
export const LIMIT_BASIS_POINTS = 10000

/** A period: its first and last day (YYYY-MM-DD, inclusive) and how people name it. */
export interface PeriodRange {
  period: BudgetPeriod
  start: string
  end: string
  label: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`
/** The last day of a month (1 to 12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The financial year (April to March) a day falls in, as the year it starts: 31 March 2026 is in 2025. */
export function financialYearOf(day: string): number {
  const year = Number(day.slice(0, 4))
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1
}

/** The period of a kind that holds a day (YYYY-MM-DD); quarters are of the financial year (Q1 April to June). */
export function periodOf(period: BudgetPeriod, day: string): PeriodRange {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  if (period === 'month') {
    return {
      period,
      start: dayOf(year, month, 1),
      end: dayOf(year, month, lastDay(year, month)),
      label: `${MONTHS[month - 1]} ${year}`,
    }
  }
  const fy = financialYearOf(day)
  const fyLabel = `FY ${fy}-${pad((fy + 1) % 100)}`
  if (period === 'year') return { period, start: dayOf(fy, 4, 1), end: dayOf(fy + 1, 3, 31), label: fyLabel }
  const quarter = Math.floor(((month + 8) % 12) / 3) // April to June 0, ..., January to March 3
  const firstMonth = ((quarter * 3 + 3) % 12) + 1
  const firstYear = firstMonth >= 4 ? fy : fy + 1
  const endMonth = firstMonth + 2
  return {
    period,
    start: dayOf(firstYear, firstMonth, 1),
    end: dayOf(firstYear, endMonth, lastDay(firstYear, endMonth)),
    label: `Q${quarter + 1} ${fyLabel}`,
  }
}

/** True when a day is the first day of a period of its kind (where a budget of that kind may start). */
export const isPeriodStart = (period: BudgetPeriod, day: string): boolean => periodOf(period, day).start === day

/** What a purchase does to a budget. */
export type BudgetOutcome = 'ok' | 'warn' | 'approval' | 'refused'

/** The figures of one budget for one purchase, all in paise. */
export interface BudgetFigures {
  budgetPaise: number
  committedPaise: number
  spentPaise: number
  /** The purchase being checked (0 to look at the budget as it stands). */
  amountPaise: number
}

/** The share of the budget used, committed + spent + the purchase, in hundredths of a percent (rounded down). */
export function usedBasisPoints(f: BudgetFigures): number {
  const used = f.committedPaise + f.spentPaise + f.amountPaise
  if (f.budgetPaise <= 0) return used > 0 ? Number.POSITIVE_INFINITY : 0
  return Math.floor((used * 10000) / f.budgetPaise)
}

/** True when the purchase takes the budget beyond 100% (exactly, in paise: 100.01% is beyond, 100% is not). */
const beyondLimit = (f: BudgetFigures) =>
  (f.committedPaise + f.spentPaise + f.amountPaise) * 10000 > f.budgetPaise * LIMIT_BASIS_POINTS
/** True when the purchase takes the budget to 80% or more (exactly, in paise: 79.99% is not). */
const atWarning = (f: BudgetFigures) =>
  (f.committedPaise + f.spentPaise + f.amountPaise) * 10000 >= f.budgetPaise * WARN_AT_BASIS_POINTS

/**
 * The outcome of a purchase against a budget: up to 80% fine; from 80% to 100% a warning; beyond
 * 100% refused, unless the document type's approval workflow is On, when it goes to approval.
 */
export function budgetOutcome(f: BudgetFigures, workflowOn: boolean): BudgetOutcome {
  if (beyondLimit(f)) return workflowOn ? 'approval' : 'refused'
  return atWarning(f) ? 'warn' : 'ok'
}

/**
 * An approval decision (each level, through a workflow or directly) checks the budget again, against
 * what is approved and delivered (the figures' committedPaise is the approved part of committed)
 * plus this purchase: placed and waiting purchases are booked but may still be rejected, so they do
 * not block one another's approval. Beyond 100% the approval is refused whatever the workflow: an
 * over-budget purchase is routed to an approver so that someone decides it, and that approver is
 * the end of the route. They approve it once the budget has room (other purchases rejected or
 * cancelled, or the budget raised) or reject it; approved and delivered never go beyond the budget.
 */
export const approvalOutcome = (f: BudgetFigures): BudgetOutcome => budgetOutcome(f, false)

/** The refusal of an approval beyond 100% (approvalOutcome). */
export function approvalRefusalMessage(f: BudgetFigures, budgetLabel: string): string {
  const percent = percentText(usedBasisPoints(f))
  const left = formatInr(fromPaise(Math.max(0, f.budgetPaise - f.committedPaise - f.spentPaise)))
  return `Over budget: approving this takes the ${budgetLabel} budget to ${percent}% of what is approved and delivered, and only ${left} is left. Reject it, or approve it once the budget has room.`
}

/** A percentage for people: 80, 79.99, 100.01. */
export const percentText = (basisPoints: number): string =>
  Number.isFinite(basisPoints) ? String(basisPoints / 100) : 'more than 100'

/** The text the client shows for an outcome; null when there is nothing to say. */
export function budgetMessage(outcome: BudgetOutcome, f: BudgetFigures, budgetLabel: string): string | null {
  const percent = percentText(usedBasisPoints(f))
  const left = formatInr(fromPaise(Math.max(0, f.budgetPaise - f.committedPaise - f.spentPaise)))
  switch (outcome) {
    case 'ok':
      return null
    case 'warn':
      return `This uses ${percent}% of the ${budgetLabel} budget (${left} was left).`
    case 'approval':
      return `This takes the ${budgetLabel} budget to ${percent}% (${left} was left): it goes to an approver.`
    case 'refused':
      return `Over budget: this takes the ${budgetLabel} budget to ${percent}% and only ${left} is left.`
  }
}

/** The worst of several outcomes (refused, then approval, then warn). */
export function worstOutcome(outcomes: readonly BudgetOutcome[]): BudgetOutcome {
  const order: BudgetOutcome[] = ['refused', 'approval', 'warn', 'ok']
  return order.find((o) => outcomes.includes(o)) ?? 'ok'
}
