import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { ListFrame } from '../../../components/list-kit/list-frame'
import { ListMessage } from '../../../components/list-kit/list-state'
import { amountColumn, type ListColumn, ListTable } from '../../../components/list-kit/list-table'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { Department } from '../../../shared/budget-schemas'
import { formatCount } from '../../../shared/number-format'
import { useDeleteDepartment } from '../mutations'
import { DepartmentDialog } from './department-dialog'
import { NO_SORT, noSortChange } from './no-sort'

const COLUMNS: ReadonlyArray<ListColumn<Department, string>> = [
  {
    key: 'name',
    header: 'Department',
    render: (row) => (
      <Text fw={600} size="sm">
        {row.name}
      </Text>
    ),
  },
  { key: 'code', header: 'Cost centre', nowrap: true, render: (row) => row.code || '-' },
  amountColumn('members', 'Staff', (row) => formatCount(row.members)),
]

/** The departments (cost centres): add, rename, delete with a confirmation; how many people are in each. */
export function DepartmentsSection({ departments }: { departments: readonly Department[] }) {
  const [editing, setEditing] = useState<Department | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Department | null>(null)
  const remove = useDeleteDepartment()
  const confirmDelete = (department: Department) =>
    remove.mutate(department.departmentId, {
      onSuccess: () => formToast.success(`Department ${department.name} deleted`),
      onError: (error) => formToast.error('Failed to delete the department.', refusalMessage(error)),
      onSettled: () => setDeleting(null),
    })
  return (
    <Stack gap="sm" component="section" aria-labelledby="budgets-departments">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="budgets-departments">
          Departments
        </Title>
        <Button onClick={() => setEditing('new')}>Add department</Button>
      </Group>
      <ListFrame loading={false} pager={null}>
        <ListTable
          caption="Departments"
          columns={COLUMNS}
          rows={departments}
          rowKey={(row) => row.departmentId}
          sort={NO_SORT}
          onSortChange={noSortChange}
          minWidth={480}
          state={
            <ListMessage
              title="No departments yet"
              description="Add a department or cost centre, put people in it below, then give it budgets."
            />
          }
          rowActions={(row) => (
            <>
              <Button size="xs" variant="default" onClick={() => setEditing(row)} aria-label={`Rename ${row.name}`}>
                Rename
              </Button>
              <Button
                size="xs"
                variant="default"
                c="red.9"
                onClick={() => setDeleting(row)}
                aria-label={`Delete ${row.name}`}
              >
                Delete
              </Button>
            </>
          )}
        />
      </ListFrame>
      {editing ? (
        <DepartmentDialog stored={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete department"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        pending={remove.isPending}
      >
        Delete {deleting?.name}? Its budgets go with it, and its {formatCount(deleting?.members ?? 0)} staff no longer
        belong to a department.
      </ConfirmDelete>
    </Stack>
  )
}
