import { Button, Group, NativeSelect, Stack, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { ListMessage } from '../../../components/list-kit/list-state'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { BudgetStanding, Department } from '../../../shared/budget-schemas'
import { useDeleteBudget } from '../mutations'
import { BUDGET_COLUMNS } from './budget-columns'
import { BudgetDialog } from './budget-dialog'
import { BudgetList } from './budget-list'

const route = getRouteApi('/_app/Budgets')

/** Props of the budgets section. */
export interface BudgetsSectionProps {
  budgets: readonly BudgetStanding[]
  departments: readonly Department[]
}

/** The budgets, newest period first, of one department (`?department=`) or all; add, change, delete. */
export function BudgetsSection({ budgets, departments }: BudgetsSectionProps) {
  const { department } = route.useSearch()
  const navigate = route.useNavigate()
  const [editing, setEditing] = useState<BudgetStanding | 'new' | null>(null)
  const [deleting, setDeleting] = useState<BudgetStanding | null>(null)
  const remove = useDeleteBudget()
  const shown = department ? budgets.filter((b) => b.departmentId === department) : budgets
  const confirmDelete = (budget: BudgetStanding) =>
    remove.mutate(budget.budgetId, {
      onSuccess: () => formToast.success(`Budget deleted: ${budget.departmentName} ${budget.label}`),
      onError: (error) => formToast.error('Failed to delete the budget.', refusalMessage(error)),
      onSettled: () => setDeleting(null),
    })
  return (
    <Stack gap="sm" component="section" aria-labelledby="budgets-budgets">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="budgets-budgets">
          Budgets
        </Title>
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label="Department:"
            w={{ base: '100%', xs: 220 }}
            value={department ?? ''}
            data={[
              { value: '', label: 'All departments' },
              ...departments.map((d) => ({ value: d.departmentId, label: d.name })),
            ]}
            onChange={(event) =>
              void navigate({ search: { department: event.currentTarget.value || undefined }, replace: false })
            }
          />
          <Button onClick={() => setEditing('new')} disabled={departments.length === 0}>
            Add budget
          </Button>
        </Group>
      </Group>
      <BudgetList
        caption="Budgets"
        columns={BUDGET_COLUMNS}
        rows={shown}
        state={
          departments.length === 0 ? (
            <ListMessage title="No budgets yet" description="Add a department first, then its budgets." order={3} />
          ) : (
            <ListMessage
              title={department ? 'No budget for this department' : 'No budgets yet'}
              description="Add a budget for a month, a quarter or a financial year (April to March)."
              order={3}
            />
          )
        }
        rowActions={(row) => (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(row)}
              aria-label={`Change budget ${row.departmentName} ${row.label}`}
            >
              Change
            </Button>
            <Button
              size="xs"
              variant="default"
              c="red.9"
              onClick={() => setDeleting(row)}
              aria-label={`Delete budget ${row.departmentName} ${row.label}`}
            >
              Delete
            </Button>
          </>
        )}
      />
      {editing ? (
        <BudgetDialog
          stored={editing === 'new' ? null : editing}
          departments={departments}
          departmentId={department}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete budget"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        pending={remove.isPending}
      >
        Delete the budget of {deleting?.departmentName} for {deleting?.label}?
      </ConfirmDelete>
    </Stack>
  )
}
