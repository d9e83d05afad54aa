import { and, eq, gte, lte } from 'drizzle-orm'
import {
  approvalOutcome,
  approvalRefusalMessage,
  type BudgetFigures,
  periodOf,
  usedBasisPoints,
} from '../../../src/shared/budget-rules'
import { toPaise } from '../../../src/shared/money'
import type { Db } from '../../db/client'
import { budgets } from '../../db/schema/budgets'
import { conflict } from '../../lib/errors'
import { departmentOf, lockDepartmentBudgets } from './department'
import { spendOf } from './spend'

/** A purchase being approved: who raised it (their department's budgets), its amount in rupees and its day. */
export interface PurchaseToApprove {
  raisedBy: string
  amount: number
  day: string
}

/**
 * The budget check of an approval decision (src/shared/budget-rules.ts approvalOutcome): the
 * purchase plus what its raiser's department has approved and delivered, against every budget of
 * the department holding the purchase's day; beyond 100% of one the approval is refused (409).
 * The department's budgets are locked first, as at checkout and PO submit, until the transaction ends.
 */
export async function checkApprovalBudget(db: Db, tenantId: string, purchase: PurchaseToApprove): Promise<void> {
  const department = await departmentOf(db, purchase.raisedBy)
  if (!department) return
  await lockDepartmentBudgets(db, department.departmentId)
  const rows = await db
    .select()
    .from(budgets)
    .where(
      and(
        eq(budgets.tenantId, tenantId),
        eq(budgets.departmentId, department.departmentId),
        lte(budgets.startsOn, purchase.day),
        gte(budgets.endsOn, purchase.day),
      ),
    )
  const checked = await Promise.all(
    rows.map(async (row) => {
      const spend = await spendOf(db, tenantId, { departmentId: row.departmentId }, row.startsOn, row.endsOn)
      const figures: BudgetFigures = {
        budgetPaise: toPaise(Number(row.amount)),
        committedPaise: spend.approvedPaise,
        spentPaise: spend.spentPaise,
        amountPaise: toPaise(purchase.amount),
      }
      return { label: `${department.name} ${periodOf(row.period, row.startsOn).label}`, figures }
    }),
  )
  const worst = checked.sort((a, b) => usedBasisPoints(b.figures) - usedBasisPoints(a.figures))[0]
  if (worst && approvalOutcome(worst.figures) === 'refused') {
    throw conflict(approvalRefusalMessage(worst.figures, worst.label))
  }
}
