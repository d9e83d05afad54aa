import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { periodOf, usedBasisPoints } from '../../../src/shared/budget-rules'
import type {
  BudgetStanding,
  Department,
  SaveBudgetInput,
  SaveDepartmentInput,
} from '../../../src/shared/budget-schemas'
import { fromPaise, toNumericText, toPaise } from '../../../src/shared/money'
import type { Db } from '../../db/client'
import { budgets, departments, userDepartments } from '../../db/schema/budgets'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { conflict, notFound } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { spendOf } from './spend'

type BudgetRow = typeof budgets.$inferSelect

/** GET get-departments: the tenant's departments by name, with how many users belong to each. */
export async function listDepartments(db: Db, tenantId: string): Promise<Department[]> {
  const rows = await db
    .select({
      departmentId: departments.id,
      name: departments.name,
      code: departments.code,
      members: count(userDepartments.userId),
    })
    .from(departments)
    .leftJoin(userDepartments, eq(userDepartments.departmentId, departments.id))
    .where(eq(departments.tenantId, tenantId))
    .groupBy(departments.id)
    .orderBy(asc(departments.name))
  return rows
}

async function department(db: Db, tenantId: string, departmentId: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.id, departmentId)))
  if (!row) throw notFound('Department not found')
  return row
}

const NAME_TAKEN = 'A department of this name already exists'

/** POST save-department: creates (no id) or renames a department; names are unique per tenant. */
export async function saveDepartment(db: Db, actor: Actor, input: SaveDepartmentInput, now: Date): Promise<Department> {
  try {
    if (input.departmentId) {
      await department(db, actor.tenantId, input.departmentId)
      await db
        .update(departments)
        .set({ name: input.name, code: input.code, updatedAt: now })
        .where(eq(departments.id, input.departmentId))
    } else {
      await db.insert(departments).values({
        id: uuidv7(),
        tenantId: actor.tenantId,
        name: input.name,
        code: input.code,
        createdAt: now,
        updatedAt: now,
      })
    }
  } catch (error) {
    if (isUniqueViolation(error, 'departments_tenant_name_uq')) throw conflict(NAME_TAKEN)
    throw error
  }
  const saved = (await listDepartments(db, actor.tenantId)).find(
    (d) => d.name.toLowerCase() === input.name.toLowerCase(),
  )
  if (!saved) throw new Error('the department was not saved')
  return saved
}

/** POST delete-department: the department, its budgets and its memberships (its users then have none). */
export async function deleteDepartment(db: Db, actor: Actor, departmentId: string): Promise<void> {
  await department(db, actor.tenantId, departmentId)
  await db.delete(departments).where(eq(departments.id, departmentId))
}

/** POST set-user-department: puts a user of the tenant in a department, or in none. */
export async function setUserDepartment(db: Db, actor: Actor, userId: string, departmentId: string | null) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, userId)))
  if (!user) throw notFound('User not found')
  if (departmentId === null) {
    await db.delete(userDepartments).where(eq(userDepartments.userId, userId))
    return
  }
  await department(db, actor.tenantId, departmentId)
  await db
    .insert(userDepartments)
    .values({ userId, tenantId: actor.tenantId, departmentId })
    .onConflictDoUpdate({ target: userDepartments.userId, set: { departmentId } })
}

/** GET get-department-staff: the tenant's users with their department, by name (the admin's assignment screen). */
export async function listStaffDepartments(db: Db, tenantId: string) {
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      departmentId: userDepartments.departmentId,
    })
    .from(users)
    .leftJoin(userDepartments, eq(userDepartments.userId, users.id))
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.fullName))
}

