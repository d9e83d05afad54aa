import { queryOptions } from '@tanstack/react-query'
import {
  type BudgetReportQuery,
  fetchBudgetLeft,
  fetchBudgetReport,
  fetchBudgets,
  fetchDepartments,
  fetchStaff,
} from './api'
import { budgetKeys } from './query-keys'

/** Query options of the budgets screens and of the budget left at checkout and PO submit. */
export const budgetQueries = {
  departments: () =>
    queryOptions({ queryKey: budgetKeys.departments(), queryFn: ({ signal }) => fetchDepartments(signal) }),
  staff: () => queryOptions({ queryKey: budgetKeys.staff(), queryFn: ({ signal }) => fetchStaff(signal) }),
  budgets: () => queryOptions({ queryKey: budgetKeys.budgets(), queryFn: ({ signal }) => fetchBudgets(signal) }),
  report: (query: BudgetReportQuery) =>
    queryOptions({ queryKey: budgetKeys.report(query), queryFn: ({ signal }) => fetchBudgetReport(query, signal) }),
  left: (date?: string) =>
    queryOptions({
      queryKey: budgetKeys.left(date ?? 'today'),
      queryFn: ({ signal }) => fetchBudgetLeft(date, signal),
    }),
}
