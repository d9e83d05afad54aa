import * as v from 'valibot'
import { BUDGET_PERIODS, isPeriodStart } from './budget-rules'
import { moneySchema } from './money'
import { IsoDateSchema } from './order-list-query'
import { printable } from './po-fields'
import { requestObject } from './request-object'
import { uuidSchema } from './uuid'

const PERIOD_MESSAGE = 'period must be month, quarter or year'

/** A department or cost centre of the tenant; users belong to at most one. */
export const DepartmentSchema = v.object({
  departmentId: v.string(),
  name: v.string(),
  code: v.string(),
  members: v.number(),
})
export type Department = v.InferOutput<typeof DepartmentSchema>

/** POST save-department: a new department (no departmentId) or a rename. */
export const SaveDepartmentSchema = requestObject({
  departmentId: v.optional(uuidSchema('Invalid department id')),
  name: v.pipe(
    v.string('Department name is required'),
    v.trim(),
    v.nonEmpty('Department name is required'),
    v.maxLength(100, 'Department name must be at most 100 characters'),
    printable('Department name'),
  ),
  code: v.optional(
    v.pipe(
      v.string('Cost centre code must be text'),
      v.trim(),
      v.maxLength(30, 'Cost centre code must be at most 30 characters'),
      v.regex(/^[A-Za-z0-9/_.-]*$/, 'Cost centre code may contain letters, digits and / _ . - only'),
    ),
    '',
  ),
})
export type SaveDepartmentInput = v.InferOutput<typeof SaveDepartmentSchema>

/** POST delete-department / delete-budget: by id. */
export const DeleteDepartmentSchema = requestObject({ departmentId: uuidSchema('Invalid department id') })
export const DeleteBudgetSchema = requestObject({ budgetId: uuidSchema('Invalid budget id') })

/** POST set-user-department: a user's department, or none (null). */
export const SetUserDepartmentSchema = requestObject({
  userId: uuidSchema('Invalid user id'),
  departmentId: v.nullable(uuidSchema('Invalid department id')),
})

/** POST save-budget: a department's budget for the period starting on `startsOn`, in rupees. */
export const SaveBudgetSchema = v.pipe(
  requestObject({
    budgetId: v.optional(uuidSchema('Invalid budget id')),
    departmentId: uuidSchema('Select a department'),
    period: v.picklist(BUDGET_PERIODS, PERIOD_MESSAGE),
    startsOn: IsoDateSchema('startsOn must be a date (YYYY-MM-DD)'),
    amount: moneySchema('Amount is required', 'Amount'),
  }),
  v.forward(
    v.partialCheck(
      [['period'], ['startsOn']],
      (input) => isPeriodStart(input.period, input.startsOn),
      'A budget starts on the first day of its period (a month, a quarter from April, July, October or January, or a financial year on 1 April)',
    ),
    ['startsOn'],
  ),
)
export type SaveBudgetInput = v.InferOutput<typeof SaveBudgetSchema>

/** The figures of one budget: amount, committed (raised, not rejected, cancelled or delivered), spent (delivered), left; rupees. */
export const BudgetStandingSchema = v.object({
  budgetId: v.string(),
  departmentId: v.string(),
  departmentName: v.string(),
  period: v.picklist(BUDGET_PERIODS),
  startsOn: v.string(),
  endsOn: v.string(),
  label: v.string(),
  amount: v.number(),
  committed: v.number(),
  spent: v.number(),
  left: v.number(),
  /** committed + spent as a percentage of the amount (two decimals). */
  usedPercent: v.number(),
})
export type BudgetStanding = v.InferOutput<typeof BudgetStandingSchema>

/** GET get-budgets: budgets of the tenant, newest period first, optionally of one department or period kind. */
export const BudgetListQuerySchema = requestObject({
  departmentId: v.optional(uuidSchema('Invalid department id')),
  period: v.optional(v.picklist(BUDGET_PERIODS, PERIOD_MESSAGE)),
})

/** GET get-budget-left: the signed-in user's department budgets covering a day (today by default). */
export const BudgetLeftQuerySchema = requestObject({
  date: v.optional(IsoDateSchema('date must be a date (YYYY-MM-DD)')),
})

/** get-budget-left's answer: the department (null when the user has none) and its budgets that day. */
export const BudgetLeftSchema = v.object({
  department: v.nullable(v.object({ departmentId: v.string(), name: v.string() })),
  date: v.string(),
  budgets: v.array(BudgetStandingSchema),
})
export type BudgetLeft = v.InferOutput<typeof BudgetLeftSchema>

/** GET budget-report (and export-budget-report, CSV): every budget whose period overlaps from..to. */
export const BudgetReportQuerySchema = requestObject({
  from: IsoDateSchema('from must be a date (YYYY-MM-DD)'),
  to: IsoDateSchema('to must be a date (YYYY-MM-DD)'),
  departmentId: v.optional(uuidSchema('Invalid department id')),
})

/**
 * What checkout and PO submit answer about the budget, beside the order or PO (`budget` in the
 * envelope): the outcome and the text to show; null when the user has no budget that day.
 */
export const BudgetNoticeSchema = v.nullable(
  v.object({
    outcome: v.picklist(['ok', 'warn', 'approval']),
    message: v.nullable(v.string()),
    budget: BudgetStandingSchema,
  }),
)
export type BudgetNotice = v.InferOutput<typeof BudgetNoticeSchema>

/** What create-order and update-po-status answer beside `data` (the client reads it with `api.postBeside`). */
export const BudgetNoticeBeside = { budget: v.optional(BudgetNoticeSchema, null) }
