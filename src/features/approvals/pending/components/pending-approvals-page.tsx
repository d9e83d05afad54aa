import { Stack, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { RemarksDialog } from '../../../../components/form-kit/remarks-dialog'
import { FilterBar } from '../../../../components/list-kit/filter-bar'
import { PagedList } from '../../../../components/list-kit/paged-list'
import { PagedTable } from '../../../../components/list-kit/paged-table'
import { useListSearch } from '../../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../../components/page-header'
import { refusalMessage } from '../../../../lib/api-client'
import { applyPendingDecisions, type ShownPendingApproval } from '../../../../lib/offline/approval-overlay'
import { useSessionUser } from '../../../../lib/session-store'
import { formToast } from '../../../../lib/toast'
import { useOutboxState } from '../../../offline/pending-hooks'
import { DelegateApprovalsButton } from '../../delegation/components/delegate-approvals-button'
import { pendingList } from '../list-search'
import { useDecideApproval } from '../mutations'
import { decisionDialog, documentLabel, queuedMessage, type RowDecision, refusedTitle } from '../pending-texts'
import { pendingQueries } from '../queries'
import { PendingCardList } from './pending-card-list'
import { PENDING_COLUMNS, PENDING_LIST_BAR } from './pending-columns'
import { PendingRowActions } from './pending-row-actions'

const route = getRouteApi('/_app/Pending-Approvals')

const EMPTY = 'Nothing is waiting on you: no approvals are pending for you.'
const NO_RESULTS = 'No pending approval matches these filters.'

/** /Pending-Approvals: what waits on the signed-in user, with filters, sort and paging, decided from the row. */
export function PendingApprovalsPage() {
  const { search, change, navigating } = useListSearch(route, pendingList)
  const { data, isFetching } = useSuspenseQuery(pendingQueries.list(pendingList.query(search)))
  const user = useSessionUser()
  const outbox = useOutboxState()
  // The server's rows with the decisions this user made offline marked on them.
  const rows = useMemo(() => {
    const mine = outbox.userId !== null && outbox.userId === user?.UserID
    return applyPendingDecisions(data.data, mine ? outbox.pending : [], mine ? outbox.failed : [])
  }, [data.data, outbox, user?.UserID])
  const paging = pendingList.pagingProps(search, { ...data, data: rows }, change)
  // Read at the first render (no flash of the other layout); the table needs a desktop's width.
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false })
  const [target, setTarget] = useState<{ row: ShownPendingApproval; decision: RowDecision } | null>(null)
  const decide = useDecideApproval()
  const onDecide = (row: ShownPendingApproval, decision: RowDecision) => setTarget({ row, decision })

  const confirm = (remarks: string) => {
    if (!target) return
    const { row, decision } = target
    const body = { approvalId: row.pendingId, decision, remarks, level: row.approvalLevel }
    decide.mutate(
      { body, idempotencyKey: uuidv7(), type: row.approvalType },
      {
        onSuccess: (result) =>
          result.queued
            ? formToast.info(queuedMessage(decision, row))
            : formToast.success(`${documentLabel(row)}: ${result.msg}`),
        onError: (error) => formToast.error(refusedTitle(decision, row), refusalMessage(error)),
        onSettled: () => setTarget(null),
      },
    )
  }

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title="Pending Approvals"
        description="Requests waiting for your decision, including those of approvers you stand in for."
        actions={<DelegateApprovalsButton />}
      />
      <FilterBar {...pendingList.barProps(search, change)} bar={PENDING_LIST_BAR} />
      {wide ? (
        <PagedTable
          {...paging}
          caption="Pending approvals"
          columns={PENDING_COLUMNS}
          rowKey={(row) => row.pendingId}
          rowProps={(row) => ({
            'data-pending': row.unsynced?.state === 'pending' || undefined,
            'data-unsynced': row.unsynced?.state,
          })}
          rowActions={(row) => <PendingRowActions row={row} onDecide={onDecide} />}
          loading={isFetching || navigating}
          empty={EMPTY}
          noResults={NO_RESULTS}
          minWidth={960}
          dense
        />
      ) : (
        <PagedList {...paging} loading={isFetching || navigating} empty={EMPTY} noResults={NO_RESULTS}>
          {(empty) => (
            <PendingCardList
              rows={rows}
              sort={paging.sort}
              onSortChange={paging.onSortChange}
              onDecide={onDecide}
              empty={empty}
            />
          )}
        </PagedList>
      )}
      {target ? (
        <RemarksDialog
          {...decisionDialog(target.decision, target.row)}
          pending={decide.isPending}
          onCancel={() => setTarget(null)}
          onConfirm={confirm}
        />
      ) : null}
    </Stack>
  )
}
