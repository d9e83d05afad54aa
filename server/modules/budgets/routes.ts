import { Hono } from 'hono'
import {
  BudgetLeftQuerySchema,
  BudgetListQuerySchema,
  BudgetReportQuerySchema,
  DeleteBudgetSchema,
  DeleteDepartmentSchema,
  SaveBudgetSchema,
  SaveDepartmentSchema,
  SetUserDepartmentSchema,
} from '../../../src/shared/budget-schemas'
import type { AppEnv } from '../../lib/app-env'
import { badRequest } from '../../lib/errors'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { budgetLeft } from './check'
import { budgetReportCsv } from './report'
import {
  budgetsBetween,
  deleteBudget,
  deleteDepartment,
  listBudgets,
  listDepartments,
  listStaffDepartments,
  saveBudget,
  saveDepartment,
  setUserDepartment,
} from './service'

const admin = () => allow.roles('admin')
const isoDay = (when: Date) => when.toISOString().slice(0, 10)

/** A report's days in order and at most five years apart. */
function reportRange<T extends { from: string; to: string }>(q: T): T {
  if (q.from > q.to) throw badRequest('from must not be after to', { to: ['from must not be after to'] })
  if (Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) > 5) throw badRequest('A report covers at most five years')
  return q
}

/** Departments, budgets, a user's budget left and the budget report (admins set; everyone reads their own). */
export const budgetRoutes = new Hono<AppEnv>()
  .get('/get-departments', admin(), async (c) => c.json(ok(await listDepartments(c.var.db, requireActor(c).tenantId))))
  .get('/get-department-staff', admin(), async (c) =>
    c.json(ok(await listStaffDepartments(c.var.db, requireActor(c).tenantId))),
  )
  .post('/save-department', admin(), idempotent, json(SaveDepartmentSchema), async (c) =>
    c.json(
      ok(await saveDepartment(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now()), 'Department saved'),
    ),
  )
  .post('/delete-department', admin(), idempotent, json(DeleteDepartmentSchema), async (c) => {
    await deleteDepartment(c.var.db, requireActor(c), c.req.valid('json').departmentId)
    return c.json(ok(null, 'Department deleted'))
  })
  .post('/set-user-department', admin(), idempotent, json(SetUserDepartmentSchema), async (c) => {
    const { userId, departmentId } = c.req.valid('json')
    await setUserDepartment(c.var.db, requireActor(c), userId, departmentId)
    return c.json(ok({ userId, departmentId }, 'Department set'))
  })
  .get('/get-budgets', admin(), query(BudgetListQuerySchema), async (c) =>
    c.json(ok(await listBudgets(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .post('/save-budget', admin(), idempotent, json(SaveBudgetSchema), async (c) =>
    c.json(ok(await saveBudget(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now()), 'Budget saved')),
  )
  .post('/delete-budget', admin(), idempotent, json(DeleteBudgetSchema), async (c) => {
    await deleteBudget(c.var.db, requireActor(c), c.req.valid('json').budgetId)
    return c.json(ok(null, 'Budget deleted'))
  })
  .get('/get-budget-left', allow.signedIn(), query(BudgetLeftQuerySchema), async (c) => {
    const day = c.req.valid('query').date ?? isoDay(c.var.deps.now())
    return c.json(ok(await budgetLeft(c.var.db, requireActor(c), day)))
  })
  .get('/get-budget-report', admin(), query(BudgetReportQuerySchema), async (c) => {
    const q = reportRange(c.req.valid('query'))
    return c.json(ok(await budgetsBetween(c.var.db, requireActor(c), q.from, q.to, q.departmentId)))
  })
  .get('/export-budget-report', admin(), query(BudgetReportQuerySchema), async (c) => {
    const q = reportRange(c.req.valid('query'))
    const rows = await budgetsBetween(c.var.db, requireActor(c), q.from, q.to, q.departmentId)
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="budget-report-${q.from}-${q.to}.csv"`)
    return c.body(budgetReportCsv(rows))
  })
