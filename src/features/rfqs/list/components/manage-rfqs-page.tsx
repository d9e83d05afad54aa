import { Button, Stack, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { RemarksDialog } from '../../../../components/form-kit/remarks-dialog'
import { FilterBar } from '../../../../components/list-kit/filter-bar'
import { PagedList } from '../../../../components/list-kit/paged-list'
import { PagedTable } from '../../../../components/list-kit/paged-table'
import { useListSearch } from '../../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../../components/page-header'
import { refusalMessage } from '../../../../lib/api-client'
import { useSessionUser } from '../../../../lib/session-store'
import { formToast } from '../../../../lib/toast'
import { RFQ_WRITERS } from '../../../../shared/rfq-access'
import type { RfqRow } from '../../../../shared/rfq-read-schemas'
import { hasRole } from '../../../../shared/roles'
import { useSendRfq, useUpdateRfqStatus } from '../../mutations'
import { rfqQueries } from '../../queries'
import { rfqList } from '../list-search'
import type { RfqMove } from '../row-actions'
import { RfqCardList } from './rfq-card-list'
import { RFQ_COLUMNS, RFQ_LIST_BAR } from './rfq-columns'
import { RfqRowActions } from './rfq-row-actions'

const route = getRouteApi('/_app/Manage-RFQs/')

/** /Manage-RFQs: the RFQ list with search, status filter, sort, paging, and Edit, Send, Close and Cancel per row. */
export function ManageRfqsPage() {
  const { search, change, navigating } = useListSearch(route, rfqList)
  const role = useSessionUser()?.Role
  const { data, isFetching } = useSuspenseQuery(rfqQueries.list(rfqList.query(search)))
  const [target, setTarget] = useState<{ row: RfqRow; move: RfqMove } | null>(null)
  const send = useSendRfq()
  const move = useUpdateRfqStatus()
  // Read at the first render (no flash of the other layout); the table needs a desktop's width, else cards.
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false })

  const sendRow = (row: RfqRow) =>
    send.mutate(row.RFQID, {
      onSuccess: ({ rfq }) => formToast.success(`${rfq.rfqNumber} is now ${rfq.status}`),
      onError: (error) => formToast.error(`Failed to send ${row.rfqNumber}`, refusalMessage(error)),
    })

  const confirm = (remarks: string) => {
    if (!target) return
    const { row, move: chosen } = target
    move.mutate(
      { RFQID: row.RFQID, status: chosen.to, remarks },
      {
        onSuccess: ({ rfq }) => formToast.success(`${rfq.rfqNumber} is now ${rfq.status}`),
        onError: (error) =>
          formToast.error(`Failed to ${chosen.action.toLowerCase()} ${row.rfqNumber}`, refusalMessage(error)),
        onSettled: () => setTarget(null),
      },
    )
  }

  const paging = rfqList.pagingProps(search, data, change)
  const loading = isFetching || navigating
  const empty = 'No requests for quotation yet.'
  const noResults = 'No request for quotation matches these filters.'
  const actions = (row: RfqRow) => (
    <RfqRowActions
      row={row}
      role={role}
      sending={send.isPending && send.variables === row.RFQID}
      onSend={sendRow}
      onMove={(row, chosen) => setTarget({ row, move: chosen })}
    />
  )

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Manage RFQs"
        description="Requests for quotation with their deadline and the responses received of the partners invited."
        actions={
          hasRole(role, RFQ_WRITERS) ? (
            <Button component={Link} to="/Create-New-RFQ">
              Create New RFQ
            </Button>
          ) : null
        }
      />
      <FilterBar {...rfqList.barProps(search, change)} bar={RFQ_LIST_BAR} />
      {wide ? (
        <PagedTable
          {...paging}
          caption="Requests for quotation"
          columns={RFQ_COLUMNS}
          rowKey={(row) => row.RFQID}
          rowActions={actions}
          loading={loading}
          empty={empty}
          noResults={noResults}
          minWidth={1000}
        />
      ) : (
        <PagedList {...paging} loading={loading} empty={empty} noResults={noResults}>
          {(state) => (
            <RfqCardList
              rows={paging.rows}
              sort={paging.sort}
              onSortChange={paging.onSortChange}
              actions={actions}
              loading={loading}
              state={state}
            />
          )}
        </PagedList>
      )}
      {target ? (
        <RemarksDialog
          title={`${target.move.action}: ${target.row.rfqNumber}`}
          question={target.move.question}
          confirm={target.move.action}
          danger={target.move.danger}
          placeholder="Why, for the RFQ's history"
          pending={move.isPending}
          onCancel={() => setTarget(null)}
          onConfirm={confirm}
        />
      ) : null}
    </Stack>
  )
}
