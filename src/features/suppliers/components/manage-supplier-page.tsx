import { Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { refusalMessage } from '../../../lib/api-client'
import { historyMode, listState, patchListSearch } from '../../../lib/list-search'
import { useSessionUser } from '../../../lib/session-store'
import { formToast } from '../../../lib/toast'
import { SUPPLIER_SORT_COLUMNS } from '../../../shared/sort-columns'
import type { Supplier } from '../../../shared/supplier-schemas'
import { canEditSuppliers, type SupplierTransition } from '../../../shared/supplier-status'
import { type SupplierListSearch, supplierListQuery } from '../list-search'
import { useUpdateSupplierStatus } from '../mutations'
import { supplierQueries } from '../queries'
import { StatusChangeModal } from './status-change-modal'
import { supplierColumns } from './supplier-columns'
import { SupplierFilters } from './supplier-filters'

const route = getRouteApi('/_app/Manage-Supply-Partner')

/** /Manage-Supply-Partner: the partner list with search, status filter, sort, paging, edit and status actions. */
export function ManageSupplierPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const user = useSessionUser()
  const role = user?.Role
  const { data, isFetching } = useSuspenseQuery(supplierQueries.list(supplierListQuery(search)))
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const state = listState(search, SUPPLIER_SORT_COLUMNS)
  const [target, setTarget] = useState<{ supplier: Supplier; transition: SupplierTransition } | null>(null)
  const move = useUpdateSupplierStatus()

  const change = (patch: Partial<SupplierListSearch>) =>
    navigate({ search: (current) => patchListSearch(current, patch, SUPPLIER_SORT_COLUMNS[0]), ...historyMode(patch) })

  const confirm = (remarks: string) => {
    if (!target) return
    const { supplier, transition } = target
    move.mutate(
      { id: supplier.id, status: transition.to, remarks, version: supplier.version },
      {
        onSuccess: (saved) => formToast.success(`${saved.name} is now ${saved.status}`),
        onError: (error) =>
          formToast.error(`Failed to ${transition.action.toLowerCase()} supply partner`, refusalMessage(error)),
        onSettled: () => setTarget(null),
      },
    )
  }

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Manage Supply Partner"
        description="Vendors with their contact, GSTIN, payment terms and onboarding status."
        actions={
          canEditSuppliers(role) ? (
            <Button component={Link} to="/New-Supply-Partner">
              New Supply Partner
            </Button>
          ) : null
        }
      />
      <SupplierFilters search={search} onChange={change} />
      <DataTable
        caption="Supply partners"
        columns={supplierColumns({
          role,
          userId: user?.UserID,
          onAction: (supplier, transition) => setTarget({ supplier, transition }),
        })}
        rows={data.data}
        rowKey={(row) => row.id}
        sort={state.sort}
        onSortChange={(sort) => change({ sort: sort.column, dir: sort.direction })}
        page={state.page}
        pageSize={state.size}
        total={data.recordsFiltered}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        loading={isFetching || navigating}
        empty={state.q || search.status ? 'No supply partner matches these filters.' : 'No supply partners yet.'}
        minWidth={900}
      />
      <StatusChangeModal
        target={target}
        pending={move.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Stack>
  )
}
