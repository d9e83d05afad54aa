import { sql } from 'drizzle-orm'
import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { BudgetPeriod } from '../../../src/shared/budget-rules'
import { tenants } from './tenants'
import { users } from './users'

/** Departments or cost centres of a tenant; budgets are set per department. */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('departments_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
)

/** The department a user belongs to: at most one (the user id is the key); none is no row. */
export const userDepartments = pgTable(
  'user_departments',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [index('user_departments_department_idx').on(t.departmentId, t.userId)],
)

/** A department's budget for one period (month, financial quarter or financial year), in INR. */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    period: text('period').$type<BudgetPeriod>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('budgets_department_period_uq').on(t.departmentId, t.period, t.startsOn),
    index('budgets_tenant_starts_idx').on(t.tenantId, t.startsOn),
  ],
)
