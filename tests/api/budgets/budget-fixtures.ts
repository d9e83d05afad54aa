import * as v from 'valibot'
import { expect } from 'vitest'
import {
  type BudgetNotice,
  BudgetNoticeSchema,
  type BudgetStanding,
  BudgetStandingSchema,
  type Department,
  DepartmentSchema,
} from '../../../src/shared/budget-schemas'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { nextId } from '../helpers/test-app'

/** The data of a 200 answer. */
export function answered(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.status).toBe(true)
  return res.body.data
}

/** A department made by an admin. */
export async function addDepartment(admin: ApiClient, name = `Dept ${nextId()}`): Promise<Department> {
  return v.parse(DepartmentSchema, answered(await admin.post('save-department', { name, code: `CC-${nextId()}` })))
}

/** Puts a user in a department. */
export async function assign(admin: ApiClient, userId: string, departmentId: string | null): Promise<void> {
  answered(await admin.post('set-user-department', { userId, departmentId }))
}

/** A budget saved by an admin. */
export async function addBudget(
  admin: ApiClient,
  departmentId: string,
  period: 'month' | 'quarter' | 'year',
  startsOn: string,
  amount: number,
): Promise<BudgetStanding> {
  return v.parse(
    BudgetStandingSchema,
    answered(await admin.post('save-budget', { departmentId, period, startsOn, amount })),
  )
}

/** The budget notice of a create-order or update-po-status answer. */
export function noticeOf(res: ApiResponse): BudgetNotice {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(BudgetNoticeSchema, res.body.budget)
}
