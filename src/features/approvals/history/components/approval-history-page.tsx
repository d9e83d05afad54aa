import { Group, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ExportCsvButton } from '../../../../components/export-csv-button'
import { FilterBar } from '../../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../../components/list-kit/paged-table'
import { useListSearch } from '../../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../../components/page-header'
import { DelegateApprovalsButton } from '../../delegation/components/delegate-approvals-button'
import { downloadHistoryExport } from '../api'
import { historyList } from '../list-search'
import { historyQueries } from '../queries'
import { HISTORY_COLUMNS, HISTORY_LIST_BAR } from './history-columns'

const route = getRouteApi('/_app/Approval-History')

/** /Approval-History: the decisions the user made or that concern their documents, filtered in the URL, with CSV export. */
export function ApprovalHistoryPage() {
  const { search, change, navigating } = useListSearch(route, historyList)
  const query = historyList.query(search)
  const { data, isFetching } = useSuspenseQuery(historyQueries.list(query))
  return (
    <Stack gap="md" maw={1300}>
      <PageHeader
        title="Approval History"
        description="Decisions you made, made for you, or made on documents you raised."
        actions={
          <Group gap="xs">
            <DelegateApprovalsButton />
            <ExportCsvButton download={() => downloadHistoryExport(query)} filename="approval-history.csv" />
          </Group>
        }
      />
      <FilterBar {...historyList.barProps(search, change)} bar={HISTORY_LIST_BAR} />
      <PagedTable
        {...historyList.pagingProps(search, data, change)}
        caption="Approval history"
        columns={HISTORY_COLUMNS}
        rowKey={(row) => row.stepId}
        loading={isFetching || navigating}
        empty="No decisions yet."
        noResults="No decision matches these filters."
        minWidth={1000}
      />
    </Stack>
  )
}