/** A budget with what its department has committed and spent in its period. */
export async function standingOf(db: Db, row: BudgetRow, departmentName: string): Promise<BudgetStanding> {
  const spend = await spendOf(db, row.tenantId, { departmentId: row.departmentId }, row.startsOn, row.endsOn)
  const budgetPaise = toPaise(Number(row.amount))
  const basisPoints = usedBasisPoints({ budgetPaise, ...spend, amountPaise: 0 })
  return {
    budgetId: row.id,
    departmentId: row.departmentId,
    departmentName,
    period: row.period,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    label: periodOf(row.period, row.startsOn).label,
    amount: fromPaise(budgetPaise),
    committed: fromPaise(spend.committedPaise),
    spent: fromPaise(spend.spentPaise),
    left: fromPaise(budgetPaise - spend.committedPaise - spend.spentPaise),
    usedPercent: Number.isFinite(basisPoints) ? basisPoints / 100 : 100,
  }
}

/** Budgets matching the conditions with their figures, latest period first. */
export async function standings(db: Db, tenantId: string, ...conditions: Array<SQL | undefined>) {
  const rows = await db
    .select({ budget: budgets, departmentName: departments.name })
    .from(budgets)
    .innerJoin(departments, eq(departments.id, budgets.departmentId))
    .where(and(eq(budgets.tenantId, tenantId), ...conditions))
    .orderBy(desc(budgets.startsOn), asc(departments.name), asc(budgets.period))
  return Promise.all(rows.map((r) => standingOf(db, r.budget, r.departmentName)))
}

/** GET get-budgets: the tenant's budgets, of one department or period kind when asked. */
export async function listBudgets(db: Db, actor: Actor, q: { departmentId?: string; period?: BudgetRow['period'] }) {
  return standings(
    db,
    actor.tenantId,
    q.departmentId ? eq(budgets.departmentId, q.departmentId) : undefined,
    q.period ? eq(budgets.period, q.period) : undefined,
  )
}

/** The budgets whose period overlaps from..to (the report). */
export async function budgetsBetween(db: Db, actor: Actor, from: string, to: string, departmentId?: string) {
  return standings(
    db,
    actor.tenantId,
    lte(budgets.startsOn, to),
    gte(budgets.endsOn, from),
    departmentId ? eq(budgets.departmentId, departmentId) : undefined,
  )
}

/**
 * POST save-budget: a department's budget for a period. A second budget for the same department,
 * period kind and start is refused (409); change the first (budgetId) instead.
 */
export async function saveBudget(db: Db, actor: Actor, input: SaveBudgetInput, now: Date): Promise<BudgetStanding> {
  const owner = await department(db, actor.tenantId, input.departmentId)
  const range = periodOf(input.period, input.startsOn)
  const values = {
    departmentId: owner.id,
    period: input.period,
    startsOn: range.start,
    endsOn: range.end,
    amount: toNumericText(input.amount),
    updatedAt: now,
  }
  const id = input.budgetId ?? uuidv7()
  try {
    if (input.budgetId) {
      const updated = await db
        .update(budgets)
        .set(values)
        .where(and(eq(budgets.tenantId, actor.tenantId), eq(budgets.id, input.budgetId)))
        .returning({ id: budgets.id })
      if (updated.length === 0) throw notFound('Budget not found')
    } else {
      await db.insert(budgets).values({ id, tenantId: actor.tenantId, ...values, createdAt: now })
    }
  } catch (error) {
    if (isUniqueViolation(error, 'budgets_department_period_uq')) {
      throw conflict(`${owner.name} already has a budget for ${range.label}`)
    }
    throw error
  }
  const [saved] = await standings(db, actor.tenantId, eq(budgets.id, id))
  if (!saved) throw new Error('the budget was not saved')
  return saved
}

/** POST delete-budget. */
export async function deleteBudget(db: Db, actor: Actor, budgetId: string): Promise<void> {
  const deleted = await db
    .delete(budgets)
    .where(and(eq(budgets.tenantId, actor.tenantId), eq(budgets.id, budgetId)))
    .returning({ id: budgets.id })
  if (deleted.length === 0) throw notFound('Budget not found')
}
