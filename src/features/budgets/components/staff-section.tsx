import { NativeSelect, Stack, Text, Title } from '@mantine/core'
import { ListFrame } from '../../../components/list-kit/list-frame'
import { ListMessage } from '../../../components/list-kit/list-state'
import type { ListColumn } from '../../../components/list-kit/list-table'
import { ListTable } from '../../../components/list-kit/list-table'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { Department } from '../../../shared/budget-schemas'
import { ROLE_LABELS } from '../../../shared/roles'
import type { StaffMember } from '../api'
import { useSetUserDepartment } from '../mutations'
import { NO_SORT, noSortChange } from './no-sort'

/** Who belongs to which department: each user's department, set from the row (at most one each). */
export function StaffSection({
  staff,
  departments,
}: {
  staff: readonly StaffMember[]
  departments: readonly Department[]
}) {
  const set = useSetUserDepartment()
  const options = [
    { value: '', label: 'No department' },
    ...departments.map((d) => ({ value: d.departmentId, label: d.name })),
  ]
  const change = (member: StaffMember, departmentId: string | null) => {
    const name = departments.find((d) => d.departmentId === departmentId)?.name
    set.mutate(
      { userId: member.userId, departmentId },
      {
        onSuccess: () =>
          formToast.success(name ? `${member.fullName} is now in ${name}` : `${member.fullName} has no department`),
        onError: (error) => formToast.error('Failed to set the department.', refusalMessage(error)),
      },
    )
  }
  const columns: ReadonlyArray<ListColumn<StaffMember, string>> = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.fullName}
          </Text>
          <Text size="xs" c="gray.7">
            {row.email}
          </Text>
        </>
      ),
    },
    { key: 'role', header: 'Role', nowrap: true, render: (row) => ROLE_LABELS[row.role] },
    {
      key: 'department',
      header: 'Department',
      width: 240,
      render: (row) => (
        <NativeSelect
          aria-label={`Department of ${row.fullName}`}
          data={options}
          value={row.departmentId ?? ''}
          disabled={departments.length === 0}
          onChange={(event) => change(row, event.currentTarget.value || null)}
        />
      ),
    },
  ]
  return (
    <Stack gap="sm" component="section" aria-labelledby="budgets-staff">
      <Title order={2} size="h3" id="budgets-staff">
        Who belongs to which department
      </Title>
      <Text size="sm" c="gray.7">
        A purchase counts against the budgets of the department its buyer is in now.
      </Text>
      <ListFrame loading={set.isPending} pager={null}>
        <ListTable
          caption="Staff and their departments"
          columns={columns}
          rows={staff}
          rowKey={(row) => row.userId}
          sort={NO_SORT}
          onSortChange={noSortChange}
          minWidth={560}
          state={<ListMessage title="No staff yet" description="Users of this organisation appear here." order={3} />}
        />
      </ListFrame>
    </Stack>
  )
}
