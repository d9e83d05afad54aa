import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Notice } from '../../../components/notice'
import { formatInr } from '../../../shared/money'
import { purchaseOutlook } from '../budget-usage'
import { budgetQueries } from '../queries'
import { BudgetUsageBar } from './budget-usage-bar'

/** Props of the budget left shown before a purchase. */
export interface BudgetLeftPanelProps {
  /** The purchase, in rupees (the order's or PO's total). */
  amount: number
  /** The day the purchase counts on (a PO's date); the server's today by default (checkout). */
  date?: string
  /** The server's refusal beyond 100%, shown in place of the outlook. */
  refused?: string | null
}

/**
 * Checkout's and PO submit's budget left: each budget of the user's department holding the day, with
 * what this purchase would do (a warning from 80%, beyond 100% refused). Nothing without a budget.
 */
export function BudgetLeftPanel({ amount, date, refused }: BudgetLeftPanelProps) {
  const left = useQuery(budgetQueries.left(date))
  if (left.isPending) {
    return (
      <Text size="sm" c="gray.7" role="status">
        Checking your budget...
      </Text>
    )
  }
  const budgets = left.data?.budgets ?? []
  if (budgets.length === 0) return null
  const outlook = purchaseOutlook(budgets, amount)
  return (
    <Stack gap="xs" component="section" aria-label="Budget left">
      {budgets.map((budget) => (
        <div key={budget.budgetId}>
          <Text size="sm" fw={600}>
            Budget left: {formatInr(budget.left)} of {formatInr(budget.amount)}
          </Text>
          <Text size="xs" c="gray.7">
            {budget.departmentName} · {budget.label}
          </Text>
          <BudgetUsageBar budget={budget} />
        </div>
      ))}
      {refused ? (
        <Notice tone="danger" title="Not sent: over budget">
          {refused}
        </Notice>
      ) : outlook?.outcome === 'warn' ? (
        <Notice tone="warning" title="Budget warning">
          {outlook.message}
        </Notice>
      ) : outlook?.outcome === 'refused' ? (
        <Notice tone="danger" title="Over budget">
          {outlook.message} Beyond 100% it is refused unless its approval workflow sends it to an approver.
        </Notice>
      ) : null}
    </Stack>
  )
}
