import { type Checked, checkWith } from '../../components/form-kit/schema-check'
import { type BudgetPeriod, periodOf } from '../../shared/budget-rules'
import {
  type BudgetStanding,
  type Department,
  type SaveBudgetInput,
  SaveBudgetSchema,
  type SaveDepartmentInput,
  SaveDepartmentSchema,
} from '../../shared/budget-schemas'

/** The department dialog's values. */
export interface DepartmentFormValues {
  name: string
  code: string
}
export const DEPARTMENT_FIELDS = ['name', 'code'] as const

export const departmentFormValues = (stored: Department | null): DepartmentFormValues => ({
  name: stored?.name ?? '',
  code: stored?.code ?? '',
})

/** The dialog's values as the save-department body (a rename carries the id), checked with the server's schema. */
export function departmentWrite(values: DepartmentFormValues, stored: Department | null): Checked<SaveDepartmentInput> {
  return checkWith(SaveDepartmentSchema, { ...values, departmentId: stored?.departmentId }, DEPARTMENT_FIELDS)
}

/** The budget dialog's values, as the inputs hold them. */
export interface BudgetFormValues {
  departmentId: string
  period: BudgetPeriod
  startsOn: string
  amount: string
}
export const BUDGET_FIELDS = ['departmentId', 'period', 'startsOn', 'amount'] as const

/** A new budget: this month's, of the department picked in the list (if any); a stored one as it is. */
export function budgetFormValues(stored: BudgetStanding | null, today: string, departmentId = ''): BudgetFormValues {
  if (stored) {
    return {
      departmentId: stored.departmentId,
      period: stored.period,
      startsOn: stored.startsOn,
      amount: String(stored.amount),
    }
  }
  return { departmentId, period: 'month', startsOn: periodOf('month', today).start, amount: '' }
}

/** When the period kind changes, the start moves to the first day of that kind's period holding the old start. */
export const startFor = (period: BudgetPeriod, startsOn: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(startsOn) ? periodOf(period, startsOn).start : startsOn

/** The dialog's values as the save-budget body, checked with the server's schema (the first day of a period). */
export function budgetWrite(values: BudgetFormValues, stored: BudgetStanding | null): Checked<SaveBudgetInput> {
  return checkWith(SaveBudgetSchema, { ...values, budgetId: stored?.budgetId }, BUDGET_FIELDS)
}
