import { Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FilterBar } from '../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../components/page-header'
import { refusalMessage } from '../../../lib/api-client'
import { useSessionUser } from '../../../lib/session-store'
import { formToast } from '../../../lib/toast'
import type { Supplier } from '../../../shared/supplier-schemas'
import { canEditSuppliers, type SupplierTransition } from '../../../shared/supplier-status'
import { supplierList } from '../list-search'
import { useUpdateSupplierStatus } from '../mutations'
import { supplierQueries } from '../queries'
import { StatusChangeModal } from './status-change-modal'
import { SUPPLIER_COLUMNS, SUPPLIER_LIST_BAR, SupplierRowActions } from './supplier-columns'

const route = getRouteApi('/_app/Manage-Supply-Partner')

/** /Manage-Supply-Partner: the partner list with search, status filter, sort, paging, edit and status actions. */
export function ManageSupplierPage() {
  const { search, change, navigating } = useListSearch(route, supplierList)
  const user = useSessionUser()
  const role = user?.Role
  const { data, isFetching } = useSuspenseQuery(supplierQueries.list(supplierList.query(search)))
  const [target, setTarget] = useState<{ supplier: Supplier; transition: SupplierTransition } | null>(null)
  const move = useUpdateSupplierStatus()

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
      <FilterBar {...supplierList.barProps(search, change)} bar={SUPPLIER_LIST_BAR} />
      <PagedTable
        {...supplierList.pagingProps(search, data, change)}
        caption="Supply partners"
        columns={SUPPLIER_COLUMNS}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <SupplierRowActions
            row={row}
            role={role}
            userId={user?.UserID}
            onAction={(supplier, transition) => setTarget({ supplier, transition })}
          />
        )}
        loading={isFetching || navigating}
        empty="No supply partners yet."
        noResults="No supply partner matches these filters."
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
