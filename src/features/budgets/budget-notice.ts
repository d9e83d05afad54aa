import * as v from 'valibot'
import { ApiError } from '../../lib/api-client'
import { type BudgetNotice, BudgetStandingSchema } from '../../shared/budget-schemas'

const RefusalData = v.object({ budget: BudgetStandingSchema })

/** The server's message when it refused a purchase beyond 100% of a budget (409 with the budget), else null. */
export function budgetRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  return v.is(RefusalData, error.data) ? error.message : null
}

/** The toast a purchase's budget notice calls for: a warning from 80%, a note when it goes to an approver. */
export function noticeToast(notice: BudgetNotice | undefined): { title: string; message: string } | null {
  if (!notice?.message || notice.outcome === 'ok') return null
  return {
    title: notice.outcome === 'warn' ? 'Budget warning' : 'Over budget: sent for approval',
    message: notice.message,
  }
}
