import { Box, Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ListFrame } from '../../../components/list-kit/list-frame'
import { type ListColumn, ListTable } from '../../../components/list-kit/list-table'
import type { BudgetStanding } from '../../../shared/budget-schemas'
import { formatInr } from '../../../shared/money'
import { BudgetUsageBar } from './budget-usage-bar'
import { NO_SORT, noSortChange } from './no-sort'

/** Props of a list of budgets. */
export interface BudgetListProps {
  caption: string
  rows: readonly BudgetStanding[]
  columns: ReadonlyArray<ListColumn<BudgetStanding, string>>
  /** What the list says without rows. */
  state: ReactNode
  loading?: boolean
  rowActions?: (row: BudgetStanding) => ReactNode
}

/** One budget on a phone: whose and which period, the figures, the bar and the actions. */
function BudgetCard({
  row,
  columns,
  actions,
}: {
  row: BudgetStanding
  columns: BudgetListProps['columns']
  actions?: ReactNode
}) {
  const department = columns.find((c) => c.key === 'department')
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`${row.departmentName} ${row.label}`}>
      <Stack gap={4}>
        {department?.render(row)}
        <Text size="sm">{row.label}</Text>
        <Text size="sm">
          Budget {formatInr(row.amount)} · left {formatInr(row.left)}
        </Text>
        <BudgetUsageBar budget={row} />
        {actions ? (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** Budgets as a table, and as cards on a phone, where seven columns do not fit. */
export function BudgetList({ caption, rows, columns, state, loading = false, rowActions }: BudgetListProps) {
  return (
    <ListFrame loading={loading} pager={null}>
      <Box visibleFrom="sm">
        <ListTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.budgetId}
          sort={NO_SORT}
          onSortChange={noSortChange}
          minWidth={1000}
          loading={loading}
          state={state}
          rowActions={rowActions}
        />
      </Box>
      <Box hiddenFrom="sm" p="xs">
        {rows.length === 0 ? (
          state
        ) : (
          <Stack component="ul" gap="xs" aria-label={caption} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <BudgetCard key={row.budgetId} row={row} columns={columns} actions={rowActions?.(row)} />
            ))}
          </Stack>
        )}
      </Box>
    </ListFrame>
  )
}
