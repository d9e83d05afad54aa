import { useState } from 'react'
import { formToast } from '../../lib/toast'
import type { BudgetNotice } from '../../shared/budget-schemas'
import { budgetRefusal, noticeToast } from './budget-notice'

/**
 * What checkout and PO submit do with the server's budget answer: a warning toast after a purchase
 * from 80%, and for a refusal beyond 100% its message as a toast and inline (the screen keeps its state).
 */
export function useBudgetOutcome() {
  const [refused, setRefused] = useState<string | null>(null)
  return {
    /** The refusal's message to show inline, until the next attempt. */
    refused,
    /** After a purchase went through: the server's warning, if any, as a toast. */
    answered: (notice: BudgetNotice | undefined) => {
      setRefused(null)
      const toast = noticeToast(notice)
      if (toast) formToast.custom(toast.message, { title: toast.title, color: 'orange' })
    },
    /** Forgets a refusal shown (the dialog it was in closed). */
    reset: () => setRefused(null),
    /** After a refusal: true when it was the budget's (then shown), false for any other error. */
    failed: (error: unknown): boolean => {
      const message = budgetRefusal(error)
      setRefused(message)
      if (message) formToast.error('Over budget', message)
      return message !== null
    },
  }
}
