import { eq, gte, lte } from 'drizzle-orm'
import type { ApprovalType } from '../../../src/shared/approval-rules'
import {
  type BudgetFigures,
  type BudgetOutcome,
  budgetMessage,
  budgetOutcome,
  usedBasisPoints,
} from '../../../src/shared/budget-rules'
import type { BudgetLeft, BudgetNotice, BudgetStanding } from '../../../src/shared/budget-schemas'
import { toPaise } from '../../../src/shared/money'
import type { Db } from '../../db/client'
import { budgets } from '../../db/schema/budgets'
import type { Actor } from '../../lib/app-env'
import { conflict } from '../../lib/errors'
import { needsApproval } from '../approvals/engine'
import { departmentOf, lockDepartmentBudgets } from './department'
import { standings } from './service'

/** A department's budgets whose period holds the day, with their figures. */
const budgetsOn = (db: Db, tenantId: string, departmentId: string, day: string) =>
  standings(db, tenantId, eq(budgets.departmentId, departmentId), lte(budgets.startsOn, day), gte(budgets.endsOn, day))

/** GET get-budget-left: the user's department and its budgets whose period holds the day. */
export async function budgetLeft(db: Db, actor: Actor, day: string): Promise<BudgetLeft> {
  const department = await departmentOf(db, actor.userId)
  if (!department) return { department: null, date: day, budgets: [] }
  return { department, date: day, budgets: await budgetsOn(db, actor.tenantId, department.departmentId, day) }
}

const figuresOf = (b: BudgetStanding, amountPaise: number): BudgetFigures => ({
  budgetPaise: toPaise(b.amount),
  committedPaise: toPaise(b.committed),
  spentPaise: toPaise(b.spent),
  amountPaise,
})

/**
 * The budget check of checkout and PO submit: the purchase against every budget of the user's
 * department that holds `day`. Beyond 100% of one it is refused (409) unless the type's approval
 * workflow would route it to an approver; from 80% it passes with a warning. The notice names the
 * budget the purchase uses most of; null when the user has no department or no budget that day.
 * Committed counts everything booked (server/modules/budgets/spend.ts). The department's budgets are
 * locked first, until the caller's transaction ends, so parallel purchases are checked one after another.
 */
export async function checkBudget(
  db: Db,
  actor: Actor,
  purchase: { type: Extract<ApprovalType, 'PO' | 'Order'>; amount: number; day: string },
): Promise<BudgetNotice> {
  const department = await departmentOf(db, actor.userId)
  if (!department) return null
  await lockDepartmentBudgets(db, department.departmentId)
  const list = await budgetsOn(db, actor.tenantId, department.departmentId, purchase.day)
  if (list.length === 0) return null
  const amountPaise = toPaise(purchase.amount)
  const worst = list
    .map((budget) => ({ budget, figures: figuresOf(budget, amountPaise) }))
    .sort((a, b) => usedBasisPoints(b.figures) - usedBasisPoints(a.figures))[0]
  if (!worst) return null
  const workflowOn = await needsApproval(db, actor.tenantId, purchase.type, purchase.amount)
  const outcome: BudgetOutcome = budgetOutcome(worst.figures, workflowOn)
  const message = budgetMessage(outcome, worst.figures, `${worst.budget.departmentName} ${worst.budget.label}`)
  if (outcome === 'refused') throw conflict(message ?? 'Over budget', { budget: worst.budget })
  return { outcome, message, budget: worst.budget }
}

/** Where checkout and PO submit leave their budget notice for the answer (filled inside their transaction). */
export interface BudgetSlot {
  notice: BudgetNotice
}

/** An empty slot: no budget notice yet. */
export const budgetSlot = (): BudgetSlot => ({ notice: null })
