import { Button, Group, Text } from '@mantine/core'
import type { DataColumn } from '../../../components/data-table'
import { AnchorLink, ButtonLink } from '../../../components/router-links'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import { gstLabel } from '../../../shared/catalogue-enums'
import type { CategoryRow } from '../../../shared/category-schemas'
import type { CategorySortColumn } from '../list-search'

/** Columns of the category list; the actions column only when the user may change categories. */
export function categoryColumns(options: {
  canWrite: boolean
  onDelete: (row: CategoryRow) => void
}): DataColumn<CategoryRow, CategorySortColumn>[] {
  const columns: DataColumn<CategoryRow, CategorySortColumn>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'CategoryName',
      render: (row) => (
        <AnchorLink to="/Create-Category/$id" params={{ id: String(row.CategoryID) }} fw={600} size="sm">
          {row.CategoryName}
        </AnchorLink>
      ),
    },
    {
      key: 'code',
      header: 'Code',
      sortKey: 'CategoryCode',
      nowrap: true,
      render: (row) => <Text size="sm">{row.CategoryCode}</Text>,
    },
    {
      key: 'parent',
      header: 'Parent',
      sortKey: 'ParentCategoryName',
      render: (row) =>
        row.ParentCategoryName ?? (
          <Text c="dimmed" size="sm">
            Top level
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'Status',
      nowrap: true,
      render: (row) => <StatusBadge status={row.Status} />,
    },
    { key: 'gst', header: 'GST', sortKey: 'GST', align: 'right', render: (row) => gstLabel(row.GST) },
    { key: 'products', header: 'Products', align: 'right', render: (row) => row.ProductCount },
    {
      key: 'updated',
      header: 'Updated',
      sortKey: 'UpdatedAt',
      nowrap: true,
      render: (row) => formatDate(row.UpdatedAt),
    },
  ]
  if (!options.canWrite) return columns
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ButtonLink
            size="compact-sm"
            variant="subtle"
            to="/Update-Category/$id"
            params={{ id: String(row.CategoryID) }}
            aria-label={`Edit ${row.CategoryName}`}
          >
            Edit
          </ButtonLink>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => options.onDelete(row)}
            aria-label={`Delete ${row.CategoryName}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ]
}
