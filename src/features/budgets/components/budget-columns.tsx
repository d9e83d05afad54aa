import { Text } from '@mantine/core'
import { amountColumn, type ListColumn } from '../../../components/list-kit/list-table'
import { AnchorLink } from '../../../components/router-links'
import { formatDay } from '../../../lib/calendar-day'
import type { BudgetStanding } from '../../../shared/budget-schemas'
import { formatInr } from '../../../shared/money'
import { PERIOD_NAMES } from '../period-names'
import { BudgetUsageBar } from './budget-usage-bar'

/** The department's name; on the report a link to its budgets on /Budgets. */
const DEPARTMENT_NAME: ListColumn<BudgetStanding, string> = {
  key: 'department',
  header: 'Department',
  render: (row) => (
    <Text fw={600} size="sm">
      {row.departmentName}
    </Text>
  ),
}
const DEPARTMENT_LINK: ListColumn<BudgetStanding, string> = {
  ...DEPARTMENT_NAME,
  render: (row) => (
    <AnchorLink to="/Budgets" search={{ department: row.departmentId }} fw={600} size="sm">
      {row.departmentName}
    </AnchorLink>
  ),
}

/** The columns of the budgets on /Budgets: whose, which period, the figures and the bar. */
export const BUDGET_COLUMNS: ReadonlyArray<ListColumn<BudgetStanding, string>> = [
  DEPARTMENT_NAME,
  {
    key: 'period',
    header: 'Period',
    nowrap: true,
    render: (row) => (
      <>
        <Text size="sm">{row.label}</Text>
        <Text size="xs" c="gray.7">
          {PERIOD_NAMES[row.period]}, {formatDay(row.startsOn)} to {formatDay(row.endsOn)}
        </Text>
      </>
    ),
  },
  amountColumn('amount', 'Budget', (row) => formatInr(row.amount)),
  amountColumn('committed', 'Committed', (row) => formatInr(row.committed)),
  amountColumn('spent', 'Spent', (row) => formatInr(row.spent)),
  amountColumn('left', 'Left', (row) => (
    <Text size="sm" c={row.left < 0 ? 'red.9' : undefined} fw={row.left < 0 ? 600 : undefined}>
      {formatInr(row.left)}
    </Text>
  )),
  { key: 'used', header: 'Used', width: 220, render: (row) => <BudgetUsageBar budget={row} /> },
]

/** The columns of /Budget-Report: the same, each department a link to its budgets. */
export const REPORT_COLUMNS: ReadonlyArray<ListColumn<BudgetStanding, string>> = [
  DEPARTMENT_LINK,
  ...BUDGET_COLUMNS.slice(1),
]
