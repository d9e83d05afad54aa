import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { budgetQueries } from '../queries'
import { BudgetsSection } from './budgets-section'
import { DepartmentsSection } from './departments-section'
import { StaffSection } from './staff-section'

/** /Budgets: departments, who is in which, and their budgets per month, quarter or financial year. */
export function BudgetsPage() {
  const { data: departments } = useSuspenseQuery(budgetQueries.departments())
  const { data: budgets } = useSuspenseQuery(budgetQueries.budgets())
  const { data: staff } = useSuspenseQuery(budgetQueries.staff())
  return (
    <Stack gap="xl" maw={1300}>
      <PageHeader
        title="Budgets"
        description="Departments, who belongs to them, and what each may commit and spend per period."
        actions={
          <ButtonLink to="/Budget-Report" variant="default">
            Budget Report
          </ButtonLink>
        }
      />
      <DepartmentsSection departments={departments} />
      <BudgetsSection budgets={budgets} departments={departments} />
      <StaffSection staff={staff} departments={departments} />
    </Stack>
  )
}
