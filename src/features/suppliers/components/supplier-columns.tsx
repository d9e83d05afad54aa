import { Button, Group, Stack, Text } from '@mantine/core'
import type { DataColumn } from '../../../components/data-table'
import { AnchorLink, ButtonLink } from '../../../components/router-links'
import type { Role } from '../../../shared/roles'
import type { Supplier } from '../../../shared/supplier-schemas'
import { canEditSuppliers, type SupplierTransition, supplierActionsFor } from '../../../shared/supplier-status'
import type { SupplierSortColumn } from '../list-search'
import { SupplierStatusBadge } from './supplier-status-badge'

/** Columns of the partner list; the name opens the partner; status actions only for users who may make them. */
export function supplierColumns(options: {
  role: Role | undefined
  /** The signed-in user: who registered a partner is not offered Activate or Reject on it. */
  userId: string | undefined
  onAction: (supplier: Supplier, transition: SupplierTransition) => void
}): DataColumn<Supplier, SupplierSortColumn>[] {
  const { role } = options
  return [
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
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
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
            ? supplierActionsFor(row.status, role, row.createdById === options.userId).map((transition) => (
                <Button
                  key={transition.action}
                  size="compact-sm"
                  variant="default"
                  onClick={() => options.onAction(row, transition)}
                  aria-label={`${transition.action} ${row.name}`}
                >
                  {transition.action}
                </Button>
              ))
            : null}
        </Group>
      ),
    },
  ]
}
