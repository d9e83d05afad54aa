import * as v from 'valibot'
import { api, dataOf } from '../../lib/api-client'
import {
  type BudgetLeft,
  BudgetLeftSchema,
  BudgetStandingSchema,
  DepartmentSchema,
  type SaveBudgetInput,
  type SaveDepartmentInput,
} from '../../shared/budget-schemas'
import { RoleSchema } from '../../shared/roles'

/** One user of the tenant with their department (get-department-staff). */
export const StaffMemberSchema = v.object({
  userId: v.string(),
  fullName: v.string(),
  email: v.string(),
  role: RoleSchema,
  departmentId: v.nullable(v.string()),
})
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>

/** A report's query: its days and optionally one department. */
export interface BudgetReportQuery {
  from: string
  to: string
  departmentId?: string
}

export const fetchDepartments = async (signal?: AbortSignal) =>
  dataOf(await api.get('get-departments', v.array(DepartmentSchema), { signal }))

export const fetchStaff = async (signal?: AbortSignal) =>
  dataOf(await api.get('get-department-staff', v.array(StaffMemberSchema), { signal }))

export const fetchBudgets = async (signal?: AbortSignal) =>
  dataOf(await api.get('get-budgets', v.array(BudgetStandingSchema), { signal }))

/** GET get-budget-report: every budget whose period overlaps the days, with committed, spent and left. */
export const fetchBudgetReport = async (query: BudgetReportQuery, signal?: AbortSignal) =>
  dataOf(await api.get('get-budget-report', v.array(BudgetStandingSchema), { query: { ...query }, signal }))

/** GET export-budget-report: the same rows as CSV. */
export const downloadBudgetReport = (query: BudgetReportQuery) =>
  api.download('export-budget-report', { query: { ...query } })

/** GET get-budget-left: the signed-in user's department budgets holding a day (the server's today without one). */
export const fetchBudgetLeft = async (date: string | undefined, signal?: AbortSignal): Promise<BudgetLeft> =>
  dataOf(await api.get('get-budget-left', BudgetLeftSchema, { query: { date }, signal }))

export const saveDepartment = async (body: SaveDepartmentInput) =>
  dataOf(await api.post('save-department', DepartmentSchema, { body }))

export const deleteDepartment = async (departmentId: string) =>
  dataOf(await api.post('delete-department', v.null(), { body: { departmentId } }))

export const setUserDepartment = async (userId: string, departmentId: string | null) =>
  dataOf(await api.post('set-user-department', v.unknown(), { body: { userId, departmentId } }))

export const saveBudget = async (body: SaveBudgetInput) =>
  dataOf(await api.post('save-budget', BudgetStandingSchema, { body }))

export const deleteBudget = async (budgetId: string) =>
  dataOf(await api.post('delete-budget', v.null(), { body: { budgetId } }))
