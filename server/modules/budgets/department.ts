import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { departments, userDepartments } from '../../db/schema/budgets'
import { lockUntilCommit } from '../../lib/advisory-lock'

/** The department a user belongs to, or null. */
export async function departmentOf(db: Db, userId: string) {
  const [row] = await db
    .select({ departmentId: departments.id, name: departments.name })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(eq(userDepartments.userId, userId))
  return row ?? null
}

/**
 * Serialises the budget checks of one department: a lock held until the caller's transaction ends,
 * taken before its spend is read. Parallel checkouts, PO submits and approvals of the department
 * then each see what the ones before them booked (PGlite and PostgreSQL alike).
 */
export async function lockDepartmentBudgets(db: Db, departmentId: string): Promise<void> {
  await lockUntilCommit(db, `department-budgets:${departmentId}`)
}
