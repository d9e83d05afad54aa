import { Button, Stack, Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../components/list-kit/filter-spec'
import type { ListColumn } from '../../../components/list-kit/list-table'
import { AnchorLink, ButtonLink } from '../../../components/router-links'
import type { Role } from '../../../shared/roles'
import type { Supplier } from '../../../shared/supplier-schemas'
import {
  canEditSuppliers,
  SUPPLIER_STATUSES,
  type SupplierTransition,
  supplierActionsFor,
} from '../../../shared/supplier-status'
import type { SupplierListSearch, SupplierSortColumn } from '../list-search'
import { SupplierStatusBadge } from './supplier-status-badge'

/** Columns of the partner list; the name opens the partner. */
export const SUPPLIER_COLUMNS: ReadonlyArray<ListColumn<Supplier, SupplierSortColumn>> = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (row) => (
      <AnchorLink to="/Manage-Supply-Partner/$id" params={{ id: row.id }} fw={600} size="sm">
        {row.name}
      </AnchorLink>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.contactPerson}</Text>
        <Text size="xs" c="dimmed">
          {row.email} · {row.phone}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'gstin',
    header: 'GSTIN',
    nowrap: true,
    render: (row) => (
      <Text size="sm" ff="monospace">
        {row.gstin ?? '-'}
      </Text>
    ),
  },
  { key: 'terms', header: 'Payment Terms', nowrap: true, render: (row) => row.paymentTerms },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    nowrap: true,
    render: (row) => <SupplierStatusBadge status={row.status} />,
  },
]

/** Edit, and the status moves the signed-in user may make on one partner. */
export function SupplierRowActions(props: {
  row: Supplier
  role: Role | undefined
  /** The signed-in user: who registered a partner is not offered Activate or Reject on it. */
  userId: string | undefined
  onAction: (supplier: Supplier, transition: SupplierTransition) => void
}) {
  const { row, role } = props
  return (
    <>
      {canEditSuppliers(role) ? (
        <ButtonLink
          to="/Manage-Supply-Partner/$id"
          params={{ id: row.id }}
          size="compact-sm"
          variant="subtle"
          aria-label={`Edit ${row.name}`}
        >
          Edit
        </ButtonLink>
      ) : null}
      {role
        ? supplierActionsFor(row.status, role, row.createdById === props.userId)
            // While the engine has the registration at another approver's level, its decisions are not theirs.
            .filter((transition) => row.approval?.mayDecide !== false || !transition.decides)
            .map((transition) => (
              <Button
                key={transition.action}
                size="compact-sm"
                variant="default"
                onClick={() => props.onAction(row, transition)}
                aria-label={`${transition.action} ${row.name}`}
              >
                {transition.action}
              </Button>
            ))
        : null}
      {row.approval?.exists ? (
        <ButtonLink
          to="/Approval-Form/$name/$id"
          params={{ name: 'Supplier-Onboarding', id: row.id }}
          size="compact-sm"
          variant="subtle"
          aria-label={`View approval of ${row.name}`}
        >
          View approval
        </ButtonLink>
      ) : null}
    </>
  )
}

/** The search and status filter of /Manage-Supply-Partner. */
export const SUPPLIER_LIST_BAR: FilterBarSpec<keyof SupplierListSearch & string> = {
  text: { label: 'Search', placeholder: 'Name, GSTIN or e-mail' },
  filters: [choiceFilter('status', 'Status', SUPPLIER_STATUSES, 210)],
}
