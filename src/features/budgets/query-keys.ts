/** Query keys of departments, budgets, the budget report and the signed-in user's budget left. */
export const budgetKeys = {
  all: ['budgets'] as const,
  departments: () => [...budgetKeys.all, 'departments'] as const,
  staff: () => [...budgetKeys.all, 'staff'] as const,
  budgets: () => [...budgetKeys.all, 'list'] as const,
  report: (query: { from: string; to: string; departmentId?: string }) => [...budgetKeys.all, 'report', query] as const,
  left: (date: string) => [...budgetKeys.all, 'left', date] as const,
}
