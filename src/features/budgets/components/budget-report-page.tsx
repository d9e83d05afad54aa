import { Group, NativeSelect, Paper, SimpleGrid, Stack } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ExportCsvButton } from '../../../components/export-csv-button'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { ListMessage } from '../../../components/list-kit/list-state'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { isoDayOf } from '../../../lib/calendar-day'
import { downloadBudgetReport } from '../api'
import { budgetQueries } from '../queries'
import { type BudgetReportSearch, reportQuery } from '../report-search'
import { REPORT_COLUMNS } from './budget-columns'
import { BudgetList } from './budget-list'

const route = getRouteApi('/_app/Budget-Report')

/** /Budget-Report: budget, committed, spent and left of every budget whose period overlaps the days; CSV export. */
export function BudgetReportPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = reportQuery(search, isoDayOf(new Date()))
  const { data: rows, isFetching } = useSuspenseQuery(budgetQueries.report(query))
  const departments = useQuery(budgetQueries.departments())
  const change = (patch: Partial<BudgetReportSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: false })
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
  return (
    <Stack gap="md" maw={1300}>
      <PageHeader
        title="Budget Report"
        description="Committed (placed, submitted or approved, not yet delivered) and spent (delivered) against each budget."
        actions={
          <ExportCsvButton
            download={() => downloadBudgetReport(query)}
            filename={`budget-report-${query.from}-${query.to}.csv`}
          />
        }
      />
      <Paper withBorder radius="md" p="sm" component="section" aria-label="Report filters">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <LabelledTextInput
            label="From"
            type="date"
            value={query.from}
            onChange={(event) => change({ from: day(event.currentTarget.value) })}
          />
          <LabelledTextInput
            label="To"
            type="date"
            value={query.to}
            onChange={(event) => change({ to: day(event.currentTarget.value) })}
          />
          <NativeSelect
            label="Department:"
            value={search.department ?? ''}
            data={[
              { value: '', label: 'All departments' },
              ...(departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.name })),
            ]}
            onChange={(event) => change({ department: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Paper>
      <BudgetList
        caption="Budget report"
        columns={REPORT_COLUMNS}
        rows={rows}
        loading={isFetching}
        state={
          <ListMessage
            title="No budget covers these days"
            description="Choose other days or a department, or set budgets first."
            action={
              <Group justify="center">
                <ButtonLink to="/Budgets" variant="default">
                  Go to Budgets
                </ButtonLink>
              </Group>
            }
          />
        }
      />
    </Stack>
  )
}
