import type { Role } from './roles'

/** Who may set departments and budgets and read the budget report (`/Budgets`, `/Budget-Report`): admins only. */
export const BUDGET_ADMINS: readonly Role[] = []
